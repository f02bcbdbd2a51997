import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardGridSections } from '#src/demo/sections/card-grid.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { CardGrid, cardGridWording } from './CardGrid.tsx';
import { cardGridHandlers } from './testing/cardGridApi.ts';
import type { CardPage } from './cardGridRequests.ts';
import { historyCookieNames } from './filterHistory.ts';
import cardGridModule from './index.ts';
import type { CardGridContent } from './schema.ts';

const catalogue = sectionCatalogue<CardGridContent, 'default', CardPage>(
  cardGridModule,
  CardGrid,
  cardGridSections,
);
const { demo, propsOf } = catalogue;

/**
 * **Card grid** (`card-grid`): one grid for designer, business and post cards. Editors fill in:
 * - `cardType` (required): `coach` (designers), `provider` (businesses) or `post`;
 * - `type`: `Feed` (the default) lists them all with filters, a search box and 'Load more' —
 *   region (the US map, Canada or Australia) and expertise for designers, region for businesses,
 *   tags and topics for posts; `Custom` shows the cards picked in `coaches`, `providers` or `posts`;
 * - `headline` (optional); `numberOfCards`: cards a page (9 when empty);
 * - `cta` (optional): call-to-action buttons below the grid.
 *
 * Searching or filtering reloads from the first page; the choices are kept for 15 minutes (a
 * cookie), so a visitor who comes back finds the grid as they left it. Skeleton cards hold the place
 * while cards load. Background: beige unless chosen (any of beige, green, pink, white).
 */
const meta = {
  title: 'Sections/CardGrid',
  ...catalogue.meta,
  beforeEach({ msw }) {
    for (const name of Object.values(historyCookieNames)) {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    msw.use(...cardGridHandlers());
  },
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Designers with the region and expertise filters and the search box. */
export const DesignerFeedOnBeige: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Region: Select a region' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search designers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: cardGridWording.loadMore }));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(12));
  },
};

export const BusinessFeedOnWhite: Story = { args: demo(1) };

/** Posts with tags and topics, and a call to action below. */
export const PostFeedOnGreen: Story = { args: demo(2) };

/** Hand-picked designers: no filters, no 'Load more'. */
export const CustomOnPink: Story = { args: demo(3) };

/** The region filter open: click a state to add it, or choose Canada or Australia. */
export const RegionFilterOpen: Story = {
  args: demo(0),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('heading', { level: 3 });
    await userEvent.click(canvas.getByRole('button', { name: 'Region: Select a region' }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Oregon' }));
    await expect(page.getByRole('button', { name: 'Oregon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A search with no match. */
export const NoResults: Story = {
  args: demo(1),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('heading', { level: 3 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search businesses' }), 'zzz');
    await expect(await canvas.findByText('Sorry, no results for "zzz"')).toBeVisible();
  },
};

export const Loading: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(...cardGridHandlers({ hang: true }));
  },
};

export const Failed: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(...cardGridHandlers({ fail: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(cardGridWording.failed)).toBeVisible();
  },
};

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: cardGridModule.type, content: { cardType: 'post' } }),
};
