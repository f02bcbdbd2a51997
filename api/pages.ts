import type { PageSectionWire, PageWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';

interface PageRow {
  id: number;
  slug: string;
  published: boolean;
  pagelayout: string;
  content: PageWire['content'];
  options: PageWire['options'];
}

/** `/about/` and `about` are the same page; the root path `/` is the page `home`. */
export function normalizeSlug(slug: string): string {
  return slug.trim().replace(/^\/+|\/+$/g, '') || 'home';
}

export async function findPageBySlug(db: Database, slug: string): Promise<PageWire | null> {
  const { rows } = await db.query<PageRow>(
    'SELECT id, slug, published, pagelayout, content, options FROM pages WHERE slug = $1',
    [slug],
  );
  const page = rows[0];
  if (!page) return null;
  const sections = await db.query<PageSectionWire>(
    `SELECT id, type, content, options FROM page_sections
     WHERE page_id = $1 ORDER BY position, id`,
    [page.id],
  );
  return { ...page, page_sections: sections.rows };
}
