import type { components } from '../../../api/schema.gen';
import { BookingSuccessPage } from './booking-success-page';

/** Embed mode's success view: the success page's content, inside the frame. */
export function EmbeddedSuccess({
  booking,
  timeZone,
}: {
  booking: components['schemas']['Booking'];
  timeZone: string;
}) {
  return (
    <BookingSuccessPage
      booked={{
        id: booking.id,
        title: booking.title,
        start: booking.startTime,
        end: booking.endTime,
        tz: timeZone,
      }}
    />
  );
}
