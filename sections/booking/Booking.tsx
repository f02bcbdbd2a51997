import { Card } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { Placeholder } from '#src/features/coaching/BookingPlaceholder.tsx';
import { bookingWording } from '#src/features/coaching/bookingWording.ts';
import { SessionBooker } from '#src/features/coaching/SessionBooker.tsx';
import { messageCatalogue } from '#src/lib/messages/catalogue.ts';
import { useLoadFailureToast } from '#src/lib/messages/useLoadFailureToast.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import * as styles from './Booking.css.ts';
import type { BookingData } from './bookingRequests.ts';
import type { BookingContent } from './schema.ts';

export const bookingLoadingText = 'Loading the designer’s sessions…';

/**
 * The `booking` section: the session booker of the designer the editor chose, on a white card so it
 * reads on every band. A designer the API does not know, or who is not active, is said to be
 * unavailable; when the designer cannot be loaded the section says so (unableToLoadCoach) and the
 * rest of the page is untouched.
 */
export function Booking({ data }: SectionProps<BookingContent, 'default', BookingData>) {
  useLoadFailureToast(data.error, 'unableToLoadCoach');
  let body;
  if (data.data?.coach) {
    body = <SessionBooker coach={data.data.coach} products={data.data.products} />;
  } else if (data.data) {
    body = <Text>{bookingWording.unknownDesigner}</Text>;
  } else if (data.error) {
    body = <Text tone="error">{messageCatalogue.unableToLoadCoach.message}</Text>;
  } else {
    body = <Placeholder kind="packages" label={bookingLoadingText} />;
  }
  return (
    <Container>
      <Card padding="large" className={styles.card}>
        {body}
      </Card>
    </Container>
  );
}
