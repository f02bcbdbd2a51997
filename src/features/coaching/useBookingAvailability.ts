import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type {
  AvailabilityWindowWire,
  AvailableTimeWire,
  DataResponse,
} from '#src/lib/api/types.ts';

/** A UTC range as the coaching calls take it (ISO 8601). */
export interface TimeRange {
  start: string;
  end: string;
}

/** SWR options of the booker's calls: a failure shows a retry rather than retrying by itself. */
const options = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/**
 * A coach's availability windows overlapping a range (`GET /users/{id}/all-available-times?start=&end=`,
 * public), for the calendar's marks.
 */
export function useAvailabilityWindows(coachId: number, range: TimeRange) {
  const api = useApi();
  const path = `/users/${coachId}/all-available-times`;
  return useSWR(
    `${path}?start=${range.start}&end=${range.end}`,
    async () => (await api.get<DataResponse<AvailabilityWindowWire[]>>(path, { ...range })).data,
    options,
  );
}

/**
 * The times a session of a package can start with a coach in a range (`GET /users/{id}/available-times`
 * with `product_id`, `date[start]`, `date[end]`, public). No call while `range` is null: the buffer left
 * nothing of the day.
 */
export function useAvailableTimes(coachId: number, productId: number, range: TimeRange | null) {
  const api = useApi();
  const path = `/users/${coachId}/available-times`;
  return useSWR(
    range
      ? `${path}?product_id=${productId}&date[start]=${range.start}&date[end]=${range.end}`
      : null,
    async () =>
      (
        await api.get<DataResponse<AvailableTimeWire[]>>(path, {
          product_id: productId,
          'date[start]': range!.start,
          'date[end]': range!.end,
        })
      ).data,
    options,
  );
}
