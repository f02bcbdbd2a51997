import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, waitFor, within } from 'storybook/test';
import { providerCardSections } from '#src/demo/sections/provider-card.ts';
import type { ProviderWire } from '#src/lib/api/types.ts';
import {
  demoProvider,
  demoProviders,
  directoryHandlers,
} from '#src/features/directory/testing/demoDirectory.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import providerCardModule from './index.ts';
import { ProviderCard, providerCardLoadingText } from './ProviderCard.tsx';
import type { ProviderCardContent } from './schema.ts';

// The catalogue renders through the module: the businesses come from its data hook (MSW here).
const catalogue = sectionCatalogue<ProviderCardContent, 'default', ProviderWire[]>(
  providerCardModule,
  ProviderCard,
  providerCardSections,
);
const { demo, propsOf } = catalogue;

/** The calls the section made in the current story. */
const requests: string[] = [];

/** The names on the cards, once they are there. */
const cardNames = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('heading', { level: 2 })).map(
    (name) => name.textContent,
  );

/**
 * **Provider card** (`provider-card`): hand-picked businesses from the directory, as provider cards
 * side by side (centred; one a row on a phone). Each card shows the business's cover picture with its
 * logo, its name linking to `/businesses/{slug}`, its location, a short description and its team's
 * faces. Editors fill in:
 * - `providers` (required): the businesses' ids, in the order to show them.
 *
 * The businesses come from `POST /gimme-dat/` (`{ resource: 'providers', selections, count }`), in the
 * page's first HTML; skeleton cards show while they load. A business that no longer exists is left
 * out; when none can be shown, or they cannot be loaded (the failure is logged), the section shows
 * nothing at all.
 *
 * Background: beige when none is chosen (a card section), or white, green or pink; the cards are white.
 */
const meta = {
  title: 'Sections/ProviderCard',
  ...catalogue.meta,
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(...directoryHandlers({ requests }));
  },
} satisfies Meta<typeof ProviderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Three businesses on beige (no background chosen). */
export const ThreeOnBeige: Story = {
  args: demo(0),
  play: async ({ canvas, canvasElement }) => {
    await expect(await cardNames(canvasElement)).toEqual(
      demoProviders.map((provider) => provider.name),
    );
    await expect(canvas.getByRole('link', { name: 'Green Thumb Garden Co.' })).toHaveAttribute(
      'href',
      '/businesses/green-thumb-garden-co',
    );
    await expect(requests).toEqual([
      'POST /gimme-dat/ {"resource":"providers","selections":[1,2,3],"count":3}',
    ]);
  },
};

/** One business, centred, on white. */
export const OneOnWhite: Story = {
  args: demo(1),
  play: async ({ canvasElement }) => {
    await expect(await cardNames(canvasElement)).toEqual(['Rooted Raised Beds']);
  },
};

/** On green, in the editor's order. */
export const Green: Story = {
  args: demo(2),
  play: async ({ canvasElement }) => {
    await expect(await cardNames(canvasElement)).toEqual([
      'Patchwork Potagers',
      'Green Thumb Garden Co.',
    ]);
  },
};

export const Pink: Story = { args: demo(3) };

/** The one required field: a single business. */
export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: 'provider-card', content: { providers: [1] } }),
  play: async ({ canvasElement }) => {
    await expect(await cardNames(canvasElement)).toEqual(['Green Thumb Garden Co.']);
  },
};

/** Long names and descriptions are clamped, so the cards in a row keep one size. */
export const LongContent: Story = {
  args: propsOf({ type: 'provider-card', content: { providers: [20, 1, 3] } }),
  beforeEach({ msw }) {
    msw.use(
      ...directoryHandlers({
        requests,
        providers: [
          demoProvider({
            id: 20,
            slug: 'heritage-collective',
            name: 'The Heritage Kitchen Garden Design, Build and Seasonal Maintenance Collective of the Pacific Northwest',
            description:
              'We design, build and look after kitchen gardens from Eugene to Bellingham: cedar and steel raised beds, drip irrigation on timers, espaliered fruit, cold frames and a planting plan for every season, with a gardener who visits every two weeks.',
            coaches: Array.from({ length: 9 }, (_, index) => ({
              id: 200 + index,
              first_name: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo'][index]!,
              last_name: 'Greenwood',
            })),
          }),
          ...demoProviders,
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const names = await cardNames(canvasElement);
    await expect(names).toHaveLength(3);
    await expect(names[0]).toMatch(/^The Heritage Kitchen Garden/);
  },
};

/** A business that no longer exists is left out; the others show. */
export const ABusinessIsGone: Story = {
  args: propsOf({ type: 'provider-card', content: { providers: [2, 999] } }),
  play: async ({ canvasElement }) => {
    await expect(await cardNames(canvasElement)).toEqual(['Rooted Raised Beds']);
  },
};

/** While the businesses load: a skeleton card for each, announced as loading. */
export const Loading: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(...directoryHandlers({ hang: ['cards'] }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(providerCardLoadingText);
    await expect(within(canvas.getByRole('status')).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The businesses cannot be loaded: the failure is logged and the section shows nothing. */
export const Error: Story = {
  args: demo(0),
  beforeEach({ msw }) {
    msw.use(...directoryHandlers({ fail: ['cards'] }));
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-section-type="provider-card"]')!;
    await waitFor(() => expect(section).toBeEmptyDOMElement());
    await expect(section).not.toBeVisible();
  },
};
