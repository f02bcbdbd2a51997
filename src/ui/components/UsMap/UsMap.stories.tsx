import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { usRegions } from '#src/lib/forms/regions.ts';
import { vars } from '#src/ui/theme/theme.css.ts';
import { UsMap, usStateName, type UsMapProps, type UsMapStateCode } from './index.ts';
import { usMapStates } from './usMapShapes.ts';

/** A map whose selection lives in the story, as a filter would keep it, with what it reports. */
function SelectableMap({
  initial = [],
  ...props
}: Omit<UsMapProps, 'selected'> & { initial?: UsMapStateCode[] }) {
  const [selected, setSelected] = useState<UsMapStateCode[]>(initial);
  const [pointedAt, setPointedAt] = useState<UsMapStateCode | null>(null);
  return (
    <>
      <UsMap
        {...props}
        selected={selected}
        onToggle={(code) => {
          setSelected((now) =>
            now.includes(code) ? now.filter((state) => state !== code) : [...now, code],
          );
          props.onToggle?.(code);
        }}
        onHover={(code) => {
          setPointedAt(code);
          props.onHover?.(code);
        }}
      />
      <p>Selected: {selected.map(usStateName).join(', ') || 'none'}</p>
      <p>Pointing at: {pointedAt ? usStateName(pointedAt) : 'nothing'}</p>
    </>
  );
}

/** The centre of a state on the page, from the map's own coordinates. */
function pointOf(svg: SVGSVGElement, code: UsMapStateCode) {
  const box = svg.getBoundingClientRect();
  const [x, y] = usMapStates[code].centre;
  const scale = box.width / svg.viewBox.baseVal.width;
  return { x: box.left + x * scale, y: box.top + y * scale };
}

/**
 * A map of the fifty states and DC: the region filter of the card grid (click states to choose
 * them) and the region map section (point at a state to see its region). It fills the width of its
 * container and keeps its shape, so nothing moves as it loads.
 *
 * - `selected`: the chosen states, filled green; `onToggle(code)` makes each state a toggle button
 *   (`aria-pressed`), called on click, Enter or Space. Without it the states are named images.
 * - `onHover(code | null)`: the state under the pointer or keyboard focus, null when none is.
 * - `highlight`: states outlined over the others (a region); `fills`: a colour per state.
 * - `label`: the map's accessible name.
 *
 * Keyboard: the map is one Tab stop; arrow keys move to the nearest state that way, Home and End to
 * Alabama and Wyoming, a letter to the next state starting with it, Enter or Space toggles. The
 * smallest eastern states have a chip off the coast for the pointer.
 *
 * The shapes are US Census boundaries (us-atlas) in one cached sprite, `us-states.svg`; the page
 * carries one `<use>` per state and no path data.
 */
const meta = {
  title: 'Components/UsMap',
  component: UsMap,
  args: {
    label: 'Choose states',
    selected: ['OR', 'WA'],
    onToggle: fn(),
    onHover: fn(),
  },
  argTypes: {
    selected: { control: 'object' },
    highlight: { control: 'object' },
    fills: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '60rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof UsMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The shapes come from the external sprite: a state is drawn where the map says it is. */
export const DrawnFromTheSprite: Story = {
  args: { selected: ['TX'] },
  play: async ({ canvas }) => {
    const texas = canvas.getByRole('button', { name: 'Texas' });
    await waitFor(() =>
      expect((texas as unknown as SVGUseElement).getBBox().width).toBeGreaterThan(0),
    );
    const svg = canvas.getByRole('group', { name: 'Choose states' }) as unknown as SVGSVGElement;
    const { x, y } = pointOf(svg, 'TX');
    // Hit testing follows the painted shape: only a drawn state answers at its own centre.
    await expect(document.elementFromPoint(x, y)).toBe(texas);
    await expect(getComputedStyle(texas).fill).toBe('rgb(47, 93, 58)');
  },
};

export const NothingSelected: Story = {
  args: { selected: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(51);
    await expect(canvas.queryAllByRole('button', { pressed: true })).toEqual([]);
  },
};

export const SelectingByClick: Story = {
  render: (args) => <SelectableMap {...args} initial={['WA']} />,
  play: async ({ canvas, args }) => {
    const oregon = canvas.getByRole('button', { name: 'Oregon' });
    await userEvent.click(oregon);
    await expect(oregon).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenLastCalledWith('OR');
    await expect(canvas.getByText('Selected: Washington, Oregon')).toBeVisible();
    await expect(canvas.getByText('Pointing at: Oregon')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Washington' }));
    await expect(canvas.getByText('Selected: Oregon')).toBeVisible();
  },
};

export const SelectingByKeyboard: Story = {
  render: (args) => <SelectableMap {...args} initial={['KS']} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const kansas = canvas.getByRole('button', { name: 'Kansas' });
    await expect(kansas).toHaveFocus();
    await expect(canvas.getByText('Pointing at: Kansas')).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    const missouri = canvas.getByRole('button', { name: 'Missouri' });
    await expect(missouri).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(missouri).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(missouri).toHaveAttribute('aria-pressed', 'false');

    await userEvent.keyboard('r');
    const rhodeIsland = canvas.getByRole('button', { name: 'Rhode Island' });
    await expect(rhodeIsland).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenLastCalledWith('RI');
    await expect(canvas.getByText('Selected: Kansas, Rhode Island')).toBeVisible();
  },
};

/** DC is a dot at this size: its chip off the coast selects it, and moves focus to it. */
export const SmallStatesByChip: Story = {
  render: (args) => <SelectableMap {...args} />,
  play: async ({ canvas }) => {
    // The chip is for the pointer only, hidden from assistive technology: found by its text.
    await userEvent.click(canvas.getByText('DC'));
    const dc = canvas.getByRole('button', { name: 'District of Columbia' });
    await expect(dc).toHaveAttribute('aria-pressed', 'true');
    await expect(dc).toHaveFocus();
    await expect(canvas.getByText('Selected: District of Columbia')).toBeVisible();
  },
};

const regionColours = [
  vars.color.infoBg,
  vars.color.warningBg,
  vars.color.pinkDark,
  vars.color.greenLight,
];
const regionFills = Object.fromEntries(
  Object.values(usRegions).flatMap((states, index) =>
    states.map((code) => [code, regionColours[index]!]),
  ),
);

/** Without `onToggle`, a map to explore: states are named images; hovering and focus report. */
export const RegionsToExplore: Story = {
  args: {
    label: 'US regions by state',
    selected: [],
    onToggle: undefined,
    fills: regionFills,
    highlight: [...usRegions.West],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryAllByRole('button')).toEqual([]);
    const utah = canvas.getByRole('img', { name: 'Utah' });
    await userEvent.hover(utah);
    await expect(args.onHover).toHaveBeenLastCalledWith('UT');
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'Alabama' })).toHaveFocus();
    await expect(args.onHover).toHaveBeenLastCalledWith('AL');
  },
};

export const OnGreen: Story = {
  args: { highlight: [...usRegions.Northeast] },
  decorators: [
    (Story) => (
      <Box background="green" padding="large">
        <Story />
      </Box>
    ),
  ],
};

export const OnAPhone: Story = {
  args: { selected: ['NY', 'NJ', 'CT'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};
