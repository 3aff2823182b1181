import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { splitSlug } from '../../../domain/links';
import { copyBookingReads } from '../../../features/booking/api';
import { BookingPage } from '../../../features/booking/components/booking-page';
import {
  bookingSearchSchema,
  bookingSuccessSearch,
} from '../../../features/booking/booking-search';
import { initialLang, loadLang } from '../../../i18n/lang';

export const Route = createFileRoute('/book/$user/$type')({
  // ?month=2026-11&date=2026-11-24&slot=…: a reload or a shared link keeps the visitor's place.
  // The visitor's language (issue 28): its words are there before the page is drawn.
  validateSearch: bookingSearchSchema,
  loader: () => loadLang(initialLang()),
  component: BookingRoute,
});

function BookingRoute() {
  const { user, type } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  return (
    <BookingPage
      user={user}
      type={type}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
      onCanonicalSlug={(slug) => {
        // A renamed link's previous slug: show its current address, in place of this one.
        const { prefix, suffix } = splitSlug(slug);
        copyBookingReads(queryClient, { user, type }, { user: prefix, type: suffix });
        void navigate({
          to: '/book/$user/$type',
          params: { user: prefix, type: suffix },
          search,
          replace: true,
        });
      }}
      onBooked={(booking, tz, clock, host) =>
        void navigate({
          to: '/book/success',
          search: bookingSuccessSearch(booking, tz, clock, host),
        })
      }
    />
  );
}
