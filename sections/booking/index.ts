import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Booking } from './Booking.tsx';
import { bookingKey, fetchBooking, type BookingData } from './bookingRequests.ts';
import { bookingContent, type BookingContent } from './schema.ts';

export default defineSection<BookingContent, 'default', BookingData>({
  type: 'booking',
  content: bookingContent,
  Component: Booking,
  // The designer and the packages are in the first HTML: the booker's first step renders on the server.
  data: { key: bookingKey, fetch: fetchBooking, prefetch: true },
});
