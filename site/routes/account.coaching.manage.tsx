import type { Route } from './+types/account.coaching.manage';
import { routeMeta } from '#site/pageMeta.ts';
import type { AvailabilityWindowWire, BookingWire, DataResponse } from '#src/lib/api/types.ts';
import { AvailabilityManager } from '#src/features/coaching/AvailabilityManager.tsx';
import { gridRange } from '#src/features/coaching/availabilityTime.ts';
import { dayKeyOf, monthOf, viewerTimeZone } from '#src/features/coaching/time.ts';
import type { CoachMonthData } from '#src/features/coaching/useCoachMonth.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { requireAccount } from '#site/server/guard.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

export const meta: Route.MetaFunction = () =>
  routeMeta('Availability', 'The times you are available for design calls and coaching sessions.');

/**
 * Coaches only (docs/spec/platform.md §6): others get 403 'You are unauthorized to view this page'.
 * The current month's windows and bookings come with the page (in the coach's timezone), so the first
 * HTML shows the marked calendar; a failure there leaves the browser to load them.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { account, api } = await requireAccount(request, { roles: ['coach'] });
  const timeZone = viewerTimeZone(account.timezone);
  const now = new Date();
  const month = monthOf(dayKeyOf(now, timeZone));
  const range = gridRange(month, timeZone);
  const initial: CoachMonthData | null = await Promise.all([
    api.get<DataResponse<AvailabilityWindowWire[]>>(
      `/users/${account.id}/all-available-times`,
      range,
    ),
    api.get<DataResponse<BookingWire[]>>(`/users/${account.id}/bookings`, range),
  ]).then(
    ([windows, bookings]) => ({ month, windows: windows.data, bookings: bookings.data }),
    (error: Error) => {
      console.warn('[availability] could not load the current month:', error.message);
      return null;
    },
  );
  return { coachId: account.id, timeZone, now: now.toISOString(), initial };
}

/** A coach's availability and bookings (docs/spec/features.md §2.13). */
export default function CoachAvailability({ loaderData }: Route.ComponentProps) {
  return (
    <Container className={shellStyles.appPage}>
      <Stack space="large">
        <Heading level={1}>Availability</Heading>
        <AvailabilityManager
          coachId={loaderData.coachId}
          timeZone={loaderData.timeZone}
          now={loaderData.now}
          initial={loaderData.initial}
        />
        <Link href="/account/coaching">Your coaching profile</Link>
      </Stack>
    </Container>
  );
}
