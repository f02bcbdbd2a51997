import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { gardenGallerySections } from '#api/fixtures/sections/garden-gallery.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { GardenGallery } from './GardenGallery.tsx';
import gardenGalleryModule from './index.ts';
import type { GardenGalleryContent, GardenGalleryLayout } from './schema.ts';

const catalogue = sectionCatalogue<GardenGalleryContent, GardenGalleryLayout>(
  gardenGalleryModule,
  GardenGallery,
  gardenGallerySections,
);
const { propsOf, demo } = catalogue;

/**
 * **Garden gallery** (`garden-gallery`): pictures of gardens our gardeners have grown, each credited
 * to its gardener. Two layouts:
 * - `default`: a grid (one column on a phone, two, then three on wider screens);
 * - `row`: one row that scrolls sideways; keyboard users focus it and scroll with the arrow keys.
 *
 * Editors fill in `headline` (optional; a heading over the pictures) and `gardens` (required, at least
 * one): each garden has an `image` (required) and optionally its `user` (`id`, `first_name`,
 * `last_name`, `coach`). The picture is described as "Garden by {name}" and credited under it; a
 * gardener who is a coach links to their designer profile, `/designers/{id}`.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/GardenGallery',
  ...catalogue.meta,
} satisfies Meta<typeof GardenGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DefaultLayout: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Gardens our community planted this year' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getAllByRole('img', { name: 'Garden by Maya Okafor' })).toHaveLength(2);
    for (const link of canvas.getAllByRole('link', { name: 'Maya Okafor' }))
      await expect(link).toHaveAttribute('href', '/designers/2');
    await expect(canvas.getAllByText('By Sam Whitfield')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'Sam Whitfield' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('region', { name: 'Gardens our community planted this year' }),
    ).not.toBeInTheDocument();
  },
};

/** The row scrolls sideways; Tab focuses it (named after the headline) so the arrow keys scroll it. */
export const RowLayout: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('region', { name: 'Small spaces, big harvests' });
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await userEvent.tab();
    await expect(row).toHaveFocus();
    await expect(within(row).getAllByRole('img')).toHaveLength(5);
  },
};

export const White: Story = { args: demo(0) };
export const Beige: Story = { args: demo(1) };
export const Green: Story = {
  args: demo(2),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Maya Okafor' })).toHaveLength(3);
  },
};
/** A row without a headline: the scroller is still named, "Garden gallery". */
export const Pink: Story = {
  args: demo(3),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Garden gallery' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A garden' })).toBeVisible();
  },
};

/** One garden with no gardener: no headline, no credit. */
export const RequiredFieldsOnly: Story = {
  args: propsOf({
    type: 'garden-gallery',
    content: { gardens: [{ image: '/api/media/raised-beds.svg' }] },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'A garden' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/^By /)).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'garden-gallery',
    content: {
      headline:
        'Balconies, backyards, allotments and front lawns turned into kitchen gardens by the people who eat from them every week',
      gardens: Array.from({ length: 9 }, (_, index) => ({
        image: [
          '/api/media/raised-beds.svg',
          '/api/media/herb-spiral.svg',
          '/api/media/garden-path.svg',
        ][index % 3],
        user: {
          id: 40 + index,
          first_name: 'Annemarie-Christiane',
          last_name: `Vandenberghe-Oosterhuis ${index + 1}`,
          coach: index % 2 === 0,
        },
      })),
    },
    options: { Layout: { layout: 'default' } },
  }),
};
