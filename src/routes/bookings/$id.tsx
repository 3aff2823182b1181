import { createFileRoute } from '@tanstack/react-router';
import { managedBookingSearchSchema } from '../../features/booking/booking-search';
import { ManageBookingPage } from '../../features/booking/components/manage-booking-page';

/** /bookings/{id}?token=…: the visitor's own booking (not under /book/, which is /book/{user}/{type}). */
export const Route = createFileRoute('/bookings/$id')({
  validateSearch: managedBookingSearchSchema,
  component: ManagedBookingRoute,
});

function ManagedBookingRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ManageBookingPage
      id={id}
      search={Route.useSearch()}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  );
}
