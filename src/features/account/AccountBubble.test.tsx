import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountBubble } from './AccountBubble.tsx';

describe('AccountBubble', () => {
  it.each([
    ['active', 'Active'],
    ['inactive', 'Inactive'],
    ['suspended', 'Suspended'],
  ] as const)('reads %s as "%s"', (state, label) => {
    render(<AccountBubble state={state} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
