import * as v from 'valibot';
import { BookingFormSchema } from '../../domain/api-schemas';

export interface BookingFormValues {
  name: string;
  email: string;
}

export type BookingFormErrors = Partial<Record<keyof BookingFormValues, string>>;

export const BOOKING_FAILED_MESSAGE = 'Booking failed. Please try again.';

/**
 * Spec section 5: 'Name is required'; 'Email is required', 'Please enter a valid email address'.
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

/** The contract's codes for a host calendar that cannot be read (`ErrorCode`). */
const CALENDAR_CONNECTION_CODES = ['calendar_auth_expired', 'calendar_not_connected'];
/** The spec's words (section 8), for an answer that carries no code. */
const CALENDAR_CONNECTION = /authentication|expired|google/i;

/**
 * Whether the host must reconnect their calendar before anyone can book: decided by the code;
 * an answer without one (a proxy's, an older server's) by the words the spec names.
 */
export function isCalendarConnectionError(failure: CallFailure): boolean {
  if (failure.code !== undefined) return CALENDAR_CONNECTION_CODES.includes(failure.code);
  return CALENDAR_CONNECTION.test(failure.message);
}

/**
 * Whether a booking or a move failed because someone else took the time meanwhile: code
 * `slot_taken`; without a code, a 409 that is not about the host's calendar.
 */
export function isSlotTaken(failure: CallFailure): boolean {
  if (failure.code !== undefined) return failure.code === 'slot_taken';
  return failure.status === 409 && !isCalendarConnectionError(failure);
}
