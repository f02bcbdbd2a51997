import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { providerCardSections } from '#src/demo/sections/provider-card.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import {
  demoProviders,
  directoryHandlers,
  type DirectoryApiOptions,
} from '#src/features/directory/testing/demoDirectory.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import providerCardModule from './index.ts';
import { providerCardLoadingText } from './ProviderCard.tsx';
import * as stories from './ProviderCard.stories.tsx';
import { providerCardKey } from './providerCardRequests.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(options: DirectoryApiOptions = {}) {
  const requests: string[] = [];
  server.use(...directoryHandlers({ requests, ...options }));
  return requests;
}

const nameOf = (id: number) => demoProviders.find((provider) => provider.id === id)!.name;

testSectionSchema(providerCardModule, {
  demos: providerCardSections,
  required: {
    providers: {
      message: 'Choose at least one business.',
      wrongType: { message: 'The providers must be a list of provider ids.' },
      empty: { value: [] },
    },
  },
});

testStoryCatalogue(providerCardModule, stories);

describe('provider-card section', () => {
  it('shows the chosen businesses as cards in the editor’s order, asking for exactly those', async () => {
    const requests = answer();
    renderSection(providerCardModule, { content: { providers: [3, 1] } });
    expect(screen.getByRole('status')).toHaveTextContent(providerCardLoadingText);
    expect(within(screen.getByRole('status')).getAllByRole('listitem')).toHaveLength(2);
    const cards = await screen.findAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([nameOf(3), nameOf(1)]);
    expect(screen.getByRole('link', { name: nameOf(1) })).toHaveAttribute(
      'href',
      '/businesses/green-thumb-garden-co',
    );
    expect(requests).toEqual([
      'POST /gimme-dat/ {"resource":"providers","selections":[3,1],"count":2}',
    ]);
  });

  it('sits on beige unless the CMS chooses a background', () => {
    expect(parseSection(providerCardModule, { providers: [1] })).toMatchObject({
      ok: true,
      section: { background: 'beige' },
    });
    expect(
      parseSection(providerCardModule, { providers: [1] }, { BackgroundColor: { color: 'pink' } }),
    ).toMatchObject({ ok: true, section: { background: 'pink' } });
  });

  it('logs a failure once and shows nothing', async () => {
    answer({ fail: ['cards'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderSection(providerCardModule, { content: { providers: [1, 2] } });
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(logged).toHaveBeenCalledWith(
      '[provider-card] the businesses could not be loaded',
      expect.objectContaining({ status: 500 }),
    );
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });

  it('shows nothing when none of the businesses exists any more', async () => {
    answer();
    const { container } = renderSection(providerCardModule, { content: { providers: [404] } });
    // The section frame (no role of its own) is empty, so its band is hidden (`:empty`).
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    await waitFor(() => expect(container.querySelector('section')).toBeEmptyDOMElement());
  });

  it('reads ids as numbers and drops repeats, naming a value that is not an id', () => {
    expect(parseSection(providerCardModule, { providers: ['2', { id: 1 }, 2] })).toMatchObject({
      ok: true,
      section: { content: { providers: [2, 1] } },
    });
    expect(parseSection(providerCardModule, { providers: [1, 'green'] })).toMatchObject({
      ok: false,
      field: 'content.providers.1',
      message: 'Each business must be a provider id.',
    });
  });

  it('prefetches on the server under the key the browser reads', async () => {
    answer();
    const api = createApiClient({ baseUrl: 'http://api.test' });
    const parsed = parseSection(providerCardModule, { providers: [2, 1] });
    if (!parsed.ok) throw new Error(parsed.message);
    const { content } = parsed.section;
    expect(providerCardKey(content)).toBe(
      'POST /gimme-dat/ {"resource":"providers","selections":[2,1],"count":2}',
    );
    await expect(providerCardModule.prefetch!(api, content, defaultPublicConfig)).resolves.toEqual({
      [providerCardKey(content)]: [demoProviders[1], demoProviders[0]],
    });
  });
});
