import { createFileRoute } from '@tanstack/react-router';
import { InvalidBookingUrl } from '../../../features/booking/components/booking-frame';

/** /book/{user} without its type: 'Invalid booking URL'. */
export const Route = createFileRoute('/book/$user/')({
  component: InvalidBookingUrl,
});
