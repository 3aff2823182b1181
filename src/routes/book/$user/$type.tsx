import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../../../features/booking/components/booking-page';
import {
  bookingSearchSchema,
  bookingSuccessSearch,
} from '../../../features/booking/booking-search';

export const Route = createFileRoute('/book/$user/$type')({
  // ?month=2026-11&date=2026-11-24&slot=…: a reload or a shared link keeps the visitor's place.
  validateSearch: bookingSearchSchema,
  component: BookingRoute,
});

function BookingRoute() {
  const { user, type } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingPage
      user={user}
      type={type}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
      onBooked={(booking, tz, clock, host) =>
        void navigate({
          to: '/book/success',
          search: bookingSuccessSearch(booking, tz, clock, host),
        })
      }
    />
  );
}
