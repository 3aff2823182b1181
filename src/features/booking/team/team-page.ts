/**
 * What a team link's booking page adds to a one-host page: its header and its slots (each host by
 * their own rules, then collective = every host free, round robin = at least one). A chunk of its
 * own, which the booking page loads only for a link with `team`: a one-host page never does.
 */
import type { components } from '../../../api/schema.gen';
import type { ClockFormat } from '../../../domain/time-text';
import { hostNames } from '../host-names';

type Booking = components['schemas']['Booking'];

export { TeamHeader } from './team-header';
export { teamSlotsOfLink } from '../../../domain/slots';

/**
 * The booking page's way to the success page, the booking's hosts named in place of the team
 * ("with Jordan Lee and Noor Haddad", "with Noor Haddad").
 */
export function namingHosts<R>(
  onBooked: (booking: Booking, timeZone: string, clock: ClockFormat, hostName: string) => R,
) {
  return (booking: Booking, timeZone: string, clock: ClockFormat, hostName: string) =>
    onBooked(booking, timeZone, clock, hostNames(booking.hosts, hostName));
}
