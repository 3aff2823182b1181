import { createFileRoute } from '@tanstack/react-router';
import { bookingSuccessSearchSchema } from '../../features/booking/booking-search';
import { BookingSuccessPage } from '../../features/booking/components/booking-success-page';
import { initialLang, loadLang } from '../../i18n/lang';

export const Route = createFileRoute('/book/success')({
  // The visitor's language (issue 28): its words are there before the page is drawn.
  validateSearch: bookingSuccessSearchSchema,
  loader: () => loadLang(initialLang()),
  component: BookingSuccessRoute,
});

function BookingSuccessRoute() {
  return <BookingSuccessPage booked={Route.useSearch()} />;
}
