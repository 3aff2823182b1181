import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError, messageOf } from '../../../api/errors';
import {
  managedBookingQueryOptions,
  useCancelBooking,
  useRescheduleBooking,
  type ManagedBooking,
} from '../manage-api';
import type { BookingSearch, ManagedBookingSearch } from '../booking-search';
import { initialTimeZone, storedClockFormat, visitorEnv } from '../visitor-env';
import { BookingPage } from './booking-page';
import { BookingFrame, BookingLoading, NotFoundCard } from './booking-frame';
import { describeTime } from './booking-success-page';
import { useLang, usePageWords } from '../../../i18n/lang';
import { enManage } from '../../../i18n/messages/en-manage';
import { momentText, zoneLabel, type ClockFormat } from '../../../domain/time-text';
import { changesClosed } from '../../../domain/change-policy';
import { useNow } from '../../../components/use-now';
import { placeWords } from '../place-words';
import { PlaceLine } from './place-line';

const REASON_MAX = 500;

/** The page's words in English (the catalogue's; the page shows the visitor's language). */
export const MANAGE_TEXT = enManage;

// The light variant's green and orange titles are under 4.5:1 on their tint: the text stays dark.
const DARK_TITLE = { title: { color: 'var(--mantine-color-gray-9)' } };

/** Unknown id, wrong or missing token: the same page, saying nothing about any booking. */
export function BookingNotFound() {
  const MANAGE_TEXT = usePageWords('manage', enManage);
  return (
    <NotFoundCard
      title={MANAGE_TEXT.notFound}
      text={MANAGE_TEXT.notFoundText}
      documentTitle={MANAGE_TEXT.title(MANAGE_TEXT.notFound)}
    />
  );
}

