import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline.tsx';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('renders its children in order', () => {
    render(
      <Stack>
        <p>Dig</p>
        <p>Plant</p>
        <p>Water</p>
      </Stack>,
    );
    expect(screen.getAllByText(/Dig|Plant|Water/).map((el) => el.textContent)).toEqual([
      'Dig',
      'Plant',
      'Water',
    ]);
  });

  it('can be a list', () => {
    render(
      <Stack as="ul" space="small">
        <li>Tomatoes</li>
        <li>Basil</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('Inline', () => {
  it('renders its children side by side in order, as a list when asked', () => {
    render(
      <Inline as="ul">
        <li>Spring</li>
        <li>Summer</li>
      </Inline>,
    );
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((el) => el.textContent),
    ).toEqual(['Spring', 'Summer']);
  });
});
