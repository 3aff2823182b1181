/**
 * The booking page's form and its request: the visitor's details and their errors, a failed
 * request, the starts found taken, and the call that books a slot (or moves the booking in
 * reschedule mode). Split out of `components/booking-page.tsx`, which draws what this holds.
 */
import { startTransition, useRef, useState, type ReactNode } from 'react';
import { ApiError, messageOf, NetworkError } from '../../api/errors';
import type { components } from '../../api/schema.gen';
import { PRODUCT_NAME } from '../../components/logo';
import type { Slot } from '../../domain/slots';
import {
  answerIssues,
  answersToSend,
  guestIssues,
  guestsToSend,
  hostCalls,
  serverFieldIssue,
  type AnswerValue,
  type FieldIssue,
} from '../../domain/booking-details';
import { durationsOf } from '../../domain/meeting-types';
import { useLang } from '../../i18n/lang';
import { useBookSlot, type PublicLink } from './api';
import {
  isSlotTaken,
  readStoredDetails,
  rememberBookedHere,
  storeDetails,
  validateBookingForm,
  type BookingFailure,
  type BookingFormErrors,
  type BookingFormValues,
} from './booking-form';
import type { BookingSearch } from './booking-search';
import { dateKeyIn, formatLongDate } from './calendar-dates';
import type { CalendarNotice } from './components/calendar-step';
import { isEmbedded, postToHost } from './embed-bridge';
import type { ManagedBooking } from './manage-api';
import { chosenLocation, extraOf, NO_EXTRA, phoneIssues, type DetailsExtra } from './details-extra';
import { formatTime, type ClockFormat } from '../../domain/time-text';

type Booking = components['schemas']['Booking'];
type RescheduleBody = components['schemas']['VisitorRescheduleRequest'];

/** Moving a booking from its own page (docs/decisions.md#booking) instead of making a new one. */
export interface RescheduleMode {
  booking: ManagedBooking;
  /**
   * Moves the booking (the manage page's call) with the answers and guests the visitor saw:
   * resolves with it, or rejects (409: taken; 400 with a field).
   */
  move: (body: RescheduleBody) => Promise<ManagedBooking>;
  onRescheduled: (booking: ManagedBooking, timeZone: string, clock: ClockFormat) => void;
  /**
   * What is said beside the chosen time before the move is confirmed (in place of the held time):
   * the manage page's, so that the visitor's booking page does not carry it.
   */
  moveNote: (link: PublicLink, slot: Slot, now: number) => ReactNode;
  /** The booking's current time above the steps, in the page's zone and clock: the manage page's. */
  currentTime: (timeZone: string, clock: ClockFormat) => ReactNode;
}

export interface BookingSubmitOptions {
  user: string;
  type: string;
  search: BookingSearch;
  onSearchChange: (search: BookingSearch, options?: { replace?: boolean }) => void;
  onBooked: (booking: Booking, timeZone: string, clock: ClockFormat, hostName: string) => void;
  reschedule?: RescheduleMode;
  timeZone: string;
  clock: ClockFormat;
  /** Reads the busy times again (after a slot was found taken). */
  refetchBusy: () => unknown;
}

/** The field that takes the focus after a failed check; `seq` tells two checks apart. */
export interface FocusRequest {
  field: string;
  seq: number;
}

/** The server's `Error.field`, when a failure names one. */
function failedField(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const payload = error.payload as { field?: unknown } | null;
  return typeof payload?.field === 'string' ? payload.field : undefined;
}

/** One key per distinct booking request: a double click or a retry sends the same key. */
function useIdempotencyKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return (fingerprint: string) => {
    if (last.current?.fingerprint !== fingerprint) {
      last.current = { fingerprint, key: crypto.randomUUID() };
    }
    return last.current.key;
  };
}

