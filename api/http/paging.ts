import type { Request } from 'express';
import type { ListMeta } from '#src/lib/api/types.ts';
import { wholeNumber } from './validate.ts';

/** How many rows a page of a list holds when none is asked for, and the most one may ask for. */
export interface PageSize {
  default: number;
  max: number;
}

/** A page of a list as asked: its number (from 1), its size and the rows before it. */
export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

/**
 * `?page=` (from 1) and `?per_page=` of a list: a missing, broken or non-positive value takes the
 * default (page 1), a size above the most is cut to the most.
 */
export function readPageRequest(query: Request['query'], size: PageSize): PageRequest {
  const askedPage = wholeNumber(query.page);
  const page = askedPage !== null && askedPage > 0 ? askedPage : 1;
  const askedSize = wholeNumber(query.per_page);
  const perPage = Math.min(
    askedSize !== null && askedSize > 0 ? askedSize : size.default,
    size.max,
  );
  return { page, perPage, offset: (page - 1) * perPage };
}

/**
 * The `meta` block of a list (docs/api.md, "Paging"). Pages count from 1, except the card grid's
 * (POST /gimme-dat/), which counts from 0: the last page is never before the first, even when the
 * list is empty.
 */
export function pageMeta(
  { page, perPage, total }: { page: number; perPage: number; total: number },
  firstPage: 0 | 1 = 1,
): ListMeta {
  return {
    current_page: page,
    last_page: Math.max(firstPage, Math.ceil(total / perPage) - 1 + firstPage),
    per_page: perPage,
    total,
  };
}

/** The `meta` block of a list sent whole, on one page (page 0, as the card grid counts). */
export function wholeListMeta(count: number): ListMeta {
  return { current_page: 0, last_page: 0, per_page: count, total: count };
}
