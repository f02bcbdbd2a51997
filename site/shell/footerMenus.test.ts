import { describe, expect, it } from 'vitest';
import { seedMenus } from '#src/demo/shop.ts';
import { footerColumns, isStoreLink, menuToColumn } from './footerMenus.ts';

const menu = (handle: string) => seedMenus.find((candidate) => candidate.handle === handle)!;

describe('isStoreLink', () => {
  it('tells store addresses from site links, whether the store is a path or another site', () => {
    expect(isStoreLink('/api/shop/collections/all', '/api/shop')).toBe(true);
    expect(isStoreLink('/api/shop', '/api/shop/')).toBe(true);
    expect(isStoreLink('/api/shopping', '/api/shop')).toBe(false);
    expect(isStoreLink('/about', '/api/shop')).toBe(false);
    expect(isStoreLink('https://shop.trellis.test/cart', 'https://shop.trellis.test')).toBe(true);
    expect(isStoreLink('#', '/api/shop')).toBe(false);
  });
});

describe('menuToColumn', () => {
  it('keeps the title, each top entry and its children', () => {
    const column = menuToColumn(menu('footer-nav-column-3'), '/api/shop');
    expect(column.title).toBe('Quiz and legal');
    expect(column.items.map((item) => item.label)).toEqual([
      'What kind of gardener are you?',
      'Privacy',
      'Terms',
    ]);
    expect(column.items[0]!.href).toBe('/quiz');
    expect(column.items[0]!.children?.map((child) => child.href)).toEqual([
      '/quiz-results-herb-gardener',
      '/quiz-results-salad-gardener',
      '/quiz-results-official-kitchen-gardener',
      '/quiz-results-kitchen-garden-pro',
    ]);
  });

  it('drops entries deeper than two levels', () => {
    const column = menuToColumn(
      {
        handle: 'footer-nav-column-1',
        title: 'Deep',
        items: [
          {
            title: 'One',
            url: '/one',
            items: [
              { title: 'Two', url: '/two', items: [{ title: 'Three', url: '/3', items: [] }] },
            ],
          },
        ],
      },
      '/api/shop',
    );
    expect(column.items).toEqual([
      { label: 'One', href: '/one', children: [{ label: 'Two', href: '/two' }] },
    ]);
  });

  it('marks store links as external', () => {
    const column = menuToColumn(
      {
        handle: 'footer-nav-column-2',
        title: 'Shop',
        items: [
          { title: 'Seeds', url: '/api/shop/collections/seeds', items: [] },
          { title: 'Blog', url: '/blog', items: [] },
        ],
      },
      '/api/shop',
    );
    expect(column.items).toEqual([
      { label: 'Seeds', href: '/api/shop/collections/seeds', external: true },
      { label: 'Blog', href: '/blog' },
    ]);
  });
});

describe('footerColumns', () => {
  it('uses the menus when at least one has links', () => {
    const result = footerColumns([menu('footer-nav-column-1'), null, null], '/api/shop');
    expect(result.status).toBe('menus');
    if (result.status !== 'menus') return;
    expect(result.columns.map((column) => column.items.length)).toEqual([7, 0, 0]);
  });

  it('falls back when every menu is missing or empty', () => {
    expect(footerColumns([null, null, null], '/api/shop')).toEqual({ status: 'fallback' });
    expect(
      footerColumns(
        [{ handle: 'footer-nav-column-1', title: 'Empty', items: [] }, null, null],
        '/api/shop',
      ),
    ).toEqual({ status: 'fallback' });
  });
});
