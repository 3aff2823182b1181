import type { EventProps } from 'react-big-calendar';
import { isMoreEvent, type ShownEvent } from '../fold-overlaps';

/**
 * "7:00 AM" of a wall-clock date (its UTC fields hold the reading). Plain arithmetic, not a
 * dayjs format: a busy week draws hundreds of these on every render.
 */
export function wallClockTime(date: Date): string {
  const hours = date.getUTCHours();
  const minutes = date.getUTCMinutes();
  return `${hours % 12 || 12}:${minutes < 10 ? '0' : ''}${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * Meetings shorter than this have room for one line in the time views (an hour is 40 px, and the
 * lines 14.4 px: a 45-minute meeting's 28 px hold one line, not two).
 */
const ONE_LINE_MS = 60 * 60_000;

/**
 * A meeting in the week, day and month views: the title first, then a compact start time, as
 * Google Calendar does; a 30-minute meeting still shows its title, on one line cut with "…"
 * rather than wrapped onto a second line it has no room for. Plain elements: a busy week draws
 * hundreds of these.
 */
export function EventContent({ event }: EventProps<ShownEvent>) {
  if (isMoreEvent(event)) {
    // "+6" over "more": each part on one line, so a narrow column never breaks it letter by letter.
    const [count, ...rest] = event.title.split(' ');
    return (
      <span className="slotwise-more">
        <span>{count}</span> <span>{rest.join(' ')}</span>
      </span>
    );
  }
  return (
    <span
      className={
        +event.end - +event.start < ONE_LINE_MS
          ? 'slotwise-event slotwise-one-line'
          : 'slotwise-event'
      }
    >
      {event.meeting.tentative ? (
        // Drawn dashed (calendar-card.tsx); said in words for a screen reader.
        <span className="slotwise-hidden-words">Awaiting your confirmation: </span>
      ) : null}
      <span className="slotwise-event-title">{event.title}</span>{' '}
      <span className="slotwise-event-time">{wallClockTime(event.start)}</span>
    </span>
  );
}

/** A meeting in the agenda: its colour only on a swatch beside the title, not on the row. */
export function AgendaEventContent({ event }: EventProps<ShownEvent>) {
  if (isMoreEvent(event)) return <>{event.title}</>;
  return (
    <span className="slotwise-agenda-event">
      <span
        className="slotwise-agenda-swatch"
        aria-hidden="true"
        style={{ background: event.colors.backgroundColor, borderColor: event.colors.borderColor }}
      />
      {event.title}
    </span>
  );
}
