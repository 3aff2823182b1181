import type { components } from '../../../api/schema.gen';
import { bookingSuccessSearch } from '../booking-search';
import { hostNames } from '../host-names';
import { BookingSuccessPage } from './booking-success-page';
import type { ClockFormat } from '../../../domain/time-text';

/**
 * Embed mode's success view: the standalone success page's content, inside the frame, with the
 * same details (the host or hosts, the clock the visitor chose, the link to the booking's own page).
 */
export function EmbeddedSuccess({
  booking,
  timeZone,
  clock,
  hostName,
}: {
  booking: components['schemas']['Booking'];
  timeZone: string;
  clock: ClockFormat;
  hostName: string | undefined;
}) {
  return (
    <BookingSuccessPage
      booked={bookingSuccessSearch(
        booking,
        timeZone,
        clock,
        hostNames(booking.hosts, hostName ?? ''),
      )}
    />
  );
}
