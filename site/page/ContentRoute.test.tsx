import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { headlineSections } from '#src/demo/sections/headline.ts';
import { heroSections } from '#src/demo/sections/hero.ts';
import type { PageSectionWire, PageWire } from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { ContentRouteView, contentMeta } from './ContentRoute.tsx';
import type { ContentRouteData } from './contentRoute.server.ts';
import { loadSectionModules } from './sectionModules.ts';

const siteUrl = 'https://trellis.example';

function pageData(page: Partial<PageWire>): ContentRouteData {
  return {
    page: {
      id: 7,
      slug: 'about',
      published: true,
      pagelayout: 'default',
      content: {},
      options: {},
      page_sections: [],
      ...page,
    },
    fallback: {},
    types: [...new Set((page.page_sections ?? []).map((section) => section.type))],
    preview: false,
  };
}

const section = (id: number, fixture: Omit<PageSectionWire, 'id'>, content = {}) => ({
  ...fixture,
  id,
  content: { ...fixture.content, ...content },
});
const hero = (id: number, headline: string, content = {}) =>
  section(id, heroSections[0]!, { headline, ...content });
const headline = (id: number, text: string) =>
  section(id, headlineSections[0]!, { headline: text });

describe('contentMeta', () => {
  const about = pageData({
    slug: 'about',
    content: {
      title: 'About us',
      description: 'Who we are and why we grow.',
      image: '/api/media/team.svg',
    },
  });

  it('titles a page with its CMS title, then the site', () => {
    expect(contentMeta(about, siteUrl)).toContainEqual({ title: 'About us | Trellis' });
    expect(contentMeta(about, siteUrl)).toContainEqual({
      name: 'description',
      content: 'Who we are and why we grow.',
    });
  });

  it('gives the canonical address and the Open Graph and Twitter tags from the CMS fields', () => {
    expect(contentMeta(about, siteUrl)).toEqual(
      expect.arrayContaining([
        { tagName: 'link', rel: 'canonical', href: 'https://trellis.example/about' },
        { property: 'og:site_name', content: 'Trellis' },
        { property: 'og:type', content: 'website' },
        { property: 'og:url', content: 'https://trellis.example/about' },
        { property: 'og:title', content: 'About us' },
        { property: 'og:description', content: 'Who we are and why we grow.' },
        { property: 'og:image', content: 'https://trellis.example/api/media/team.svg' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
  });

  it('puts the home page at the site’s root and shares blog posts as articles', () => {
    const home = contentMeta(pageData({ slug: 'home', content: { title: 'Trellis' } }), siteUrl);
    expect(home).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://trellis.example/',
    });
    const post = contentMeta(
      pageData({ slug: 'blog/tomatoes-in-containers', content: { title: 'Tomatoes in pots' } }),
      siteUrl,
    );
    expect(post).toContainEqual({ property: 'og:type', content: 'article' });
    expect(post).toContainEqual({
      property: 'og:url',
      content: 'https://trellis.example/blog/tomatoes-in-containers',
    });
  });

  it('keeps an image that is already absolute, and uses a small card without one', () => {
    const elsewhere = contentMeta(
      pageData({ content: { title: 'About', image: 'https://cdn.example/a.jpg' } }),
      siteUrl,
    );
    expect(elsewhere).toContainEqual({
      property: 'og:image',
      content: 'https://cdn.example/a.jpg',
    });
    const plain = contentMeta(pageData({ content: { title: 'About' } }), siteUrl);
    expect(plain.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
    expect(plain).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('describes a page without a description with the site’s sentence', () => {
    const meta = contentMeta(pageData({ content: { title: 'Terms' } }), siteUrl);
    expect(meta).toContainEqual({
      name: 'description',
      content:
        'Planting plans, one-to-one design help and good tools for people who eat what they grow.',
    });
    expect(meta).toContainEqual({
      property: 'og:description',
      content:
        'Planting plans, one-to-one design help and good tools for people who eat what they grow.',
    });
  });

  it('makes no canonical or sharing tags without the site’s address', () => {
    const meta = contentMeta(about);
    expect(meta).toEqual([
      { title: 'About us | Trellis' },
      { name: 'description', content: 'Who we are and why we grow.' },
    ]);
  });
});

describe('the h1 of a content page', () => {
  beforeAll(() => loadSectionModules(['anchor', 'hero', 'headline']));

  function renderPage(title: string, sections: PageSectionWire[]) {
    const data = pageData({ content: { title }, page_sections: sections });
    const Stub = createRoutesStub([
      { path: '/', Component: () => <ContentRouteView data={data} /> },
    ]);
    render(
      <StoryProviders router={false}>
        <Stub />
      </StoryProviders>,
    );
  }

  it('is the first hero’s headline; a second hero’s headline is an h2', async () => {
    renderPage('Home', [hero(1, 'Grow your own'), hero(2, 'Then cook it')]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grow your own' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Then cook it' })).toBeInTheDocument();
  });

  it('is a hero’s headline even after a headline section', async () => {
    renderPage('Design', [headline(1, 'Find your designer'), hero(2, 'Meet Maya')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet Maya' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Find your designer' }),
    ).toBeInTheDocument();
  });

  it('is the headline section that opens a page without a hero', async () => {
    renderPage('Blog', [headline(1, 'The Trellis blog'), headline(2, 'Latest posts')]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Trellis blog' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest posts' })).toBeInTheDocument();
  });

  it('is the CMS title, for screen readers, when no section opens the page', async () => {
    const later = hero(2, 'Revealed later', { time_reveal: 5 });
    renderPage('Frost dates by zip code', [
      { id: 1, type: 'anchor', content: { anchor: 'top', title: 'Top' }, options: {} },
      later,
      headline(3, 'Using your frost dates'),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frost dates by zip code' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Using your frost dates' }),
    ).toBeInTheDocument();
  });
});
