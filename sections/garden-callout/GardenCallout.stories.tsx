import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { gardenCalloutSections } from '#src/demo/sections/garden-callout.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { GardenCallout } from './GardenCallout.tsx';
import gardenCalloutModule from './index.ts';
import type { GardenCalloutContent } from './schema.ts';

const catalogue = sectionCatalogue<GardenCalloutContent>(
  gardenCalloutModule,
  GardenCallout,
  gardenCalloutSections,
);
const { propsOf, demo } = catalogue;

/**
 * **Garden callout** (`garden-callout`): a headline and a short text beside a few pictures of
 * gardens, to show what real gardeners and our designers have grown. Editors fill in:
 * - `headline` (required): a second-level heading;
 * - `body` (optional): short rich text;
 * - `gardens` (optional): each an `image` (required) and optionally its `user` (`id`, `first_name`,
 *   `last_name`, `coach`). A picture is described as "Garden by {name}" and credited under it; a
 *   gardener who is a coach links to their designer profile, `/designers/{id}`.
 *
 * Without gardens the text stands alone in the reading column. On a phone the gardens go under the text.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/GardenCallout',
  ...catalogue.meta,
} satisfies Meta<typeof GardenCallout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Beige: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Real gardens, designed for real yards' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Garden by / })).toHaveLength(4);
    const designerLinks = canvas.getAllByRole('link', { name: 'Maya Okafor' });
    await expect(designerLinks).toHaveLength(2);
    for (const link of designerLinks) await expect(link).toHaveAttribute('href', '/designers/2');
    await expect(canvas.getByText('By Sam Whitfield')).toBeVisible();
  },
};
export const Green: Story = { args: demo(1) };
/** A garden without a gardener is described as "A garden" and has no credit. */
export const White: Story = {
  args: demo(2),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'A garden' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
export const Pink: Story = { args: demo(3) };

/** Only the headline: the text stands alone, without pictures. */
export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'garden-callout', content: { headline: 'Your garden could be next' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your garden could be next' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'garden-callout',
    content: {
      headline:
        'From a bare patch of lawn to a kitchen garden that feeds a family of five all summer long, with room left for flowers',
      body: '<p>When the Whitfields moved in, the back garden was a rectangle of tired grass and a shed. Two seasons later it has six raised beds, a herb spiral by the back door, a fan-trained pear on the fence and a gravel path wide enough for the wheelbarrow.</p><p>They did the digging themselves; our designer drew the plan, chose the varieties and set out a sowing calendar so that something was ready to pick every week from April to November.</p>',
      gardens: [
        {
          image: '/api/media/raised-beds.svg',
          user: { id: 2, first_name: 'Maya', last_name: 'Okafor-Lindqvist', coach: true },
        },
        {
          image: '/api/media/herb-spiral.svg',
          user: { id: 31, first_name: 'Samantha-Jane', last_name: 'Whitfield', coach: false },
        },
        {
          image: '/api/media/garden-path.svg',
          user: { id: 2, first_name: 'Maya', last_name: 'Okafor-Lindqvist', coach: true },
        },
        {
          image: '/api/media/tomato-harvest.svg',
          user: { id: 31, first_name: 'Samantha-Jane', last_name: 'Whitfield', coach: false },
        },
      ],
    },
    options: { BackgroundColor: { color: 'beige' } },
  }),
};
