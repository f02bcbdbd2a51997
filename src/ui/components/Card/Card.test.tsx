import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('renders its content inside the element it is asked for', () => {
    render(
      <Card as="article">
        <h3>Herb spiral</h3>
      </Card>,
    );
    expect(screen.getByRole('article')).toContainElement(
      screen.getByRole('heading', { name: 'Herb spiral' }),
    );
  });

  it('can be a list item in a list of cards', () => {
    render(
      <ul>
        <Card as="li">One</Card>
        <Card as="li">Two</Card>
      </ul>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps the given class', () => {
    render(<Card className="podcast-card">Episode 1</Card>);
    expect(screen.getByText('Episode 1')).toHaveClass('podcast-card');
  });
});
