import { createFileRoute } from '@tanstack/react-router';
import { bookingSuccessSearchSchema } from '../../features/booking/booking-search';
import { BookingSuccessPage } from '../../features/booking/components/booking-success-page';

export const Route = createFileRoute('/book/success')({
  validateSearch: bookingSuccessSearchSchema,
  component: BookingSuccessRoute,
});

function BookingSuccessRoute() {
  return <BookingSuccessPage booked={Route.useSearch()} />;
}
