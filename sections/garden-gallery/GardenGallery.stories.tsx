import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, within } from 'storybook/test';
import { gardenGallerySections } from '#src/demo/sections/garden-gallery.ts';
import { demoGardens, gardensApi } from '#src/features/gardens/testing/demoGardens.ts';
import { submittedGardenTexts, type SubmittedGarden } from '#src/features/gardens/submitted.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { GardenGallery } from './GardenGallery.tsx';
import gardenGalleryModule from './index.ts';
import type { GardenGalleryContent, GardenGalleryLayout } from './schema.ts';

const catalogue = sectionCatalogue<GardenGalleryContent, GardenGalleryLayout, SubmittedGarden[]>(
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
 * Or `source: "submitted"` (then `gardens` may be left out): the newest nine gardens people shared on
 * `/submit-your-garden` (`GET /gardens`, in the page's first HTML), each credited with its place.
 * While they load the section shows placeholders; with none it invites people to share theirs; when
 * they cannot be loaded it says so.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/GardenGallery',
  ...catalogue.meta,
  beforeEach({ msw }) {
    msw.use(gardensApi(demoGardens));
  },
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

/** `source: "submitted"`: the newest gardens people shared, each credited with where it grows. */
export const Submitted: Story = {
  args: demo(4),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Gardens our readers shared' }),
    ).toBeVisible();
    await expect(
      await canvas.findAllByRole('img', { name: 'Garden by Casey Customer' }),
    ).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(demoGardens.length);
    await expect(canvas.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      '/designers/2',
    );
    await expect(canvas.getByText('Chicago, IL')).toBeVisible();
    await expect(canvas.getByText('Toronto, ON')).toBeVisible();
  },
};

/** The submitted gardens are on their way: placeholders, announced once. */
export const SubmittedLoading: Story = {
  args: demo(4),
  beforeEach({ msw }) {
    msw.use(gardensApi(demoGardens, { latency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(submittedGardenTexts.loading);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Nobody has shared a garden yet: the section says so and links to the form. */
export const SubmittedEmpty: Story = {
  args: demo(4),
  beforeEach({ msw }) {
    msw.use(gardensApi([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No gardens have been shared yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: submittedGardenTexts.share })).toHaveAttribute(
      'href',
      '/submit-your-garden',
    );
  },
};

export const SubmittedError: Story = {
  args: demo(4),
  beforeEach({ msw }) {
    msw.use(gardensApi(demoGardens, { status: 500 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(submittedGardenTexts.error)).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
