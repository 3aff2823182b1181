/** The booking's own page's parts: its summary, the cancel form, and the closed changes' note. */
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, messageOf } from '../../../api/errors';
import { useCancelBooking, type ManagedBooking } from '../manage-api';
import { describeTime } from './booking-success-page';
import { useLang, usePageWords } from '../../../i18n/lang';
import { enManage } from '../../../i18n/messages/en-manage';
import { zoneLabel, type ClockFormat } from '../../../domain/time-text';
import { placeWords } from '../place-words';
import { hostNames } from '../host-names';
import { PlaceLine } from './place-line';

const REASON_MAX = 500;

// The light variant's green and orange titles are under 4.5:1 on their tint: the text stays dark.
export const DARK_TITLE = { title: { color: 'var(--mantine-color-gray-9)' } };

export function Summary({
  booking,
  timeZone,
  clock,
  cancelled = false,
}: {
  booking: ManagedBooking;
  timeZone: string;
  clock: ClockFormat;
  cancelled?: boolean;
}) {
  const { locale, messages } = useLang();
  const text = usePageWords('manage', enManage);
  const place = placeWords(booking.location, booking.hostName, messages, true);
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap={4}>
        <Text fw={700}>{booking.linkName}</Text>
        <Text size="sm">{text.with(hostNames(booking.hosts, booking.hostName, locale))}</Text>
        <Text
          size="sm"
          fw={600}
          td={cancelled ? 'line-through' : undefined}
          data-testid="booking-time"
        >
          {describeTime(booking.startTime, booking.endTime, timeZone, clock, locale)}
        </Text>
        <Text size="sm" c="gray.7">
          {zoneLabel(timeZone, Date.parse(booking.startTime))}
        </Text>
        {place ? <PlaceLine place={place} label={messages.place.label} /> : null}
        <Text size="sm" c="gray.7">
          {booking.attendeeName} · {booking.attendeeEmail}
        </Text>
        {booking.guests.length > 0 ? (
          <Stack gap={2} mt={6} component="section" aria-labelledby="booking-guests">
            <Text size="sm" fw={600} id="booking-guests">
              {text.guests}
            </Text>
            <Text size="sm" c="gray.7" component="ul" m={0} pl="md">
              {booking.guests.map((guest) => (
                <li key={guest}>{guest}</li>
              ))}
            </Text>
          </Stack>
        ) : null}
        {booking.answers.length > 0 ? (
          <Stack gap={2} mt={6} component="section" aria-labelledby="booking-answers">
            <Text size="sm" fw={600} id="booking-answers">
              {text.answers}
            </Text>
            <Stack gap={6} component="dl" m={0}>
              {booking.answers.map((answer) => (
                <div key={answer.questionId}>
                  <Text size="sm" c="gray.7" component="dt">
                    {answer.label}
                  </Text>
                  <Text
                    size="sm"
                    component="dd"
                    m={0}
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {typeof answer.value === 'boolean'
                      ? answer.value
                        ? text.ticked
                        : text.unticked
                      : answer.value}
                  </Text>
                </div>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function CancelForm({
  booking,
  token,
  onDone,
  onKeep,
  onClosed,
}: {
  booking: ManagedBooking;
  token: string;
  onDone: () => void;
  onKeep: () => void;
  /** The server said the change cutoff has passed: the page explains it instead. */
  onClosed: () => void;
}) {
  const cancel = useCancelBooking(booking.id, token);
  const MANAGE_TEXT = usePageWords('manage', enManage);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const tooLong = [...reason].length > REASON_MAX;
  const reasonRef = useRef<HTMLInputElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Focus follows each step: the reason field when the form opens, "Yes, cancel booking" when
  // asked to confirm, and back to "Cancel booking" after "No, keep it".
  const steps = useRef(0);
  useEffect(() => {
    if (steps.current++ === 0) reasonRef.current?.focus();
    else (confirming ? yesRef : cancelRef).current?.focus();
  }, [confirming]);
  // Enter in the reason field asks to confirm, as the "Cancel booking" button does.
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!tooLong && !confirming) setConfirming(true);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="cancel-heading">
      <Title order={2} fz={18} id="cancel-heading">
        {MANAGE_TEXT.cancelHeading}
      </Title>
      <form onSubmit={ask} noValidate aria-labelledby="cancel-heading">
        <Stack gap="sm">
          <TextInput
            ref={reasonRef}
            label={MANAGE_TEXT.reason}
            description={MANAGE_TEXT.reasonNote(booking.hostName)}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tooLong ? MANAGE_TEXT.reasonTooLong : undefined}
            disabled={cancel.isPending}
          />
          {cancel.isError ? (
            <Alert color="red" role="alert" title={MANAGE_TEXT.notCancelled}>
              {messageOf(cancel.error, MANAGE_TEXT.retryText)}
            </Alert>
          ) : null}
          {confirming ? (
            <Alert
              color="orange"
              variant="light"
              title={MANAGE_TEXT.confirmTitle}
              styles={DARK_TITLE}
            >
              <Stack gap="sm">
                <Text size="sm">{MANAGE_TEXT.confirmText(booking.hostName)}</Text>
                <Group gap="sm">
                  <Button
                    ref={yesRef}
                    // red.8: white on it is 5.7:1 (the default red.7 is 3.8:1).
                    color="red.8"
                    loading={cancel.isPending}
                    onClick={() =>
                      cancel.mutate(reason, {
                        onSuccess: onDone,
                        onError: (error) => {
                          if (isCutoff(error)) onClosed();
                        },
                      })
                    }
                  >
                    {MANAGE_TEXT.yes}
                  </Button>
                  <Button variant="default" onClick={() => setConfirming(false)}>
                    {MANAGE_TEXT.no}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group gap="sm">
              <Button ref={cancelRef} type="submit" color="red" variant="light" disabled={tooLong}>
                {MANAGE_TEXT.cancel}
              </Button>
              <Button variant="default" onClick={onKeep}>
                {MANAGE_TEXT.keep}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

export const isCutoff = (error: unknown) =>
  error instanceof ApiError && error.code === 'change_cutoff';

/**
 * Inside the link's change cutoff (docs/decisions.md#a-links-change-policy): no button that would fail, but what happened and
 * whom to write to. The host's e-mail opens a message about this booking.
 */
export function ChangesClosed({
  booking,
  deadline,
}: {
  booking: ManagedBooking;
  deadline: string;
}) {
  const MANAGE_TEXT = usePageWords('manage', enManage);
  const subject = encodeURIComponent(`${booking.linkName}: ${booking.attendeeName}`);
  return (
    <Alert color="gray" variant="light" title={MANAGE_TEXT.closedTitle} styles={DARK_TITLE}>
      <Stack gap={6}>
        {deadline ? (
          <Text size="sm">{MANAGE_TEXT.closedText(booking.hostName, deadline)}</Text>
        ) : null}
        <Text size="sm">
          {MANAGE_TEXT.closedContact(booking.hostName)}{' '}
          <Anchor href={`mailto:${booking.hostEmail}?subject=${subject}`} fw={600}>
            {booking.hostEmail}
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}
