import { createFileRoute } from '@tanstack/react-router';
import { InvalidBookingUrl } from '../../features/booking/components/booking-frame';

export const Route = createFileRoute('/book/')({
  component: InvalidBookingUrl,
});
