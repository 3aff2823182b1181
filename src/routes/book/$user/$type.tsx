import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../../features/booking/components/booking-page';

export const Route = createFileRoute('/book/$user/$type')({
  component: BookingRoute,
});

function BookingRoute() {
  const { user, type } = Route.useParams();
  return <BookingPage user={user} type={type} />;
}
