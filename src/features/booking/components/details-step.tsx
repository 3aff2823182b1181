import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type Ref } from 'react';
import { durationLabel } from '../../../domain/links';
import type { Slot } from '../../../domain/slots';
import {
  BOOKING_FAILED_MESSAGE,
  type BookingFailure,
  type BookingFormErrors,
  type BookingFormValues,
} from '../booking-form';
import {
  dateKeyIn,
  formatLongDate,
  formatTime,
  zoneLabel,
  type ClockFormat,
} from '../calendar-dates';
import { ArrowLeftIcon } from '../../../components/icons';

/**
 * Mantine's error red (red.6, 3.3:1 on white) fails WCAG AA for the error texts and the invalid
 * field's text: red.9 (5.4:1) inside this form.
 */
const ACCESSIBLE_ERRORS = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as CSSProperties;

/** The step's words, in one place (translations come later). */
export const DETAILS_TEXT = {
  heading: 'Your meeting',
  form: 'Enter Your Details',
  name: 'Full Name',
  email: 'Email Address',
  emailNote: 'The calendar invitation will be sent to this email address.',
  back: 'Back to Calendar',
  confirm: 'Confirm Booking',
  pending: 'Booking...',
  failedServer:
    'The server could not make the booking. Your details are fine and kept: nothing was booked yet. Press Confirm Booking to try again.',
  failedNetwork:
    'The connection dropped before the booking was made. Your details are fine and kept: nothing was booked yet. Press Confirm Booking to try again.',
  offlineTitle: 'You are offline',
  offline:
    'Your booking will be sent as soon as the connection is back. Keep this page open: your details are kept.',
  date: 'Date',
  time: 'Time',
  duration: 'Duration',
  zone: 'Time zone',
} as const;

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="gray.7" w={90} style={{ flexShrink: 0 }} component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Step 'booking': a summary of the chosen slot, then 'Enter Your Details' with
 * Full Name and Email Address, 'Back to Calendar' and 'Confirm Booking' ('Booking...' while
 * pending). The values live in the page, so going back and forth loses nothing typed.
 */
export function DetailsStep({
  headingRef,
  slot,
  duration,
  timeZone,
  clock,
  values,
  errors,
  failure,
  failureCount,
  offline,
  pending,
  onChange,
  onBack,
  onSubmit,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  slot: Slot;
  duration: number;
  timeZone: string;
  clock: ClockFormat;
  values: BookingFormValues;
  errors: BookingFormErrors;
  /** The last booking request failed (not the visitor's input): said beside the e-mail field. */
  failure: BookingFailure | null;
  /** Counts failed attempts: each one moves focus back to Confirm Booking. */
  failureCount: number;
  /** The request waits for the network (it is sent when the connection returns). */
  offline: boolean;
  pending: boolean;
  onChange: (field: keyof BookingFormValues, value: string) => void;
  onBack: () => void;
  /** Validates and books: gives the first invalid field, which then takes the focus. */
  onSubmit: () => keyof BookingFormValues | undefined;
}) {
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [invalid, setInvalid] = useState<{ field: keyof BookingFormValues } | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const first = onSubmit();
    if (first) setInvalid({ field: first });
  };
  // The first invalid field takes the focus once its error is drawn: a screen reader reads the
  // label, "invalid" and the error (aria-describedby) together.
  useEffect(() => {
    if (invalid) (invalid.field === 'name' ? nameRef : emailRef).current?.focus();
  }, [invalid]);
  // A failed request: focus back on the button that tries again (the alert is announced).
  useEffect(() => {
    if (failureCount > 0) confirmRef.current?.focus();
  }, [failureCount]);
  const now = Date.parse(slot.start);

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="booking-step-title"
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} fz={20} id="booking-step-title" ref={headingRef} tabIndex={-1}>
            {DETAILS_TEXT.heading}
          </Title>
          <Stack gap={6} component="dl" m={0} data-testid="booking-summary">
            <SummaryRow
              label={DETAILS_TEXT.date}
              value={formatLongDate(dateKeyIn(timeZone, slot.start))}
            />
            <SummaryRow
              label={DETAILS_TEXT.time}
              value={`${formatTime(slot.start, timeZone, clock)} - ${formatTime(slot.end, timeZone, clock)}`}
            />
            <SummaryRow label={DETAILS_TEXT.duration} value={durationLabel(duration)} />
            <SummaryRow label={DETAILS_TEXT.zone} value={zoneLabel(timeZone, now)} />
          </Stack>
        </Stack>
        <form
          onSubmit={submit}
          noValidate
          aria-labelledby="booking-details-title"
          style={ACCESSIBLE_ERRORS}
        >
          <Stack gap="md">
            <Title order={3} fz="lg" id="booking-details-title">
              {DETAILS_TEXT.form}
            </Title>
            <TextInput
              ref={nameRef}
              label={DETAILS_TEXT.name}
              autoComplete="name"
              value={values.name}
              onChange={(event) => onChange('name', event.currentTarget.value)}
              error={errors.name}
            />
            <TextInput
              ref={emailRef}
              label={DETAILS_TEXT.email}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => onChange('email', event.currentTarget.value)}
              error={errors.email}
              description={DETAILS_TEXT.emailNote}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            {failure && !pending ? (
              // The spec's words stay beside the e-mail field, but as the booking's failure, not
              // the field's: the field is not marked invalid, and the alert is announced.
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={BOOKING_FAILED_MESSAGE}
                data-testid="booking-failed"
                styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
              >
                <Text size="sm">
                  {failure === 'network' ? DETAILS_TEXT.failedNetwork : DETAILS_TEXT.failedServer}
                </Text>
              </Alert>
            ) : null}
            {pending && offline ? (
              <Alert
                color="blue"
                variant="light"
                role="status"
                title={DETAILS_TEXT.offlineTitle}
                styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
              >
                <Text size="sm">{DETAILS_TEXT.offline}</Text>
              </Alert>
            ) : null}
            <Group justify="space-between" gap="sm" mt="xs">
              <Button
                variant="default"
                leftSection={<ArrowLeftIcon />}
                onClick={onBack}
                disabled={pending}
              >
                {DETAILS_TEXT.back}
              </Button>
              <Button
                type="submit"
                ref={confirmRef}
                // Not `disabled`: the button keeps the focus while the booking is sent (a disabled
                // button drops it to the page), and the form ignores a second press.
                data-disabled={pending || undefined}
                aria-disabled={pending || undefined}
              >
                {pending ? DETAILS_TEXT.pending : DETAILS_TEXT.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
