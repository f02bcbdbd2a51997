import * as v from 'valibot';
import type { ApiClient } from '#src/lib/api/client.ts';
import { userNamesResponse, type DesignTestimonialsContent, type UserName } from './schema.ts';

/** The designers (coach ids) of the section's designs, each once, in order of appearance. */
export function coachIdsOf(content: DesignTestimonialsContent): number[] {
  const ids: number[] = [];
  for (const design of content.designs)
    if (design.coach !== null && !ids.includes(design.coach)) ids.push(design.coach);
  return ids;
}

/** The SWR key (and API path) of the names lookup, or null when no design names a designer. */
export function designerNamesKey(content: DesignTestimonialsContent): string | null {
  const ids = coachIdsOf(content);
  return ids.length > 0 ? `/users?ids=${ids.join(',')}` : null;
}

/** Fetches the designers' names; an answer of the wrong shape is an error, not a crash later on. */
export async function fetchDesignerNames(
  api: ApiClient,
  content: DesignTestimonialsContent,
): Promise<UserName[]> {
  const key = designerNamesKey(content);
  if (key === null) return [];
  return v.parse(userNamesResponse, await api.get<unknown>(key)).data;
}
