import { buildUrl, type ApiClient } from '#src/lib/api/client.ts';
import type { DataResponse, GardenWire, ListResponse } from '#src/lib/api/types.ts';
import type { GardenRequest } from './gardenForm.ts';

// The calls of the garden submission page (docs/spec/platform.md §7): the person's own gardens are
// `GET /gardens` filtered by `user_id`; the changes go to `/users/{id}/gardens` (self only).

/** As many of the person's gardens as the page lists. */
export const myGardensPerPage = 50;

const myGardensQuery = (userId: number) => ({ user_id: userId, per_page: myGardensPerPage });

/** The SWR key (the API path) of the person's gardens, e.g. `/gardens?user_id=5&per_page=50`. */
export function myGardensKey(userId: number): string {
  return buildUrl('', '/gardens', myGardensQuery(userId));
}

/**
 * The person's gardens, newest first. Only their own are kept, whatever the list answers: the page
 * offers Edit and Delete on each.
 */
export async function fetchMyGardens(api: ApiClient, userId: number): Promise<GardenWire[]> {
  const response = await api.get<ListResponse<GardenWire>>('/gardens', myGardensQuery(userId));
  return (response?.data ?? []).filter((garden) => garden.user_id === userId);
}

/** POST /users/{id}/gardens → the new garden. */
export async function createGarden(
  api: ApiClient,
  userId: number,
  body: GardenRequest,
): Promise<GardenWire> {
  return (await api.post<DataResponse<GardenWire>>(`/users/${userId}/gardens`, body)).data;
}

/** PUT /users/{id}/gardens/{garden} → the garden as saved. */
export async function updateGarden(
  api: ApiClient,
  userId: number,
  gardenId: number,
  body: GardenRequest,
): Promise<GardenWire> {
  return (await api.put<DataResponse<GardenWire>>(`/users/${userId}/gardens/${gardenId}`, body))
    .data;
}

/** DELETE /users/{id}/gardens/{garden} (204). */
export async function deleteGarden(api: ApiClient, userId: number, gardenId: number) {
  await api.delete<null>(`/users/${userId}/gardens/${gardenId}`);
}
