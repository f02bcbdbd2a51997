import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { AvailabilityWindowWire, BookingWire, DataResponse } from '#src/lib/api/types.ts';
import { gridRange } from './availabilityTime.ts';
import { monthOf, type DayKey } from './time.ts';

/** A month's windows and bookings as the page loaded them (the current month, server-side). */
export interface CoachMonthData {
  /** The month (its first day). */
  month: DayKey;
  windows: AvailabilityWindowWire[];
  bookings: BookingWire[];
}

const withRange = (path: string, range: { start: string; end: string }) =>
  `${path}?${new URLSearchParams({ start: range.start, end: range.end }).toString()}`;

/** The SWR key (the API path) of a coach's windows over a range. */
export const windowsKey = (coachId: number, range: { start: string; end: string }) =>
  withRange(`/users/${coachId}/all-available-times`, range);

/** The SWR key (the API path) of a coach's bookings over a range. */
export const bookingsKey = (coachId: number, range: { start: string; end: string }) =>
  withRange(`/users/${coachId}/bookings`, range);

/** Whether an SWR key holds some of this coach's windows. */
export const isWindowsKey = (coachId: number, key: unknown) =>
  typeof key === 'string' && key.startsWith(`/users/${coachId}/all-available-times?`);

/**
 * A coach's windows and bookings over the grid of the month shown (the days of the neighbouring
 * months it shows included), in their zone; keyed by month. The month the page was loaded with
 * starts from the server's data.
 */
export function useCoachMonth(
  coachId: number,
  month: DayKey,
  timeZone: string,
  initial: CoachMonthData | null | undefined,
) {
  const api = useApi();
  const range = gridRange(month, timeZone);
  const fromPage = initial && monthOf(initial.month) === monthOf(month) ? initial : null;
  const options = {
    revalidateOnMount: !fromPage,
    revalidateIfStale: !fromPage,
    shouldRetryOnError: false,
  };
  const fetcher = async <T>(path: string) => (await api.get<DataResponse<T[]>>(path)).data;
  const windows = useSWR(windowsKey(coachId, range), fetcher<AvailabilityWindowWire>, {
    ...options,
    fallbackData: fromPage?.windows,
  });
  const bookings = useSWR(bookingsKey(coachId, range), fetcher<BookingWire>, {
    ...options,
    fallbackData: fromPage?.bookings,
  });
  return { windows, bookings, windowsKey: windowsKey(coachId, range) };
}
