import { createFileRoute } from '@tanstack/react-router';
import { InvalidBookingUrl } from '../../features/booking/components/booking-page';

export const Route = createFileRoute('/book/')({
  component: InvalidBookingUrl,
});