export function useBookingSubmit({
  user,
  type,
  search,
  onSearchChange,
  onBooked,
  reschedule,
  timeZone,
  clock,
  refetchBusy,
}: BookingSubmitOptions) {
  const book = useBookSlot(user, type);
  const { messages: words, locale } = useLang();
  const pageText = words.page;
  const [moving, setMoving] = useState(false);
  const idempotencyKey = useIdempotencyKey();
  // The details kept across a reload are read when the details step is first shown (on the first
  // render when the page opens on it), not before: a page's first use of sessionStorage is a slow
  // read, kept off the calendar's first render.
  const [values, setValues] = useState<BookingFormValues>(() =>
    reschedule
      ? { name: reschedule.booking.attendeeName, email: reschedule.booking.attendeeEmail }
      : { name: '', email: '' },
  );
  const [storedRead, setStoredRead] = useState(() => Boolean(reschedule));
  if (!storedRead && search.slot !== undefined) {
    // Adjusting state while rendering: React renders again at once, before anything is shown.
    setStoredRead(true);
    const stored = readStoredDetails();
    // What the visitor typed before wins; a host's prefill (embed) keeps the fields left empty.
    if (stored)
      setValues((current) => ({
        name: stored.name || current.name,
        email: stored.email || current.email,
      }));
  }
  const [errors, setErrors] = useState<BookingFormErrors>({});
  // The meeting type's fields (docs/decisions.md#meeting-types): kept with the name and e-mail across Back and forth.
  // A move starts from the booking's own answers and guests, shown and editable.
  const [extra, setExtra] = useState<DetailsExtra>(() =>
    reschedule ? extraOf(reschedule.booking) : NO_EXTRA,
  );
  const [issues, setIssues] = useState<Record<string, FieldIssue>>({});
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [inactive, setInactive] = useState(false);
  const requestFocus = (field: string) =>
    setFocus((current) => ({ field, seq: (current?.seq ?? 0) + 1 }));
  const clearIssue = (field: string) =>
    setIssues((current) => {
      if (!(field in current)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  // A failed request (never a field's error), and how many: each failure refocuses Confirm.
  const [failure, setFailure] = useState<{ kind: BookingFailure; count: number } | null>(null);
  const [taken, setTaken] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState<CalendarNotice | null>(null);
  const [embedBooked, setEmbedBooked] = useState<Booking | null>(null);

  const change = (field: keyof BookingFormValues, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (!reschedule) storeDetails(next);
      return next;
    });
    // An error clears when its field is edited.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const setAnswer = (id: string, value: AnswerValue) => {
    setExtra((current) => ({ ...current, answers: { ...current.answers, [id]: value } }));
    clearIssue(`answers.${id}`);
  };
  const setPlace = (place: number) => {
    setExtra((current) => ({ ...current, place }));
    clearIssue('phone');
  };
  const setPhone = (phone: string) => {
    setExtra((current) => ({ ...current, phone }));
    clearIssue('phone');
  };
  const setGuest = (row: number, email: string) => {
    setExtra((current) => ({
      ...current,
      guests: current.guests.map((guest, i) => (i === row ? email : guest)),
    }));
    clearIssue(`guests[${row}]`);
  };
  const addGuest = () => setExtra((current) => ({ ...current, guests: [...current.guests, ''] }));
  /** Removes a guest row: the rows after it move up, and so do their errors. */
  const removeGuest = (row: number) => {
    setExtra((current) => ({ ...current, guests: current.guests.filter((_, i) => i !== row) }));
    setIssues((current) => {
      const next: Record<string, FieldIssue> = {};
      for (const [field, issue] of Object.entries(current)) {
        const guest = /^guests\[(\d+)\]$/.exec(field);
        const index = guest ? Number(guest[1]) : -1;
        if (index === row) continue;
        next[index > row ? `guests[${index - 1}]` : field] = issue;
      }
      return next;
    });
  };

  /** Books `slot` (or moves the booking to it); on a failed check, focuses the first field. */
  const submit = (slot: Slot, link: PublicLink): void => {
    const result = validateBookingForm(values);
    // Every field is checked at once; the first one wrong (in the form's order) takes the focus.
    // A move keeps the booking's place (and number): its answers and guests are checked.
    const found: Record<string, FieldIssue> = {
      ...(reschedule ? {} : phoneIssues(chosenLocation(link, extra.place), extra.phone)),
      ...answerIssues(link.questions, extra.answers),
      ...guestIssues(link.maxGuests, extra.guests, values.email),
    };
    if (!result.success || Object.keys(found).length > 0) {
      setErrors(result.success ? {} : result.errors);
      setIssues(found);
      setFailure(null);
      const wrong = new Set([
        ...(result.success ? [] : Object.keys(result.errors)),
        ...Object.keys(found),
      ]);
      const order = [
        'name',
        'email',
        'phone',
        ...link.questions.map((q) => `answers.${q.id}`),
        ...extra.guests.map((_, i) => `guests[${i}]`),
      ];
      const first = order.find((field) => wrong.has(field));
      if (first) requestFocus(first);
      return;
    }
    setErrors({});
    setIssues({});
    setFailure(null);
    const sent = guestsToSend(extra.guests);
    const several = durationsOf(link).length > 1;
    const body = {
      title: `${link.name} with ${result.output.name}`,
      description: `Booked by ${result.output.name} (${result.output.email}) through ${PRODUCT_NAME}.`,
      startTime: slot.start,
      endTime: slot.end,
      attendeeEmail: result.output.email,
      attendeeName: result.output.name,
      // The zone the page shows: the visitor's reminders tell the time in it (docs/decisions.md#reminders-and-the-outbox).
      timeZone,
      // The meeting type's fields only when the link has them: a spec link's request is as it was.
      ...(several
        ? { duration: Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000) }
        : {}),
      ...(link.questions.length > 0
        ? { answers: answersToSend(link.questions, extra.answers) }
        : {}),
      ...(sent.guests.length > 0 ? { guests: sent.guests } : {}),
      ...(hostCalls(chosenLocation(link, extra.place)) ? { phone: extra.phone.trim() } : {}),
      ...((link.locations ?? []).length > 1 ? { locationIndex: extra.place ?? 0 } : {}),
      // The visitor's hold of this time (docs/decisions.md#a-held-time) is added on sending (useBookSlot).
    };
    const onError = (error: Error) => {
      if (
        error instanceof ApiError &&
        (error.code === 'link_inactive' || error.code === 'link_used')
      ) {
        // Switched off while the visitor was here: the page says so; nothing was booked.
        setInactive(true);
        return;
      }
      const field = failedField(error);
      if (field !== undefined) {
        // The server refused one field (a rule this page missed): its message goes on that field.
        const message = messageOf(error, error.message);
        if (field === 'attendeeName' || field === 'attendeeEmail') {
          const own = field === 'attendeeName' ? 'name' : 'email';
          setErrors({ [own]: message });
          requestFocus(own);
          return;
        }
        const own = {
          ...answerIssues(link.questions, extra.answers),
          ...guestIssues(link.maxGuests, extra.guests, values.email),
        };
        const shown = serverFieldIssue(field, message, own, sent.rows);
        if (
          shown.field === 'phone' ||
          shown.field.startsWith('answers.') ||
          shown.field.startsWith('guests[')
        ) {
          setIssues({ [shown.field]: shown.issue });
          requestFocus(shown.field);
          return;
        }
      }
      if (
        error instanceof ApiError &&
        isSlotTaken({ status: error.status, code: error.code, message: messageOf(error, '') })
      ) {
        // The slot was just taken: never leave the visitor on it. Drop it at once, read the busy
        // times again and go back to the calendar on the same day. Nothing failed on the
        // visitor's side: the next slot's details step starts clean.
        setTaken((current) => new Set(current).add(slot.start));
        setNotice({
          title: pageText.takenTitle,
          message: pageText.takenText(
            formatTime(slot.start, timeZone, clock, locale),
            formatLongDate(dateKeyIn(timeZone, slot.start)),
          ),
        });
        void refetchBusy();
        onSearchChange({ ...search, date: dateKeyIn(timeZone, slot.start), slot: undefined });
        return;
      }
      setFailure((current) => ({
        kind: error instanceof NetworkError ? 'network' : 'server',
        count: (current?.count ?? 0) + 1,
      }));
    };
    if (reschedule) {
      setMoving(true);
      // What the visitor saw is what is sent: the answers (when the link asks any) and guests.
      const moved: RescheduleBody = {
        startTime: slot.start,
        endTime: slot.end,
        ...(link.questions.length > 0
          ? { answers: answersToSend(link.questions, extra.answers) }
          : {}),
        guests: sent.guests,
      };
      reschedule.move(moved).then(
        (moved) => {
          setMoving(false);
          reschedule.onRescheduled(moved, timeZone, clock);
        },
        (error: unknown) => {
          setMoving(false);
          onError(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return;
    }
    book.mutate(
      { body, idempotencyKey: idempotencyKey(JSON.stringify(body)) },
      {
        onError,
        onSuccess: (booking) => {
          rememberBookedHere({
            slug: `${user}/${type}`,
            start: booking.startTime,
            manage: booking.token
              ? `/bookings/${encodeURIComponent(booking.id)}?token=${encodeURIComponent(booking.token)}`
              : null,
          });
          storeDetails(null);
          if (!isEmbedded()) return onBooked(booking, timeZone, clock, link.host.name);
          // In a frame the success view is shown in place; the host page hears of the booking
          // without the visitor's name or e-mail (the title names the link, not the visitor).
          postToHost({
            type: 'booking-successful',
            data: {
              id: booking.id,
              title: link.name,
              startTime: booking.startTime,
              endTime: booking.endTime,
            },
          });
          // In a transition: the details stay drawn until the success view's code is there, so
          // the frame's height goes from one to the other without a spinner between.
          startTransition(() => setEmbedBooked(booking));
        },
      },
    );
  };

  return {
    values,
    setValues,
    extra,
    issues,
    focus,
    inactive,
    setAnswer,
    setPhone,
    setPlace,
    setGuest,
    addGuest,
    removeGuest,
    errors,
    failure,
    /** Forgets a failed request (the visitor moved on: Back, or another slot). */
    clearFailure: () => setFailure(null),
    taken,
    notice,
    setNotice,
    embedBooked,
    pending: book.isPending || moving,
    change,
    submit,
  };
}
