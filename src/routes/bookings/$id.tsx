import { createFileRoute } from '@tanstack/react-router';
import { managedBookingSearchSchema } from '../../features/booking/booking-search';
import { ManageBookingPage } from '../../features/booking/components/manage-booking-page';
import { initialLang, loadLang } from '../../i18n/lang';

/** /bookings/{id}?token=…: the visitor's own booking (not under /book/, which is /book/{user}/{type}). */
export const Route = createFileRoute('/bookings/$id')({
  // The visitor's language (docs/decisions.md#the-public-pages-speak-the-visitors-language).
  validateSearch: managedBookingSearchSchema,
  loader: () => loadLang(initialLang()),
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
