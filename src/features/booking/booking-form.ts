import * as v from 'valibot';
import { BookingFormSchema } from '../../domain/schemas/visitor';
import { failureMatches } from '../../api/errors';

export interface BookingFormValues {
  name: string;
  email: string;
}

export type BookingFormErrors = Partial<Record<keyof BookingFormValues, string>>;

export const BOOKING_FAILED_MESSAGE = 'Booking failed. Please try again.';

/**
 * 'Name is required'; 'Email is required', 'Please enter a valid email address'.
 * Gives the trimmed values, or the first message of each field that fails.
 */
export function validateBookingForm(
  values: BookingFormValues,
): { success: true; output: BookingFormValues } | { success: false; errors: BookingFormErrors } {
  const result = v.safeParse(BookingFormSchema, values, { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output };
  const nested = v.flatten<typeof BookingFormSchema>(result.issues).nested ?? {};
  const errors: BookingFormErrors = {};
  if (nested.name?.[0]) errors.name = nested.name[0];
  if (nested.email?.[0]) errors.email = nested.email[0];
  return { success: false, errors };
}

/** A failed call as the booking page judges it: the contract's `code` and the message. */
export interface CallFailure {
  status?: number | undefined;
  code?: string | undefined;
  message: string;
}

/**
 * Whether the host must reconnect their calendar before anyone can book: the calendar codes, or
 * (without a code) the words authentication, expired or google (docs/decisions.md).
 */
export function isCalendarConnectionError(failure: CallFailure): boolean {
  return failureMatches(
    failure,
    ['calendar_auth_expired', 'calendar_not_connected'],
    /authentication|expired|google/i,
  );
}

/**
 * Whether a booking or a move failed because someone else took the time meanwhile: code
 * `slot_taken`; without a code, a 409 that is not about the host's calendar.
 */
export function isSlotTaken(failure: CallFailure): boolean {
  if (failure.code !== undefined)
    return failure.code === 'slot_taken' || failure.code === 'slot_held';
  return failure.status === 409 && !isCalendarConnectionError(failure);
}

/** Why a booking request failed, as the details step explains it (never as a field error). */
export type BookingFailure = 'server' | 'network';

const DETAILS_KEY = 'slotwise:booking:details';

/**
 * The name and e-mail typed on the details step, kept for this tab only (sessionStorage): a reload
 * keeps them, closing the tab forgets them.
 */
export function readStoredDetails(): BookingFormValues | null {
  try {
    const raw = window.sessionStorage.getItem(DETAILS_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<BookingFormValues>;
    return {
      name: typeof parsed.name === 'string' ? parsed.name.slice(0, 200) : '',
      email: typeof parsed.email === 'string' ? parsed.email.slice(0, 320) : '',
    };
  } catch {
    return null;
  }
}

export function storeDetails(values: BookingFormValues | null) {
  try {
    if (values === null) window.sessionStorage.removeItem(DETAILS_KEY);
    else window.sessionStorage.setItem(DETAILS_KEY, JSON.stringify(values));
  } catch {
    // Storage denied: the details are simply not kept across a reload.
  }
}

const BOOKED_KEY = 'slotwise:booking:booked';

/** The slots this tab booked, with their own page: Back after a booking says so, not "taken". */
export interface BookedHere {
  slug: string;
  start: string;
  manage: string | null;
}

export function readBookedHere(): BookedHere[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(BOOKED_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as BookedHere[]) : [];
  } catch {
    return [];
  }
}

export function rememberBookedHere(entry: BookedHere) {
  try {
    const list = [...readBookedHere().slice(-9), entry];
    window.sessionStorage.setItem(BOOKED_KEY, JSON.stringify(list));
  } catch {
    // Storage denied: Back then shows the general notice.
  }
}
