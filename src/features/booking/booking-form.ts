import * as v from 'valibot';
import { BookingFormSchema } from '../../domain/api-schemas';
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
 * (without a code) the spec's words authentication, expired or google (section 8).
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
  if (failure.code !== undefined) return failure.code === 'slot_taken';
  return failure.status === 409 && !isCalendarConnectionError(failure);
}
