import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading, type HeadingLevel } from './Heading.tsx';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] satisfies HeadingLevel[])('renders a level %i heading', (level) => {
    render(<Heading level={level}>Grow your own salad</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Grow your own salad' })).toBeInTheDocument();
  });

  it('keeps the outline level when it looks like another size', () => {
    render(
      <Heading level={2} size="xxl">
        Spring planting
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Spring planting' })).toBeInTheDocument();
  });

  it('takes an id so other elements can point at it', () => {
    render(
      <section aria-labelledby="faq-title">
        <Heading level={2} id="faq-title">
          Questions
        </Heading>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Questions' })).toBeInTheDocument();
  });

  it('adds the given class to its own', () => {
    render(
      <Heading level={3} className="hero-title">
        Harvest
      </Heading>,
    );
    expect(screen.getByRole('heading', { name: 'Harvest' })).toHaveClass('hero-title');
  });
});
