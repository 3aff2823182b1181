/** What the booking page says beside its steps: a slot not offered. */
import { formatTime, type ClockFormat } from '../../../domain/time-text';
import type { CoreMessages } from '../../../i18n/messages/en';
import { readBookedHere } from '../booking-form';
import { dateKeyIn, formatLongDate } from '../calendar-dates';
import type { CalendarNotice } from './calendar-step';

/**
 * A slot in the URL that is not offered (any more): say so instead of booking it. When this tab
 * booked it (Back after a booking), say that instead: the booking did not fail.
 */
export function staleSlotNotice({
  slug,
  slot,
  reschedule,
  timeZone,
  clock,
  words,
  locale,
}: {
  slug: string;
  slot: string;
  reschedule: unknown;
  timeZone: string;
  clock: ClockFormat;
  words: CoreMessages;
  locale: string;
}): CalendarNotice {
  const pageText = words.page;
  const bookedHere = reschedule
    ? undefined
    : readBookedHere().find(
        (entry) => entry.slug === slug && Date.parse(entry.start) === Date.parse(slot),
      );
  if (!bookedHere) return { title: pageText.staleTitle, message: pageText.staleText };
  return {
    title: pageText.bookedTitle,
    message: pageText.bookedText(
      pageText.bookedWhen(
        formatLongDate(dateKeyIn(timeZone, bookedHere.start)),
        formatTime(bookedHere.start, timeZone, clock, locale),
      ),
    ),
    link: bookedHere.manage ? { href: bookedHere.manage, label: pageText.bookedLink } : undefined,
    tone: 'success',
  };
}
