/**
 * The fuzz pass's booking writes (`fuzz-pass.ts` runs them): a visitor's booking on the standard
 * link, the booking the kit keeps, through its own page (with its token: without it every request
 * is a 404 and nothing would be fuzzed), and the host's cancel and reschedule of the booking it
 * keeps. Their valid requests only: the pass sends the invalid ones.
 */
import { iso, MINUTE, type HostKept, type Managed, type Run } from './core';
import type { Target } from './fuzz-send';

/** A visitor books the standard link (`params`) at `start`. */
export function visitorBookingTarget(
  params: Record<string, string>,
  start: number,
  duration: number,
): Target {
  return {
    id: 'bookSlot',
    valid: {
      title: 'Fuzz',
      description: '',
      startTime: iso(start),
      endTime: iso(start + duration * MINUTE),
      attendeeEmail: 'fuzz@example.com',
      attendeeName: 'Fuzz',
    },
    params,
    as: null,
    // A spec link asks nothing and takes no guests.
    cases: [
      { label: 'an answer to a link without questions', json: { answers: { topic: 'x' } } },
      { label: 'a guest on a link that takes none', json: { guests: ['guest@example.com'] } },
      { label: 'a phone number the link does not ask', json: { phone: '+1 555 0100' } },
      { label: 'a duration the link does not offer', json: { duration: 60 } },
    ],
  };
}

/** The booking the kit keeps, through its own page: a cancel and a reschedule with its token. */
export function ownPageTargets(managed: Managed, start: number, duration: number): Target[] {
  const headers = { 'booking-token': managed.token };
  const free = managed.free;
  return [
    {
      id: 'cancelBooking',
      valid: { reason: 'Fuzz' },
      params: { id: managed.id },
      headers,
      as: null,
    },
    {
      id: 'rescheduleBooking',
      valid: free
        ? { startTime: free.start, endTime: free.end }
        : { startTime: iso(start), endTime: iso(start + duration * MINUTE) },
      params: { id: managed.id },
      headers,
      as: null,
    },
  ];
}

/** The host's cancel and reschedule of the booking the kit keeps. */
export function hostBookingTargets(run: Run, hostKept: HostKept): Target[] {
  return [
    {
      id: 'hostCancelBooking',
      valid: { reason: 'Fuzz' },
      params: { id: hostKept.id },
      as: run.host,
    },
    {
      id: 'hostRescheduleBooking',
      valid: { startTime: hostKept.free.start, endTime: hostKept.free.end },
      params: { id: hostKept.id },
      as: run.host,
    },
  ];
}
