/**
 * The visitor's name and e-mail: the booking page's details form and the booking payloads. One
 * part of `../api-schemas.ts` (re-exported by `./booking`, `./links` and `./preferences`, where
 * they belong), whose comment gives the rules all parts share. Its own small file so that the
 * public booking page imports only these, not the host's link and preferences schemas.
 */
import * as v from 'valibot';
import { charCount, plainText } from './blocks';

export const NAME_REQUIRED_MESSAGE = 'Name is required';

export const EmailSchema = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email must be at most 254 characters'),
  v.email('Please enter a valid email address'),
);

export const AttendeeNameSchema = v.pipe(
  v.string(NAME_REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(NAME_REQUIRED_MESSAGE),
  v.check((value) => charCount(value) <= 100, 'Name must be at most 100 characters'),
  plainText('Name'),
);

/** The booking page's details form. */
export const BookingFormSchema = v.object({
  name: AttendeeNameSchema,
  email: EmailSchema,
});
