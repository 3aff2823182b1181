/**
 * The hosts a booking is with, named as the visitor reads them: "Jordan Lee and Noor Haddad"
 * (the assigned host first, as `Booking.hosts` lists them), in the page's language. A booking
 * without `hosts` (an older answer) keeps the one name it had.
 */
import { intlLocale } from '../../i18n/lang';

export function hostNames(
  hosts: readonly { name: string }[] | undefined,
  fallback: string,
  locale: string = intlLocale(),
): string {
  if (!hosts || hosts.length === 0) return fallback;
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(hosts.map((h) => h.name));
}
