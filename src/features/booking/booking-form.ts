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

/** The words the page matches to tell a disconnected calendar from other failures (section 8). */
const CALENDAR_CONNECTION = /authentication|expired|google/i;

export function isCalendarConnectionError(message: string): boolean {
  return CALENDAR_CONNECTION.test(message);
}
