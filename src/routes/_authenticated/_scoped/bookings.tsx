import { createFileRoute } from '@tanstack/react-router';
import { HOST_BOOKING_STATUSES, type HostBookingStatus } from '../../../domain/host-bookings';
import { maxChars, optionalChoice, optionalString } from '../../../domain/search-params';
import { BookingsPage } from '../../../features/host-bookings/components/bookings-page';

/**
 * /bookings: the host's bookings (signed in, with the calendar scopes). Its sibling
 * /bookings/{id} (src/routes/bookings/$id.tsx) is the visitor's own page, public: a separate
 * route outside the session guard, so neither shadows the other.
 */
const searchSchema = (
  search: Record<string, unknown>,
): { status?: HostBookingStatus; booking?: string } => ({
  status: optionalChoice(search.status, HOST_BOOKING_STATUSES),
  booking: optionalString(search.booking, maxChars(100)),
});

export const Route = createFileRoute('/_authenticated/_scoped/bookings')({
  validateSearch: searchSchema,
  component: BookingsRoute,
});

function BookingsRoute() {
  const { status, booking } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingsPage
      status={status ?? 'upcoming'}
      onStatusChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, status: next }), replace: true })
      }
      openedId={booking}
      onCloseOpened={() => void navigate({ search: (prev) => ({ ...prev, booking: undefined }) })}
    />
  );
}
