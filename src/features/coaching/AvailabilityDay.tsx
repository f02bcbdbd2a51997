import type { AvailabilityWindowWire, BookingWire } from '#src/lib/api/types.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import {
  bookingsOn,
  formatDay,
  formatTimeOfDay,
  formatTimeSpan,
  windowsOn,
} from './availabilityTime.ts';
import { availabilityWording } from './availabilityWording.ts';
import type { DayKey } from './time.ts';
import * as styles from './AvailabilityManager.css.ts';

/** One chosen day: its windows and its booked sessions, so the coach sees what they change. */
export function DayDetails({
  day,
  windows,
  bookings,
  timeZone,
}: {
  day: DayKey;
  windows: AvailabilityWindowWire[] | undefined;
  bookings: BookingWire[] | undefined;
  timeZone: string;
}) {
  const dayWindows = windows ? windowsOn(day, windows, timeZone) : null;
  const dayBookings = bookings ? bookingsOn(day, bookings, timeZone) : null;
  return (
    <Stack space="medium">
      <Stack space="xsmall">
        <Heading level={3} size="sm">
          {availabilityWording.available}
        </Heading>
        {dayWindows === null ? (
          <Text tone="muted">{availabilityWording.loading}</Text>
        ) : dayWindows.length === 0 ? (
          <Text>{availabilityWording.noWindows}</Text>
        ) : (
          <ul className={styles.plainList} aria-label={availabilityWording.available}>
            {dayWindows.map((window) => (
              <li key={`${window.id}-${window.available_start}`}>
                {formatTimeSpan(window.available_start, window.available_end, timeZone)}
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <Stack space="xsmall">
        <Heading level={3} size="sm">
          {availabilityWording.booked}
        </Heading>
        {dayBookings === null ? (
          <Text tone="muted">{availabilityWording.loading}</Text>
        ) : dayBookings.length === 0 ? (
          <Text>{availabilityWording.noBookings}</Text>
        ) : (
          <ul className={styles.plainList} aria-label={availabilityWording.booked}>
            {dayBookings.map((booking) => {
              const customer = `${booking.user.first_name} ${booking.user.last_name}`.trim();
              return (
                <li key={booking.id} className={styles.booking}>
                  <span className={styles.bookingTime}>
                    {booking.scheduled_end
                      ? formatTimeSpan(booking.scheduled_start, booking.scheduled_end, timeZone)
                      : formatTimeOfDay(booking.scheduled_start, timeZone)}
                  </span>
                  <span>{customer}</span>
                  <span>{booking.product.name}</span>
                  {booking.zoom_meeting?.join_url ? (
                    <Link href={booking.zoom_meeting.join_url}>
                      Join
                      <VisuallyHidden> the session with {customer}</VisuallyHidden>
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </Stack>
  );
}

/** The days of a chosen week, each with its times and how many sessions it holds. */
export function WeekSummary({
  days,
  windows,
  bookings,
  timeZone,
}: {
  days: readonly DayKey[];
  windows: AvailabilityWindowWire[] | undefined;
  bookings: BookingWire[] | undefined;
  timeZone: string;
}) {
  if (!windows || !bookings) return <Text tone="muted">{availabilityWording.loading}</Text>;
  return (
    <ul className={styles.plainList} aria-label={availabilityWording.weekDays}>
      {[...days].sort().map((day) => {
        const times = windowsOn(day, windows, timeZone).map((window) =>
          formatTimeSpan(window.available_start, window.available_end, timeZone),
        );
        const sessions = bookingsOn(day, bookings, timeZone).length;
        return (
          <li key={day}>
            <span className={styles.dayTerm}>{formatDay(day)}:</span>{' '}
            {times.length > 0 ? times.join(', ') : availabilityWording.dayNoTimes}
            {sessions > 0 ? `; ${availabilityWording.sessions(sessions)}` : ''}
          </li>
        );
      })}
    </ul>
  );
}
