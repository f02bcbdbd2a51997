import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import { gardenCardSections } from '#src/demo/sections/garden-card.ts';
import { demoGardens, gardensApi } from '#src/features/gardens/testing/demoGardens.ts';
import { submittedGardenTexts, type SubmittedGarden } from '#src/features/gardens/submitted.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { GardenCard } from './GardenCard.tsx';
import gardenCardModule from './index.ts';
import type { GardenCardContent } from './schema.ts';

const catalogue = sectionCatalogue<GardenCardContent, 'default', SubmittedGarden[]>(
  gardenCardModule,
  GardenCard,
  gardenCardSections,
);
const { propsOf, demo } = catalogue;

/**
 * **Garden card** (`garden-card`): a feature card — a picture beside a headline and a short text, with
 * a strip of small pictures of gardens under the text. Editors fill in:
 * - `headline` (required): the card's heading; it also describes the picture;
 * - `body` (optional): short rich text;
 * - `image` (optional): the card's picture; without one the text fills the card;
 * - `gardens` (optional): each an `image` (required) and optionally its `user` (`id`, `first_name`,
 *   `last_name`, `coach`). A small picture is described as "Garden by {name}"; a coach's garden links
 *   to their designer profile, `/designers/{id}`;
 * - `source` (optional): `submitted` fills the strip with the newest four gardens people shared on
 *   `/submit-your-garden` (`GET /gardens`, in the page's first HTML) instead of `gardens`. While they
 *   load the strip shows placeholders; with none it invites people to share theirs; when they cannot
 *   be loaded it says so.
 *
 * Background: any of beige, green, pink, white (**beige** when none is chosen, as for every card
 * section). The card is white, or beige on a white background.
 */
const meta = {
  title: 'Sections/GardenCard',
  ...catalogue.meta,
  beforeEach({ msw }) {
    msw.use(gardensApi(demoGardens));
  },
} satisfies Meta<typeof GardenCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The default background, beige. */
export const Beige: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'A potager in a city backyard' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A potager in a city backyard' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Garden by Sam Whitfield' })).toBeVisible();
    const profiles = canvas.getAllByRole('link', { name: /Garden by Maya Okafor/ });
    await expect(profiles).toHaveLength(2);
    for (const link of profiles) await expect(link).toHaveAttribute('href', '/designers/2');
  },
};
export const White: Story = { args: demo(1) };
export const Green: Story = { args: demo(2) };
export const Pink: Story = { args: demo(3) };

/** Only the headline: no picture, no text, no gardens. */
export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'garden-card', content: { headline: 'Your first raised bed' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your first raised bed' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: propsOf({
    type: 'garden-card',
    content: {
      headline:
        'How one family turned a sloping, shady, clay-soiled back garden into the most productive kitchen garden on their street',
      body: '<p>The slope became three terraces held by reclaimed sleepers. The clay got a barrow-load of compost a week for a winter. The shade, it turned out, suited lettuces, chard, currants and rhubarb perfectly — and the one sunny corner went to tomatoes, beans and squash.</p><p>Our designer drew the terraces, chose the varieties and set out a sowing calendar; the family did the digging. Two years in, they buy almost no vegetables from May to November.</p>',
      image: '/api/media/kitchen-garden-hero.svg',
      gardens: [
        '/api/media/raised-beds.svg',
        '/api/media/herb-spiral.svg',
        '/api/media/garden-path.svg',
        '/api/media/seedlings.svg',
        '/api/media/tomato-harvest.svg',
        '/api/media/potager-plan.svg',
      ].map((image, index) => ({
        image,
        user: {
          id: 2 + index,
          first_name: 'Maximiliane',
          last_name: `Hollingsworth-Abernathy ${index + 1}`,
          coach: index === 0,
        },
      })),
    },
  }),
};

/** `source: "submitted"`: the strip shows the newest four gardens people shared. */
export const Submitted: Story = {
  args: demo(4),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('img', { name: /^Garden by/ });
    const strip = canvas.getByRole('list');
    await expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([
      'Garden by Casey Customer',
      'Garden by Maya Okafor',
      'Garden by Sam Whitfield',
      'Garden by Casey Customer',
    ]);
    await expect(
      within(strip).getByRole('link', { name: 'Garden by Maya Okafor (designer profile)' }),
    ).toHaveAttribute('href', '/designers/2');
  },
};

export const SubmittedLoading: Story = {
  args: demo(4),
  beforeEach({ msw }) {
    msw.use(gardensApi(demoGardens, { latency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(submittedGardenTexts.loading);
  },
};

export const SubmittedEmpty: Story = {
  args: demo(4),
  beforeEach({ msw }) {
    msw.use(gardensApi([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No gardens have been shared yet/)).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: submittedGardenTexts.share }).at(-1),
    ).toHaveAttribute('href', '/submit-your-garden');
  },
};

export const SubmittedError: Story = {
  args: demo(4),
  beforeEach({ msw }) {
    msw.use(gardensApi(demoGardens, { status: 500 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(submittedGardenTexts.error)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
