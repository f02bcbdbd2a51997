import type { ApiClient } from '#src/lib/api/client.ts';
import type { GimmeDatRequest, ListResponse, ProviderWire } from '#src/lib/api/types.ts';
import type { ProviderCardContent } from './schema.ts';

/** The request: exactly the chosen businesses (`selections`), as many as were chosen. */
export function providerCardRequest({ providers }: ProviderCardContent): GimmeDatRequest {
  return { resource: 'providers', selections: [...providers], count: providers.length };
}

/**
 * The SWR key: the request the section makes, e.g.
 * `POST /gimme-dat/ {"resource":"providers","selections":[1,2],"count":2}`. The server's prefetch
 * fills the SWR fallback under the same key.
 */
export function providerCardKey(content: ProviderCardContent): string {
  return `POST /gimme-dat/ ${JSON.stringify(providerCardRequest(content))}`;
}

/** Loads the chosen businesses in the editor's order (one the API does not answer is left out). */
export async function fetchProviderCard(
  api: ApiClient,
  content: ProviderCardContent,
): Promise<ProviderWire[]> {
  const answer = await api.post<ListResponse<ProviderWire>>(
    '/gimme-dat/',
    providerCardRequest(content),
  );
  return content.providers.flatMap((id) =>
    answer.data.filter((provider) => provider.id === id).slice(0, 1),
  );
}
