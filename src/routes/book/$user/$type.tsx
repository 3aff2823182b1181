import { createFileRoute } from '@tanstack/react-router';
import { bookingSearchSchema } from '../../../features/booking/booking-search';
import { BookingPage } from '../../../features/booking/components/booking-page';
import { initialLang, loadLang } from '../../../i18n/lang';

export const Route = createFileRoute('/book/$user/$type')({
  // ?month=2026-11&date=2026-11-24&slot=…: a reload or a shared link keeps the visitor's place.
  // The visitor's language (docs/decisions.md#the-public-pages-speak-the-visitors-language): its
  // words are there before the page is drawn.
  validateSearch: bookingSearchSchema,
  loader: () => loadLang(initialLang()),
  component: BookingRoute,
});

/** The booking page once the app with its router has taken over: the router writes its address. */
function BookingRoute() {
  const { user, type } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookingPage
      user={user}
      type={type}
      address={{
        useSearch: () => search,
        place: (next, options) => void navigate({ search: next, replace: options?.replace }),
        rename: (link) =>
          void navigate({ to: '/book/$user/$type', params: link, search, replace: true }),
        booked: (success) => void navigate({ to: '/book/success', search: success }),
      }}
    />
  );
}
