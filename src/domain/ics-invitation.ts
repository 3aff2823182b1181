/**
 * The calendar file of a booking's invitation (RFC 5545, METHOD:REQUEST): the event of `ics.ts`
 * with its ORGANIZER (the assigned host) and an ATTENDEE for everyone else it is with: every
 * other host of a team booking, the visitor and the guests. Pure; the mock attaches it to the
 * invitation it sends, a real backend to its e-mail.
 */
import { buildIcs, foldIcsLine, type IcsEvent } from './ics';

export interface IcsPerson {
  name: string | null;
  email: string;
}

/** A parameter value: quoted, as a name may hold `,`, `;` or `:` (a quote cannot be written). */
const cn = (name: string | null) => (name ? `;CN="${name.replace(/["\r\n]/g, '')}"` : '');

export function buildInvitationIcs(
  event: Omit<IcsEvent, 'organizerName'>,
  organizer: IcsPerson,
  attendees: readonly IcsPerson[],
): string {
  const people = [
    `ORGANIZER${cn(organizer.name)}:mailto:${organizer.email}`,
    ...attendees
      .filter(
        (a, i) =>
          a.email !== organizer.email && attendees.findIndex((b) => b.email === a.email) === i,
      )
      .map(
        (a) =>
          `ATTENDEE${cn(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${a.email}`,
      ),
  ].map(foldIcsLine);
  return buildIcs(event)
    .replace('METHOD:PUBLISH', 'METHOD:REQUEST')
    .replace('END:VEVENT', `${people.join('\r\n')}\r\nEND:VEVENT`);
}
