import { buildUrl, type ApiClient } from '#src/lib/api/client.ts';
import type { GardenWire, ListResponse } from '#src/lib/api/types.ts';
import type { SectionDataSource } from '#src/lib/sectionKit/defineSection.tsx';
import type { Garden } from './garden.ts';

// Gardens people submitted (`GET /gardens`, newest first), as the garden sections show them. Kept
// apart from the submission form so a section's chunk carries only these few lines.

/** The `source` of a garden section: the CMS's own `gardens[]`, or the gardens people submitted. */
export const gardenSources = ['cms', 'submitted'] as const;
export type GardenSource = (typeof gardenSources)[number];

/** A submitted garden in a section: its first picture, its gardener and where it grows. */
export type SubmittedGarden = Garden & {
  /** "City, ST", or '' when the gardener gave neither. */
  location: string;
};

/** "Portland, OR"; either part may be missing. */
export function formatGardenLocation(city: string | null, state: string | null): string {
  return [city?.trim(), state?.trim()].filter(Boolean).join(', ');
}

/** The section's view of a submitted garden; null for one without a picture (nothing to show). */
export function submittedGarden(wire: GardenWire): SubmittedGarden | null {
  const image = wire.images[0]?.image;
  if (!image) return null;
  const user = wire.user;
  return {
    image,
    user: user
      ? {
          id: user.id,
          first_name: user.first_name ?? '',
          last_name: user.last_name ?? '',
          coach: Boolean(user.coach),
        }
      : null,
    location: formatGardenLocation(wire.city, wire.state),
  };
}

/** The SWR key of the newest `count` submitted gardens, e.g. `/gardens?per_page=9`. */
export function submittedGardensKey(count: number): string {
  return buildUrl('', '/gardens', { per_page: count });
}

/** The newest `count` submitted gardens with a picture, newest first. */
export async function fetchSubmittedGardens(
  api: ApiClient,
  count: number,
): Promise<SubmittedGarden[]> {
  const response = await api.get<ListResponse<GardenWire>>('/gardens', { per_page: count });
  return (response?.data ?? [])
    .map(submittedGarden)
    .filter((garden): garden is SubmittedGarden => garden !== null);
}

/**
 * The data of a garden section that shows the newest `count` submitted gardens: only `source:
 * "submitted"` loads anything (the server puts it in the first HTML); the CMS's own `gardens` need no
 * request (a null key).
 */
export function submittedGardensData(
  count: number,
): SectionDataSource<{ source: GardenSource }, SubmittedGarden[]> {
  return {
    key: (content) => (content.source === 'submitted' ? submittedGardensKey(count) : null),
    fetch: (api) => fetchSubmittedGardens(api, count),
    prefetch: true,
  };
}

/** What a garden section says while the gardens load, when there are none, and when they fail. */
export const submittedGardenTexts = {
  loading: 'Loading gardens...',
  empty: 'No gardens have been shared yet.',
  share: 'Share your garden',
  error: 'Sorry, we couldn’t load the gardens just now. Please try again later.',
} as const;

/** Where a gardener shares their garden. */
export const submitGardenPath = '/submit-your-garden';
