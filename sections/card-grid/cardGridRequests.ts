import type { ApiClient } from '#src/lib/api/client.ts';
import type { CardWire, GimmeDatRequest, ListResponse } from '#src/lib/api/types.ts';
import { cardRequest, noFilters } from './cardQuery.ts';
import type { CardGridContent } from './schema.ts';

/** A page of cards as POST /gimme-dat/ answers it. */
export type CardPage = ListResponse<CardWire>;

/** POST /gimme-dat/ with a card request. */
export async function fetchCards(api: ApiClient, body: GimmeDatRequest): Promise<CardPage> {
  const response = await api.post<CardPage>('/gimme-dat/', body);
  return { data: Array.isArray(response.data) ? response.data : [], meta: response.meta };
}

/**
 * The SWR key of the grid's first page as the page opens (no filters, page 0): the request itself,
 * so two grids with the same cards share it. The server prefetches it into the first HTML.
 */
export function cardGridKey(content: CardGridContent): string {
  return `/gimme-dat/#${JSON.stringify(cardRequest(content, noFilters, 0))}`;
}

export function fetchCardGrid(api: ApiClient, content: CardGridContent): Promise<CardPage> {
  return fetchCards(api, cardRequest(content, noFilters, 0));
}
