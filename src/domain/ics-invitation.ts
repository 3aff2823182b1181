/**
 * The calendar file of a booking's messages (RFC 5545, scheduled as RFC 5546 iTIP): the event of
 * `ics.ts` with its ORGANIZER (the assigned host) and an ATTENDEE for everyone else it is with:
 * every other host of a team booking, the visitor and the guests. An invitation, new or updated,
 * is a `METHOD:REQUEST`; a cancellation a `METHOD:CANCEL` with `STATUS:CANCELLED`. Every file of
 * one booking has the same UID, and `SEQUENCE` tells a calendar which file is the newer one, so an
 * update replaces the event instead of adding a second. Pure; the mock attaches it to the message
 * it sends, a real backend to its e-mail.
 */
import { buildIcs, foldIcsLine, type IcsEvent } from './ics';

export interface IcsPerson {
  name: string | null;
  email: string;
}

/** What the file asks of the calendar: add or update the event, or remove it. */
export type IcsMethod = 'REQUEST' | 'CANCEL';

export interface IcsScheduling {
  method?: IcsMethod;
  /** The event's revision (0 for the first file of a booking); never negative. */
  sequence?: number;
}

/** A parameter value: quoted, as a name may hold `,`, `;` or `:` (a quote cannot be written). */
const cn = (name: string | null) => (name ? `;CN="${name.replace(/["\r\n]/g, '')}"` : '');

export function buildInvitationIcs(
  event: Omit<IcsEvent, 'organizerName'>,
  organizer: IcsPerson,
  attendees: readonly IcsPerson[],
  { method = 'REQUEST', sequence = 0 }: IcsScheduling = {},
): string {
  if (!Number.isInteger(sequence) || sequence < 0)
    throw new RangeError(`Not a sequence: ${String(sequence)}`);
  // A cancellation asks no answer of anyone.
  const reply = method === 'REQUEST' ? ';PARTSTAT=NEEDS-ACTION;RSVP=TRUE' : '';
  const lines = [
    `SEQUENCE:${sequence}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER${cn(organizer.name)}:mailto:${organizer.email}`,
    ...attendees
      .filter(
        (a, i) =>
          a.email !== organizer.email && attendees.findIndex((b) => b.email === a.email) === i,
      )
      .map((a) => `ATTENDEE${cn(a.name)};ROLE=REQ-PARTICIPANT${reply}:mailto:${a.email}`),
  ].map(foldIcsLine);
  return buildIcs(event)
    .replace('METHOD:PUBLISH', `METHOD:${method}`)
    .replace('END:VEVENT', `${lines.join('\r\n')}\r\nEND:VEVENT`);
}
