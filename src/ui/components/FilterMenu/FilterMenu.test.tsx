import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MultiSelect } from './MultiSelect.tsx';

const topics = [
  { value: 1, label: 'Vegetables' },
  { value: 2, label: 'Herbs' },
  { value: 3, label: 'Fruit' },
];

function Topics({ onChange }: { onChange?: (selected: number[]) => void }) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <MultiSelect
      label="Topic"
      placeholder="Select a Topic"
      options={topics}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange?.(next);
      }}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MultiSelect', () => {
  it('shows the placeholder, then the chosen options in their order, and clears them', async () => {
    const onChange = vi.fn();
    render(<Topics onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Topic: Select a Topic' });
    await userEvent.click(trigger);
    // A dropdown on a wide screen: no Close button of a modal.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fruit' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vegetables' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3]);
    expect(screen.getByRole('button', { name: 'Topic: Vegetables, Fruit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear topic' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Fruit' })).not.toBeChecked();
  });

  it('keeps focus in the menu when the clear control clears the choice and goes away', async () => {
    const user = userEvent.setup();
    render(<Topics />);
    await user.click(screen.getByRole('button', { name: 'Topic: Select a Topic' }));
    await user.click(screen.getByRole('checkbox', { name: 'Herbs' }));
    await user.click(screen.getByRole('button', { name: 'Clear topic' }));
    expect(screen.queryByRole('button', { name: 'Clear topic' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vegetables' })).toHaveFocus();
  });

  it('opens as a modal dialog under 768 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<Topics />);
    await userEvent.click(screen.getByRole('button', { name: 'Topic: Select a Topic' }));
    const dialog = screen.getByRole('dialog', { name: 'Topic' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Herbs' })).toBeInTheDocument();
  });
});
