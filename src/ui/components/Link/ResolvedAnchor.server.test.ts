// In Node, as on the server: no document, so `ResolvedAnchor` renders route links as plain anchors.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from '#src/ui/components/ButtonLink/ButtonLink.tsx';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { Link } from './Link.tsx';
import { ResolvedAnchor } from './ResolvedAnchor.tsx';

const siteUrl = 'https://www.trellis.garden';

function html(element: ReactNode, { location = '/blog/spring', basename = '/' } = {}) {
  return renderToString(
    createElement(StaticRouter, {
      location,
      basename,
      children: createElement(ConfigProvider, {
        value: { ...defaultPublicConfig, siteUrl },
        children: element,
      }),
    }),
  );
}

const routes = [
  '/',
  '/about',
  '/designers/7?tab=about',
  '/guides/raised-beds#soil',
  '/trailing/',
  '/search?q=tomato%20cages&page=2',
  '/caf%C3%A9',
  '/?',
  '/about#',
];

describe('a route link on the server', () => {
  it('is the anchor React Router’s Link renders, attribute for attribute', () => {
    const style = { color: '#123456', borderColor: 'red' };
    for (const basename of ['/', '/shop']) {
      for (const to of routes) {
        const location = basename === '/' ? '/blog/spring' : '/shop/blog/spring';
        // eslint-disable-next-line testing-library/render-result-naming-convention -- React's renderToString
        const ours = html(
          createElement(ResolvedAnchor, {
            link: { kind: 'internal', to },
            className: 'a b',
            style,
            children: 'Read more',
          }),
          { location, basename },
        );
        // eslint-disable-next-line testing-library/render-result-naming-convention -- React's renderToString
        const routers = html(
          createElement(
            RouterLink,
            { to, prefetch: 'intent', onClick: () => {}, className: 'a b', style },
            'Read more',
          ),
          { location, basename },
        );
        expect(ours, `${basename} ${to}`).toBe(routers);
      }
    }
  });

  it('leaves what React Router treats as a URL to React Router', () => {
    const to = '//elsewhere.example/path';
    expect(
      html(createElement(ResolvedAnchor, { link: { kind: 'internal', to }, children: 'Away' })),
    ).toBe(html(createElement(RouterLink, { to, prefetch: 'intent' }, 'Away')));
  });

  it('is what Link and ButtonLink put on the page for a link to this site', () => {
    expect(
      html(
        createElement(Link, { href: `${siteUrl}/designers/7?tab=about`, children: 'Meet Rosa' }),
      ),
    ).toMatch(
      /^<a class="[^"]+" href="\/designers\/7\?tab=about" data-discover="true">Meet Rosa<\/a>$/,
    );
    expect(
      html(
        createElement(ButtonLink, {
          href: '/quiz',
          style: { color: 'white' },
          children: 'Take the quiz',
        }),
      ),
    ).toMatch(
      /^<a class="[^"]+" style="color:white" href="\/quiz" data-discover="true">Take the quiz<\/a>$/,
    );
  });
});
