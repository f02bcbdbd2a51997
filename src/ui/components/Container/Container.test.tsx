import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container.tsx';

describe('Container', () => {
  it('renders its content inside the element it is asked for', () => {
    render(
      <Container as="main">
        <h1>Inspiration</h1>
      </Container>,
    );
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Inspiration' }),
    );
  });

  it('keeps the given class', () => {
    render(<Container className="page">Layout</Container>);
    expect(screen.getByText('Layout')).toHaveClass('page');
  });
});
