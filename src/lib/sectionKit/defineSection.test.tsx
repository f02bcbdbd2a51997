import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#src/lib/api/client.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { defineSection, parseTimeReveal } from './defineSection.tsx';

const faqLike = defineSection({
  type: 'faq-like',
  content: v.looseObject({
    headline: v.string(),
    faqs: v.array(v.object({ headline: v.string(), body: v.string() })),
  }),
  layouts: ['default', 'compact'] as const,
  defaultBackground: 'beige',
  Component: ({ content, layout, background }) => (
    <p>
      {content.headline} / {layout} / {background}
    </p>
  ),
});

describe('defineSection', () => {
  it('parses content and resolves the layout and background options', () => {
    const result = faqLike.parse({
      id: 3,
      type: 'faq-like',
      content: { headline: 'Questions', faqs: [], time_reveal: '5' },
      options: { Layout: { layout: 'compact' }, BackgroundColor: { color: 'green' } },
    });
    expect(result).toEqual({
      ok: true,
      section: {
        id: 3,
        type: 'faq-like',
        content: { headline: 'Questions', faqs: [], time_reveal: '5' },
        layout: 'compact',
        background: 'green',
        timeReveal: 5,
      },
    });
  });

  it('falls back to the first layout and the section default background', () => {
    const result = faqLike.parse({
      id: 1,
      type: 'faq-like',
      content: { headline: 'Q', faqs: [] },
      options: { Layout: { layout: 'mystery' }, BackgroundColor: { color: 'teal' } },
    });
    expect(result.ok && result.section.layout).toBe('default');
    expect(result.ok && result.section.background).toBe('beige');
  });

  it('names the first failing field as a dotted path', () => {
    const result = faqLike.parse({
      id: 1,
      type: 'faq-like',
      content: { headline: 'Q', faqs: [{ headline: 'Only a headline' }] },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.field).toBe('content.faqs.0.body');
  });

  it('reads time_reveal as minutes, treating junk and negatives as at once', () => {
    expect(parseTimeReveal(2)).toBe(2);
    expect(parseTimeReveal('1.5')).toBe(1.5);
    expect(parseTimeReveal(undefined)).toBe(0);
    expect(parseTimeReveal('soon')).toBe(0);
    expect(parseTimeReveal(-3)).toBe(0);
  });

  it('renders the component with the parsed section', () => {
    const result = faqLike.parse({
      id: 1,
      type: 'faq-like',
      content: { headline: 'Hello', faqs: [] },
    });
    if (!result.ok) throw new Error('expected to parse');
    render(<faqLike.Render section={result.section} />);
    expect(screen.getByText('Hello / default / beige')).toBeInTheDocument();
  });
});

describe('a section with a data source', () => {
  const fetchEpisodes = vi.fn(async () => ['Episode 1', 'Episode 2']);
  const withData = defineSection<{ count: number }, 'default', string[]>({
    type: 'episodes',
    content: v.looseObject({ count: v.number() }),
    data: {
      key: (content) => `/podcasts?per_page=${content.count}`,
      fetch: fetchEpisodes,
      prefetch: true,
    },
    Component: ({ data }) => (
      <ul>
        {data.isLoading ? (
          <li>Loading…</li>
        ) : (
          data.data?.map((title) => <li key={title}>{title}</li>)
        )}
      </ul>
    ),
  });

  it('prefetches into a fallback keyed like its hook', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: vi.fn() });
    await expect(withData.prefetch!(api, { count: 2 }, defaultPublicConfig)).resolves.toEqual({
      '/podcasts?per_page=2': ['Episode 1', 'Episode 2'],
    });
  });

  it('fetches through its hook when nothing was prefetched', async () => {
    const result = withData.parse({ id: 1, type: 'episodes', content: { count: 2 } });
    if (!result.ok) throw new Error('expected to parse');
    render(
      <StoryProviders>
        <withData.Render section={result.section} />
      </StoryProviders>,
    );
    expect(await screen.findByText('Episode 2')).toBeInTheDocument();
  });
});
