import { createFileRoute } from '@tanstack/react-router';
import { bookingSuccessSearchSchema } from '../../features/booking/booking-search';
import { BookingSuccessPage } from '../../features/booking/components/booking-success-page';
import { initialLang, loadLang } from '../../i18n/lang';

export const Route = createFileRoute('/book/success')({
  // The visitor's language (docs/decisions.md#the-public-pages-speak-the-visitors-language).
  validateSearch: bookingSuccessSearchSchema,
  loader: () => loadLang(initialLang()),
  component: BookingSuccessRoute,
});

function BookingSuccessRoute() {
  return <BookingSuccessPage booked={Route.useSearch()} />;
}
