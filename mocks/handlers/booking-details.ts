/**
 * The visitor's details of a booking besides the name and e-mail: the answers to the link's
 * questions and the guests. A new booking (`booking-create.ts`) and the visitor's move
 * (`booking.ts`) check them the same way, with the same errors; each problem names its field.
 */
import {
  checkAnswers,
  checkGuests,
  hostAsGuest,
  type BookingAnswer,
} from '../../src/domain/meeting-types';
import type { BookingRecord, LinkRecord } from '../db';
import { invalid, type ErrorBody } from '../errors';
import { ruleBroken } from '../rule-breaks';
import { hostsOfBooking } from './team-booking';
import { linkHosts } from './team-members';

export type DetailsCheck<T> = { ok: true; value: T } | { ok: false; error: ErrorBody };

/** The answers by question id, checked against the link's questions. */
export function checkedAnswers(
  link: LinkRecord,
  given: Readonly<Record<string, string | boolean>>,
): DetailsCheck<BookingAnswer[]> {
  let answers = checkAnswers(link.questions ?? [], given);
  if (!answers.ok) {
    const optional = (link.questions ?? []).map((q) => ({ ...q, required: false }));
    const lax = checkAnswers(optional, given);
    if (lax.ok && ruleBroken('required-answer-ignored')) answers = lax;
  }
  return answers.ok
    ? { ok: true, value: answers.answers }
    : { ok: false, error: invalid(answers.message, answers.field) };
}

/**
 * Who is in the meeting already as a host, so never a guest: the link's hosts (a host's own link:
 * its host; a team link: every host of it, collective or round robin, since any member may take
 * or be given the booking) and, for a booking being changed, its own hosts.
 */
export function meetingHostEmails(link: LinkRecord, booking?: BookingRecord): string[] {
  const hosts = [...linkHosts(link), ...(booking ? hostsOfBooking(booking) : [])];
  return [...new Set(hosts.map((h) => h.email))];
}

/** The guests' e-mails: at most the link's `maxGuests`, not the visitor's, a host's or repeated. */
export function checkedGuests(
  link: LinkRecord,
  given: readonly string[],
  attendeeEmail: string,
  hostEmails: readonly string[],
): DetailsCheck<string[]> {
  let guests = checkGuests(link.maxGuests ?? 0, given, attendeeEmail);
  if (!guests.ok) {
    const lax = checkGuests(1000, given, attendeeEmail);
    if (lax.ok && ruleBroken('guest-limit-ignored')) guests = lax;
  }
  if (!guests.ok) return { ok: false, error: invalid(guests.message, guests.field) };
  const hostGuest = hostAsGuest(guests.guests, hostEmails);
  if (hostGuest) return { ok: false, error: invalid(hostGuest.message, hostGuest.field) };
  return { ok: true, value: guests.guests };
}

/** The answers and guests a visitor's move stores. */
export interface MovedDetails {
  answers: BookingAnswer[];
  guests: string[];
}

/**
 * The visitor's move's answers and guests: each one given is checked as a new booking's, each
 * one left out is the booking's own. Null details when neither is given (the booking keeps both).
 */
export function rescheduleDetails(
  booking: BookingRecord,
  link: LinkRecord,
  given: { answers?: Record<string, string | boolean>; guests?: string[] },
): DetailsCheck<MovedDetails | null> {
  if (given.answers === undefined && given.guests === undefined) return { ok: true, value: null };
  const answers: DetailsCheck<BookingAnswer[]> =
    given.answers === undefined
      ? { ok: true, value: (booking.answers ?? []).map((a) => ({ ...a })) }
      : checkedAnswers(link, given.answers);
  if (!answers.ok) return answers;
  const guests: DetailsCheck<string[]> =
    given.guests === undefined
      ? { ok: true, value: [...(booking.guests ?? [])] }
      : checkedGuests(link, given.guests, booking.attendeeEmail, meetingHostEmails(link, booking));
  if (!guests.ok) return guests;
  return { ok: true, value: { answers: answers.value, guests: guests.value } };
}
