/**
 * What the booking page's details step holds besides the name and e-mail: the answers, the guest
 * rows, the number and the place (docs/decisions.md#meeting-types); empty for a new booking, the
 * booking's own when it is moved. Split out of `use-booking-submit.ts`.
 */
import type { PublicLink } from './api';
import type { ManagedBooking } from './manage-api';
import { phoneIssue, type AnswerValue, type FieldIssue } from '../../domain/booking-details';

/** What the details step holds besides the name and e-mail (docs/decisions.md#meeting-types). */
export interface DetailsExtra {
  answers: Record<string, AnswerValue>;
  /** The guest rows, blank ones included (left out when sent). */
  guests: string[];
  /** The visitor's number, when the host calls. */
  phone: string;
  /** The place chosen among the link's (docs/decisions.md#meeting-types): an index into its `locations`. */
  place?: number;
}

export const NO_EXTRA: DetailsExtra = { answers: {}, guests: [], phone: '' };

/** The booking's own answers and guests, the details step's start when it is moved. */
export function extraOf(booking: ManagedBooking): DetailsExtra {
  const answers: Record<string, AnswerValue> = {};
  for (const answer of booking.answers) answers[answer.questionId] = answer.value;
  return { answers, guests: [...booking.guests], phone: '' };
}

/** The place the visitor chose (the first until they pick another), for the phone rule. */
export function chosenLocation(link: PublicLink, place: number | undefined) {
  const places = link.locations ?? [];
  return places.length > 1 ? (places[place ?? 0] ?? places[0] ?? null) : link.location;
}

export function phoneIssues(
  location: PublicLink['location'],
  phone: string,
): Record<string, FieldIssue> {
  const issue = phoneIssue(location, phone);
  return issue ? { phone: issue } : {};
}
