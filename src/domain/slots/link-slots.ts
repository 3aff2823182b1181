/**
 * What a link's booking page offers: the public link and its busy-slots answer, read through the
 * slot engine. One function for every reader of a link's free times (the booking page, the
 * host's reschedule dialog and the mock's tests), so they cannot drift apart.
 */
import type { components } from '../../api/schema.gen';
import { generateSlots } from './generation';
import type { SlotsByDate, TimeInput } from './types';

type Schemas = components['schemas'];

export function slotsOfLink(
  link: Schemas['PublicSchedulingLink'],
  availability: Schemas['BusySlotsResponse'],
  visitorTimeZone: string,
  now: TimeInput,
  /** The length the visitor chose (one of the link's durations); default the link's own. */
  duration: number = link.defaultDuration,
): SlotsByDate {
  const { preferences } = availability;
  return generateSlots({
    type: link.type,
    duration,
    interval: link.slotInterval,
    windowDays: link.bookingWindowDays,
    window: { startDate: link.startDate, endDate: link.endDate },
    preferences: {
      timePreference: link.preferences.timePreference,
      timezone: preferences.timezone,
      dayAvailability: preferences.dayAvailability,
      bufferTime: preferences.bufferTime,
      noBufferNeeded: preferences.noBufferNeeded,
    },
    busy: availability.busySlots,
    visitorTimeZone,
    now,
    dateAvailability: preferences.dateAvailability,
    minimumNotice: link.minimumNotice,
  });
}
