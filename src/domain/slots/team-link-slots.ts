/**
 * What a team link's booking page offers: the public link (with its `team`) and the busy-slots
 * answer (with its `hosts`), read through `generateTeamSlots`. The team counterpart of
 * `slotsOfLink` (`link-slots.ts`), in a file of its own so that a one-host page's code does not
 * carry it: the booking page loads it only for a team link.
 *
 * Each host's own zone, hours, date rules, buffer and busy times apply; the link's own settings
 * (type, lengths, start interval, window, notice, am/pm preference) apply to every host. The grid
 * follows the first host's zone. Without `team` or `hosts` it is the one-host reading.
 */
import type { components } from '../../api/schema.gen';
import { generateTeamSlots, type TeamMember } from './hosts';
import { slotsOfLink } from './link-slots';
import type { SlotsByDate, TimeInput } from './types';

type Schemas = components['schemas'];

/** A busy-slots answer's hosts as the engine's members, the link's am/pm preference applied. */
export function teamMembersOf(
  link: Schemas['PublicSchedulingLink'],
  hosts: readonly Schemas['BusySlotsHost'][],
): TeamMember[] {
  return hosts.map(({ id, busySlots, preferences }) => ({
    id,
    preferences: {
      timePreference: link.preferences.timePreference,
      timezone: preferences.timezone,
      dayAvailability: preferences.dayAvailability,
      bufferTime: preferences.bufferTime,
      noBufferNeeded: preferences.noBufferNeeded,
    },
    busy: busySlots,
    dateAvailability: preferences.dateAvailability,
  }));
}

export function teamSlotsOfLink(
  link: Schemas['PublicSchedulingLink'],
  availability: Schemas['BusySlotsResponse'],
  visitorTimeZone: string,
  now: TimeInput,
  /** The length the visitor chose (one of the link's durations); default the link's own. */
  duration: number = link.defaultDuration,
): SlotsByDate {
  const { team } = link;
  const hosts = availability.hosts;
  if (!team || !hosts || hosts.length === 0) {
    return slotsOfLink(link, availability, visitorTimeZone, now, duration);
  }
  return generateTeamSlots({
    kind: team.kind,
    members: teamMembersOf(link, hosts),
    type: link.type,
    duration,
    interval: link.slotInterval,
    windowDays: link.bookingWindowDays,
    window: { startDate: link.startDate, endDate: link.endDate },
    minimumNotice: link.minimumNotice,
    gridTimeZone: hosts[0]?.preferences.timezone ?? null,
    visitorTimeZone,
    now,
  });
}