function Summary({
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
        <Text size="sm">{text.with(booking.hostName)}</Text>
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

function CancelForm({
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

const isCutoff = (error: unknown) => error instanceof ApiError && error.code === 'change_cutoff';

/**
 * Inside the link's change cutoff (issue 43): no button that would fail, but what happened and
 * whom to write to. The host's e-mail opens a message about this booking.
 */
function ChangesClosed({ booking, deadline }: { booking: ManagedBooking; deadline: string }) {
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

export interface ManageBookingPageProps {
  id: string;
  search: ManagedBookingSearch;
  onSearchChange: (search: ManagedBookingSearch, options?: { replace?: boolean }) => void;
}

/**
 * /bookings/{id}?token=…: the booking's own page (issue 15). States: not found (wrong or missing
 * token, unknown id), loading, confirmed (reschedule, cancel with an optional reason and a
 * confirmation), cancelled (offers to book again), and reschedule mode (`mode=reschedule`): the
 * link's booking page with the visitor's name and e-mail kept.
 */
/** The page's heading for the booking's status (issue 43 adds a request's three). */
function headingOf(status: string | undefined, text: typeof enManage): string {
  if (status === 'cancelled') return text.cancelledHeading;
  if (status === 'declined') return text.declinedHeading;
  if (status === 'expired') return text.expiredHeading;
  if (status === 'pending') return text.pendingTitle;
  return text.yours;
}

export function ManageBookingPage({ id, search, onSearchChange }: ManageBookingPageProps) {
  const token = search.token ?? '';
  const query = useQuery({ ...managedBookingQueryOptions(id, token), enabled: token !== '' });
  const move = useRescheduleBooking(id, token);
  const [timeZone, setTimeZone] = useState(initialTimeZone);
  const { locale } = useLang();
  const MANAGE_TEXT = usePageWords('manage', enManage);
  const [chosenClock, setClock] = useState<ClockFormat | null>(storedClockFormat);
  const clock = chosenClock ?? visitorEnv.clockFormat(locale);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<'rescheduled' | 'cancelled' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  // After "Keep booking", focus returns to the button that opened the cancel form.
  const [kept, setKept] = useState(0);
  // Re-read every 30 s: a page left open past the change deadline closes its buttons.
  const nowMs = useNow(30_000);
  // The server's clock has the last word: a 409 `change_cutoff` closes the page's changes too.
  const [closedByServer, setClosedByServer] = useState(false);

  const rescheduling = search.mode === 'reschedule';
  const status = query.data?.status;
  useDocumentTitle(
    query.data && !rescheduling ? MANAGE_TEXT.title(headingOf(status, MANAGE_TEXT)) : null,
  );
  // Back on the booking's summary with news (rescheduled, cancelled): the heading takes the
  // focus once it is drawn (the address changes after the news, so both are waited for).
  useEffect(() => {
    if (notice && !rescheduling && status) headingRef.current?.focus();
  }, [notice, rescheduling, status]);
  useEffect(() => {
    if (kept > 0) cancelButtonRef.current?.focus();
  }, [kept]);

  if (!token) return <BookingNotFound />;
  if (query.isPending) {
    return <BookingLoading text={MANAGE_TEXT.loading} />;
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <BookingNotFound />;
    return (
      <BookingFrame>
        <Alert color="red" role="alert" title={MANAGE_TEXT.loadFailed}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{messageOf(query.error, MANAGE_TEXT.retryText)}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {MANAGE_TEXT.tryAgain}
            </Button>
          </Stack>
        </Alert>
      </BookingFrame>
    );
  }
  const booking = query.data;
  const [user = '', type = ''] = booking.slug.split('/');
  const bookAgain = `/book/${booking.slug}`;

  const deadline = booking.changeDeadline ?? null;
  const closed = closedByServer || changesClosed(deadline, nowMs);
  const deadlineText = deadline ? momentText(deadline, timeZone, locale) : '';

  if (search.mode === 'reschedule' && booking.status === 'confirmed' && !closed) {
    const { month, date, slot, duration } = search;
    const pageSearch: BookingSearch = { month, date, slot, duration, tz: timeZone };
    return (
      <BookingPage
        user={user}
        type={type}
        search={pageSearch}
        onSearchChange={(next, options) =>
          onSearchChange(
            {
              token,
              mode: 'reschedule',
              month: next.month,
              date: next.date,
              slot: next.slot,
              duration: next.duration,
            },
            options,
          )
        }
        reschedule={{
          booking,
          move: (slot) =>
            move.mutateAsync(slot).catch((error: unknown) => {
              if (isCutoff(error)) {
                setClosedByServer(true);
                onSearchChange({ token });
              }
              throw error;
            }),
          onRescheduled: (_moved, zone, format) => {
            setTimeZone(zone);
            setClock(format);
            setNotice('rescheduled');
            onSearchChange({ token });
          },
        }}
      />
    );
  }

  // Over: cancelled, or a request declined or expired (issue 43).
  const cancelled = booking.status !== 'confirmed' && booking.status !== 'pending';
  const pending = booking.status === 'pending';
  return (
    <BookingFrame>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={24} ref={headingRef} tabIndex={-1}>
            {headingOf(booking.status, MANAGE_TEXT)}
          </Title>
          {pending ? (
            <Alert
              color="yellow"
              variant="light"
              title={MANAGE_TEXT.pendingTitle}
              styles={DARK_TITLE}
            >
              {MANAGE_TEXT.pendingText(booking.hostName)}
            </Alert>
          ) : null}
          {notice === 'rescheduled' && !cancelled ? (
            <Alert
              color="green"
              variant="light"
              title={MANAGE_TEXT.rescheduledTitle}
              styles={DARK_TITLE}
            >
              {MANAGE_TEXT.rescheduledText(booking.hostName, booking.attendeeEmail)}
            </Alert>
          ) : null}
          {notice === 'cancelled' && cancelled ? (
            <Alert
              color="green"
              variant="light"
              title={MANAGE_TEXT.cancelledTitle}
              styles={DARK_TITLE}
            >
              {MANAGE_TEXT.cancelledText(booking.hostName, booking.attendeeEmail)}
            </Alert>
          ) : null}
          {!cancelled && notice === null && booking.rescheduledBy === 'host' ? (
            <Alert
              color="violet"
              variant="light"
              title={MANAGE_TEXT.movedTitle}
              styles={DARK_TITLE}
            >
              {MANAGE_TEXT.movedText(booking.hostName)}
            </Alert>
          ) : null}
          <Summary booking={booking} timeZone={timeZone} clock={clock} cancelled={cancelled} />
          {cancelled ? (
            <Stack gap="sm" align="flex-start">
              {booking.status === 'expired' ? (
                <Text size="sm">{MANAGE_TEXT.expiredText(booking.hostName)}</Text>
              ) : null}
              {booking.status === 'cancelled' && booking.cancelledBy === 'host' ? (
                <Text size="sm" fw={600}>
                  {MANAGE_TEXT.cancelledByHost(booking.hostName)}
                </Text>
              ) : null}
              {booking.cancelReason ? (
                <Text size="sm">{MANAGE_TEXT.reasonShown(booking.cancelReason)}</Text>
              ) : null}
              <Text size="sm">{MANAGE_TEXT.meetAgain}</Text>
              <Button component="a" href={bookAgain} color="violet">
                {MANAGE_TEXT.bookAgain}
              </Button>
            </Stack>
          ) : closed ? (
            <ChangesClosed booking={booking} deadline={deadlineText} />
          ) : cancelling ? (
            <CancelForm
              booking={booking}
              token={token}
              onClosed={() => {
                setCancelling(false);
                setClosedByServer(true);
              }}
              onKeep={() => {
                setCancelling(false);
                setKept((count) => count + 1);
              }}
              onDone={() => {
                setCancelling(false);
                setNotice('cancelled');
              }}
            />
          ) : (
            <Group gap="sm">
              {pending ? null : (
                <Button
                  color="violet"
                  onClick={() => {
                    setNotice(null);
                    onSearchChange({ token, mode: 'reschedule' });
                  }}
                >
                  {MANAGE_TEXT.reschedule}
                </Button>
              )}
              <Button
                ref={cancelButtonRef}
                color="red"
                variant="light"
                onClick={() => setCancelling(true)}
              >
                {pending ? MANAGE_TEXT.withdraw : MANAGE_TEXT.cancel}
              </Button>
            </Group>
          )}
          {!cancelled && !closed && deadline ? (
            <Text size="sm" c="gray.7">
              {MANAGE_TEXT.changesUntil(deadlineText)}
            </Text>
          ) : null}
          {!cancelled ? (
            <Text size="sm" c="gray.7">
              {MANAGE_TEXT.private}{' '}
              <Anchor href={bookAgain} size="sm" underline="always">
                {MANAGE_TEXT.bookAnother}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </BookingFrame>
  );
}
