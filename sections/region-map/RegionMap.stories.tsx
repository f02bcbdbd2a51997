import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { regionMapSections } from '#src/demo/sections/region-map.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import regionMapModule from './index.ts';
import { RegionMap } from './RegionMap.tsx';
import type { RegionMapContent } from './schema.ts';

const catalogue = sectionCatalogue<RegionMapContent>(regionMapModule, RegionMap, regionMapSections);
const { demo, propsOf } = catalogue;

/**
 * **Region map** (`region-map`): a map of the US coloured by its four regions (Northeast, Midwest,
 * South, West), with a legend — for pages that speak to readers by region (designers near you,
 * planting calendars, regional groups). Pointing at a state, tapping it, or moving to it from the
 * keyboard (Tab to the map, then the arrow keys) selects its whole region: its states turn dark and
 * are outlined, and the region's name and states show beside the map and are announced. The region
 * stays selected until another one is chosen. Editors fill in:
 * - `headline` (required): the heading above the map;
 * - `body` (optional): rich text under it; left out when blank.
 *
 * Background: any of beige, green, pink, white (white when none is chosen).
 */
const meta = {
  title: 'Sections/RegionMap',
  ...catalogue.meta,
} satisfies Meta<typeof RegionMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing selected yet: every region in its light colour, and a line saying what to do. */
export const White: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Garden designers in every region' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Point to or tap a state to see its region.',
    );
    await expect(canvas.getAllByRole('img')).toHaveLength(51);
  },
};

/** A region selected by pointing at one of its states. */
export const Beige: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('img', { name: 'Oregon' }));
    const status = within(canvas.getByRole('status'));
    await expect(status.getByText('West')).toBeVisible();
    await expect(status.getByText(/^13 states: Alaska, Arizona, California/)).toBeVisible();
  },
};

/** A region selected from the keyboard: Tab into the map, arrow keys to a state of another region. */
export const Green: Story = {
  args: demo(2),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'Alabama' })).toHaveFocus();
    await expect(within(canvas.getByRole('status')).getByText('South')).toBeVisible();
    await userEvent.keyboard('n');
    await expect(canvas.getByRole('img', { name: 'Nebraska' })).toHaveFocus();
    await expect(within(canvas.getByRole('status')).getByText('Midwest')).toBeVisible();
  },
};

export const Pink: Story = { args: demo(3) };

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: regionMapModule.type, content: { headline: 'Find your growing region' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Find your growing region' })).toBeVisible();
  },
};

/** The region with the most states selected, beside a long introduction. */
export const LongContent: Story = {
  args: propsOf({
    type: regionMapModule.type,
    content: {
      headline:
        'Find the garden designers, planting calendars and community groups for the region where you garden',
      body: '<p>The United States spans more than a dozen growing zones, from the short summers of northern Maine to the year-round gardens of southern Florida and Hawaii. We group states into the four regions the US Census Bureau uses, because frost dates, rainfall and pests follow them closely enough to plan by.</p><p>Point to your state to see which region it belongs to. Each region has its own planting calendar, its own designers and its own community group, and you can always switch if you garden somewhere else.</p>',
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('img', { name: 'Texas' }));
    await expect(within(canvas.getByRole('status')).getByText('South')).toBeVisible();
  },
};
