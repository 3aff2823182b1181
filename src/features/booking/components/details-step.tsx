import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  useEffect,
  useRef,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { Slot } from '../../../domain/slots';
import {
  type BookingFailure,
  type BookingFormErrors,
  type BookingFormValues,
} from '../booking-form';
import { dateKeyIn, formatLongDate } from '../calendar-dates';
import { ArrowLeftIcon } from '../../../components/icons';
import { durationText, useLang } from '../../../i18n/lang';
import { enCore, type CoreMessages } from '../../../i18n/messages/en';
import { formatTime, zoneLabel, type ClockFormat } from '../../../domain/time-text';
import type { AnswerValue, FieldIssue } from '../../../domain/booking-details';
import type { PublicLink } from '../api';
import type { DetailsExtra } from '../details-extra';
import type { FocusRequest } from '../use-booking-submit';
import { placeWords } from '../place-words';
import { MeetingFields } from './meeting-fields';

/**
 * Mantine's error red (red.6, 3.3:1 on white) fails WCAG AA for the error texts and the invalid
 * field's text: red.9 (5.4:1) inside this form.
 */
const ACCESSIBLE_ERRORS = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as CSSProperties;

/** The step's words in English (the catalogue's; the step shows the page's language). */
export const DETAILS_TEXT = enCore.details;

/** A field's error as the form's validation words it (English), in the page's language. */
function fieldError(error: string | undefined, text: CoreMessages['details']): string | undefined {
  const known: [string, string][] = [
    [enCore.details.nameRequired, text.nameRequired],
    [enCore.details.emailRequired, text.emailRequired],
    [enCore.details.emailInvalid, text.emailInvalid],
  ];
  return known.find(([english]) => english === error)?.[1] ?? error;
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text
        size="sm"
        c="gray.7"
        w={90}
        style={{ flexShrink: 0, overflowWrap: 'break-word', hyphens: 'auto' }}
        component="dt"
      >
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
  link,
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
  extra,
  issues,
  focus,
  onAnswer,
  onPhone,
  onPlace,
  onGuest,
  onAddGuest,
  onRemoveGuest,
  hold = null,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  slot: Slot;
  /** The link: its place, questions and guests (docs/decisions.md#meeting-types). */
  link: PublicLink;
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
  /** Validates and books; the first invalid field is then named by `focus`. */
  onSubmit: () => void;
  extra: DetailsExtra;
  issues: Record<string, FieldIssue>;
  /** The field to focus after a failed check (the form's or the server's). */
  focus: FocusRequest | null;
  onAnswer: (id: string, value: AnswerValue) => void;
  onPhone: (phone: string) => void;
  onPlace?: (place: number) => void;
  onGuest: (row: number, email: string) => void;
  onAddGuest: () => void;
  onRemoveGuest: (row: number) => void;
  /** The held time (docs/decisions.md#a-held-time): how long it is held, its extension, its end. */
  hold?: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    onSubmit();
  };
  // The first invalid field takes the focus once its error is drawn: a screen reader reads the
  // label, "invalid" and the error (aria-describedby) together.
  useEffect(() => {
    if (!focus) return;
    const marked = formRef.current?.querySelector<HTMLElement>(`[data-field="${focus.field}"]`);
    const target = marked?.matches('input, textarea')
      ? marked
      : (marked?.querySelector<HTMLElement>('input:checked, input') ?? null);
    target?.focus();
  }, [focus]);
  // A failed request: focus back on the button that tries again (the alert is announced).
  useEffect(() => {
    if (failureCount > 0) confirmRef.current?.focus();
  }, [failureCount]);
  const now = Date.parse(slot.start);
  const { messages, locale } = useLang();
  const DETAILS_TEXT = messages.details;
  const place = placeWords(link.location, link.host.name, messages, false);

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
              value={`${formatTime(slot.start, timeZone, clock, locale)} - ${formatTime(slot.end, timeZone, clock, locale)}`}
            />
            <SummaryRow
              label={DETAILS_TEXT.duration}
              value={durationText(duration, messages, locale)}
            />
            <SummaryRow label={DETAILS_TEXT.zone} value={zoneLabel(timeZone, now)} />
            {place ? <SummaryRow label={messages.place.label} value={place.text} /> : null}
          </Stack>
        </Stack>
        {hold}
        <form
          ref={formRef}
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
              data-field="name"
              label={DETAILS_TEXT.name}
              autoComplete="name"
              value={values.name}
              onChange={(event) => onChange('name', event.currentTarget.value)}
              error={fieldError(errors.name, DETAILS_TEXT)}
            />
            <TextInput
              data-field="email"
              label={DETAILS_TEXT.email}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => onChange('email', event.currentTarget.value)}
              error={fieldError(errors.email, DETAILS_TEXT)}
              description={DETAILS_TEXT.emailNote}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <MeetingFields
              link={link}
              extra={extra}
              issues={issues}
              text={DETAILS_TEXT}
              locale={locale}
              onAnswer={onAnswer}
              onPhone={onPhone}
              {...(onPlace ? { onPlace } : {})}
              onGuest={onGuest}
              onAddGuest={onAddGuest}
              onRemoveGuest={onRemoveGuest}
            />
            {failure && !pending ? (
              // The spec's words stay beside the e-mail field, but as the booking's failure, not
              // the field's: the field is not marked invalid, and the alert is announced.
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={DETAILS_TEXT.failed}
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
            {link.requiresApproval ? (
              // Said before the visitor confirms: the host decides, and until then it is a request.
              <Text size="sm" c="gray.8" data-testid="approval-note">
                {DETAILS_TEXT.approvalNote(link.host.name)}
              </Text>
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
