import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { usStates } from '#src/lib/forms/regions.ts';
import { UsMap, type UsMapStateCode } from './index.ts';

function SelectableMap({ onHover }: { onHover?: (code: UsMapStateCode | null) => void }) {
  const [selected, setSelected] = useState<string[]>(['KS']);
  return (
    <UsMap
      label="Choose states"
      selected={selected}
      onHover={onHover}
      onToggle={(code) =>
        setSelected((now) =>
          now.includes(code) ? now.filter((state) => state !== code) : [...now, code],
        )
      }
    />
  );
}

describe('UsMap', () => {
  it('names every state and DC by its full name, in a group named by its label', () => {
    render(<UsMap label="Choose states" onToggle={() => {}} />);
    expect(screen.getByRole('group', { name: 'Choose states' })).toBeInTheDocument();
    const names = screen.getAllByRole('button').map((state) => state.getAttribute('aria-label'));
    expect(names).toEqual(usStates.map((state) => state.label));
    expect(screen.getByRole('button', { name: 'District of Columbia' })).toBeInTheDocument();
  });

  it('draws each state from the sprite and carries no path data', () => {
    const { container } = render(<UsMap label="Choose states" />);
    expect(screen.getByRole('img', { name: 'Oregon' })).toHaveAttribute(
      'href',
      expect.stringMatching(/us-states\.svg#OR$/),
    );
    expect(container.innerHTML).not.toMatch(/<path|\sd="/);
  });

  it('marks the selected states pressed, ignoring codes it does not know', () => {
    render(<UsMap label="Choose states" selected={['OR', 'WA', 'XX']} onToggle={() => {}} />);
    expect(
      screen
        .getAllByRole('button', { pressed: true })
        .map((state) => state.getAttribute('aria-label')),
    ).toEqual(['Oregon', 'Washington']);
    expect(screen.getByRole('button', { name: 'Idaho' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles a state by click', async () => {
    const user = userEvent.setup();
    render(<SelectableMap />);
    const oregon = screen.getByRole('button', { name: 'Oregon' });
    await user.click(oregon);
    expect(oregon).toHaveAttribute('aria-pressed', 'true');
    await user.click(oregon);
    expect(oregon).toHaveAttribute('aria-pressed', 'false');
  });

  it('is one Tab stop, at the first selected state, and moves between states with the arrows', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SelectableMap />
        <button type="button">After the map</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Kansas' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Missouri' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Iowa' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the map' })).toHaveFocus();
    // Back into the map at the state it left.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Iowa' })).toHaveFocus();
  });

  it('removes nothing from the page as focus or the pointer leaves a state, which a modal would read as focus lost', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <SelectableMap />
        <button type="button">After the map</button>
      </>,
    );
    // A modal dialog's focus trap (Radix FocusScope) takes focus back to the dialog when nodes are
    // removed while focus is between two elements: Tab could then never leave the map.
    const removed: Node[] = [];
    const collect = (records: MutationRecord[]) =>
      removed.push(...records.flatMap((record) => [...record.removedNodes]));
    const observer = new MutationObserver(collect);
    observer.observe(container, { childList: true, subtree: true });
    await user.hover(screen.getByRole('button', { name: 'Utah' }));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await user.tab();
    await user.unhover(screen.getByRole('group', { name: 'Choose states' }));
    expect(screen.getByRole('button', { name: 'After the map' })).toHaveFocus();
    collect(observer.takeRecords());
    observer.disconnect();
    expect(removed).toEqual([]);
  });

  it('toggles the focused state with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<SelectableMap />);
    await user.tab();
    const kansas = screen.getByRole('button', { name: 'Kansas' });
    await user.keyboard('{Enter}');
    expect(kansas).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(kansas).toHaveAttribute('aria-pressed', 'true');
  });

  it('jumps to the first and last state with Home and End, and by the first letter of a name', async () => {
    const user = userEvent.setup();
    render(<SelectableMap />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Wyoming' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Alabama' })).toHaveFocus();
    await user.keyboard('n');
    expect(screen.getByRole('button', { name: 'Nebraska' })).toHaveFocus();
    await user.keyboard('n');
    expect(screen.getByRole('button', { name: 'Nevada' })).toHaveFocus();
  });

  it('reports the state under the pointer or focus, and null when it leaves the map', async () => {
    const user = userEvent.setup();
    const onHover = vi.fn();
    render(
      <>
        <SelectableMap onHover={onHover} />
        <button type="button">After the map</button>
      </>,
    );
    await user.hover(screen.getByRole('button', { name: 'Utah' }));
    expect(onHover).toHaveBeenLastCalledWith('UT');
    await user.unhover(screen.getByRole('group', { name: 'Choose states' }));
    expect(onHover).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(onHover).toHaveBeenLastCalledWith('KS');
    await user.keyboard('{ArrowDown}');
    expect(onHover).toHaveBeenLastCalledWith('OK');
    await user.tab();
    expect(onHover).toHaveBeenLastCalledWith(null);
    expect(onHover.mock.calls).toEqual([['UT'], [null], ['KS'], ['OK'], [null]]);
  });

  it('selects a state too small to click through its chip, and focuses the state', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<UsMap label="Choose states" onToggle={onToggle} />);
    // The chip is for the pointer only, hidden from assistive technology: found by its text.
    await user.click(screen.getByText('DC'));
    expect(onToggle).toHaveBeenCalledWith('DC');
    expect(screen.getByRole('button', { name: 'District of Columbia' })).toHaveFocus();
  });

  it('without onToggle shows states as named images that Enter leaves alone', async () => {
    const user = userEvent.setup();
    const onHover = vi.fn();
    render(<UsMap label="US regions by state" selected={['OR']} onHover={onHover} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    const oregon = screen.getByRole('img', { name: 'Oregon' });
    expect(oregon).not.toHaveAttribute('aria-pressed');
    await user.tab();
    expect(oregon).toHaveFocus();
    expect(onHover).toHaveBeenLastCalledWith('OR');
    await user.keyboard('{Enter}');
    expect(oregon).toHaveFocus();
  });

  it('describes how to use it from the keyboard', () => {
    render(<UsMap label="Choose states" onToggle={() => {}} />);
    expect(screen.getByRole('group', { name: 'Choose states' })).toHaveAccessibleDescription(
      'Arrow keys move between states, a letter jumps to a state by name, and Enter or Space selects one.',
    );
  });
});
