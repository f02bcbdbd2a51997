import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { SWRConfig } from 'swr';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '#src/lib/api/ApiProvider.tsx';
import type { ApiClient } from '#src/lib/api/client.ts';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import { PageSections } from './PageSections.tsx';
import { prepareSections } from './loadPage.server.ts';
import { loadSectionModules } from './sectionModules.ts';

// How many times each section type's schema has run (a transform at the end of the schema).
const runs = vi.hoisted(() => ({ note: 0, feed: 0 }));

vi.mock('#registry', async () => {
  const { defineSection } = await import('#src/lib/sectionKit/defineSection.tsx');
  const counted = <T,>(type: keyof typeof runs, schema: v.GenericSchema<unknown, T>) =>
    v.pipe(
      schema,
      v.transform((content) => {
        runs[type] += 1;
        return content;
      }),
    );
  const note = defineSection({
    type: 'note',
    content: counted('note', v.looseObject({ text: v.string() })),
    Component: ({ content }) => <p>{content.text}</p>,
  });
  // A section whose data the server prefetches: its content is read in the loader too.
  const feed = defineSection<{ topic: string }, 'default', string>({
    type: 'feed',
    content: counted('feed', v.looseObject({ topic: v.string() })),
    Component: ({ content, data }) => (
      <p>
        {content.topic}: {String(data.data ?? 'none')}
      </p>
    ),
    data: {
      key: (content) => `feed/${content.topic}`,
      fetch: async (_api, content) => `news about ${content.topic}`,
      prefetch: true,
    },
  });
  const registry = {
    note: async () => ({ default: note }),
    feed: async () => ({ default: feed }),
  };
  return {
    registry,
    isSectionType: (type: string) => type in registry,
    isStaticSection: () => false,
    sectionSourcePath: (type: string) => `sections/${type}/index.ts`,
  };
});

const page = (): PageSectionWire[] => [
  { id: 1, type: 'note', content: { text: 'First' }, options: {} },
  { id: 2, type: 'feed', content: { topic: 'tomatoes' }, options: {} },
  { id: 3, type: 'note', content: { text: 'Third' }, options: {} },
];

const api = {} as ApiClient;

/** What the server does for a request: the loader prepares the sections, then React renders them. */
async function serve(sections: PageSectionWire[]) {
  const { fallback } = await prepareSections(api, sections);
  return renderToString(
    <ApiProvider client={api}>
      <SWRConfig value={{ fallback }}>
        <PageSections sections={sections} />
      </SWRConfig>
    </ApiProvider>,
  );
}

describe('section content is parsed once', () => {
  beforeAll(() => loadSectionModules(['note', 'feed']));
  beforeEach(() => {
    runs.note = 0;
    runs.feed = 0;
  });

  it('by the loader and the render of one request together', async () => {
    // eslint-disable-next-line testing-library/render-result-naming-convention -- React's renderToString
    const html = await serve(page());
    expect(html).toContain('news about tomatoes');
    expect(runs).toEqual({ note: 2, feed: 1 });
  });

  it('for every request that renders the same copy of a page (the shared cache keeps one)', async () => {
    const kept = page();
    await serve(kept);
    await serve(kept);
    await serve(kept);
    expect(runs).toEqual({ note: 2, feed: 1 });
  });

  it('again when the page arrives anew (a new copy from the API)', async () => {
    await serve(page());
    await serve(page());
    expect(runs).toEqual({ note: 4, feed: 2 });
  });
});
