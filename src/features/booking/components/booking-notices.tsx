/** What the booking page says beside its steps: the time being moved, and a slot not offered. */
import { Alert } from '@mantine/core';
import { formatTime, type ClockFormat } from '../../../domain/time-text';
import { useLang } from '../../../i18n/lang';
import type { CoreMessages } from '../../../i18n/messages/en';
import { readBookedHere } from '../booking-form';
import { dateKeyIn, formatLongDate } from '../calendar-dates';
import type { CalendarNotice } from './calendar-step';

/** Reschedule mode: the booking's current time, above the steps. */
export function CurrentTime({
  start,
  timeZone,
  clock,
}: {
  start: string;
  timeZone: string;
  clock: ClockFormat;
}) {
  const { messages, locale } = useLang();
  const pageText = messages.page;
  return (
    <Alert color="violet" variant="light" title={pageText.rescheduling}>
      {pageText.currentTime}{' '}
      <strong>
        {formatLongDate(dateKeyIn(timeZone, start))}, {formatTime(start, timeZone, clock, locale)}
      </strong>
      {pageText.currentTimeAfter}
    </Alert>
  );
}

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
