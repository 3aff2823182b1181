import { createFileRoute } from '@tanstack/react-router';
import { BookingSuccessPage } from '../../features/booking/components/booking-success-page';

export const Route = createFileRoute('/book/success')({
  component: BookingSuccessPage,
});
