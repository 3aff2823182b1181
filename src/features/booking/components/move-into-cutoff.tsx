/**
 * Reschedule mode's notes on the booking page (the booking's own page moving it): the manage
 * page's, handed to the booking page through `RescheduleMode`, so that a visitor booking a new
 * time never loads them.
 */
import { Alert, Text } from '@mantine/core';
import { changeDeadline, changesClosed } from '../../../domain/change-policy';
import type { Slot } from '../../../domain/slots';
import { formatTime, type ClockFormat } from '../../../domain/time-text';
import { useLang } from '../../../i18n/lang';
import type { PublicLink } from '../api';
import { dateKeyIn, formatLongDate } from '../calendar-dates';

/**
 * Said before the visitor confirms a move: a new time inside the link's change cutoff leaves the
 * booking closed to online changes from then on.
 */
export function MoveIntoCutoff({ link, slot, now }: { link: PublicLink; slot: Slot; now: number }) {
  const { messages } = useLang();
  const deadline = changeDeadline(slot.start, link.changeCutoffHours ?? 0);
  if (!changesClosed(deadline, now)) return null;
  return (
    <Alert color="yellow" variant="light" role="note" data-testid="move-into-cutoff">
      <Text size="sm" c="gray.9">
        {messages.details.moveIntoCutoff(link.owner?.email ?? link.host.name)}
      </Text>
    </Alert>
  );
}

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
