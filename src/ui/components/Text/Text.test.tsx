import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.tsx';

describe('Text', () => {
  it('renders a paragraph by default', () => {
    render(<Text>Water in the morning.</Text>);
    expect(screen.getByText('Water in the morning.').tagName).toBe('P');
  });

  it.each(['span', 'div', 'small'] as const)('renders a %s when asked', (element) => {
    render(<Text as={element}>Shade-loving herbs</Text>);
    expect(screen.getByText('Shade-loving herbs').tagName).toBe(element.toUpperCase());
  });

  it('adds the given class and id', () => {
    render(
      <Text className="lead" id="intro">
        Welcome
      </Text>,
    );
    const text = screen.getByText('Welcome');
    expect(text).toHaveClass('lead');
    expect(text).toHaveAttribute('id', 'intro');
  });
});
