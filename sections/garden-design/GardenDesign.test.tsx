import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gardenDesignProducts, gardenDesignSections } from '#src/demo/sections/garden-design.ts';
import type { OrderWire } from '#src/lib/api/types.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { apiStates } from '#sections/_story/sectionCatalogue.tsx';
import { renderSection, testSectionSchema } from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import gardenDesignModule from './index.ts';
import { designPath } from './DesignCheckoutDialog.tsx';
import { gardenDesignEmptyText, gardenDesignErrorText } from './GardenDesign.tsx';
import * as stories from './GardenDesign.stories.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Every demo and seeded section parses; a step without a headline is reported with its path.
testSectionSchema(gardenDesignModule, { demos: gardenDesignSections, required: {} });

// A Playground and a story for every background.
testStoryCatalogue(gardenDesignModule, stories);

const content = { headline: 'How it works', steps: [{ headline: 'Tell us', body: '' }] };
// The API's order is not trusted: the cards are sorted by price here too.
const shuffled = [gardenDesignProducts[2]!, gardenDesignProducts[0]!, gardenDesignProducts[1]!];

describe('garden-design section', () => {
  it('shows the steps, then every product as a price card, cheapest first', async () => {
    server.use(apiStates.answer('*/products', { data: shuffled }));
    renderSection(gardenDesignModule, { content });
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByText('Step')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Design packages' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Garden Design Lite',
      'Garden Design',
      'Garden Design Plus',
    ]);
    expect(cards[0]).toHaveTextContent('$149.00');
    expect(within(cards[0]!).getByText('Video call with your designer')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Not included:')).toBeInTheDocument();
    expect(
      within(cards[2]!).getByRole('button', { name: 'Get Started with Garden Design Plus' }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('reports a step without a headline', () => {
    const result = gardenDesignModule.parse({
      id: 1,
      type: 'garden-design',
      content: { steps: [{ headline: 'One' }, { body: 'no headline' }] },
    });
    expect(result).toEqual({
      ok: false,
      field: 'content.steps.1.headline',
      message: 'Each step needs a headline.',
    });
  });

  it('says so when there are no products', async () => {
    server.use(apiStates.answer('*/products', { data: [] }));
    renderSection(gardenDesignModule, { content });
    expect(await screen.findByText(gardenDesignEmptyText)).toBeInTheDocument();
  });

  it('says so when the products cannot be loaded', async () => {
    server.use(apiStates.error('*/products'));
    renderSection(gardenDesignModule, { content });
    expect(await screen.findByText(gardenDesignErrorText)).toBeInTheDocument();
  });

  it('prefetches on the server under the key the browser reads', async () => {
    server.use(apiStates.answer('*/products', { data: shuffled }));
    const api = createApiClient({ baseUrl: 'http://api.test' });
    const parsed = gardenDesignModule.parse({ id: 1, ...gardenDesignSections[0]! });
    if (!parsed.ok) throw new Error(parsed.message);
    await expect(
      gardenDesignModule.prefetch!(api, parsed.section.content, defaultPublicConfig),
    ).resolves.toEqual({ '/products?type=garden-design&order=asc': gardenDesignProducts });
  });

  it('sends the buyer to the new design’s page after payment', () => {
    expect(designPath({ design_id: 7 } as OrderWire)).toBe('/account/designs/7');
    expect(designPath({ design_id: null } as OrderWire)).toBe('/account/designs');
  });
});
