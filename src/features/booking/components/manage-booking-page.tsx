import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError, messageOf } from '../../../api/errors';
import { managedBookingQueryOptions, useRescheduleBooking } from '../manage-api';
import type { BookingSearch, ManagedBookingSearch } from '../booking-search';
import { initialTimeZone, storedClockFormat, visitorEnv } from '../visitor-env';
import { BookingPage } from './booking-page';
import { CurrentTime, MoveIntoCutoff } from './move-into-cutoff';
import { BookingFrame, BookingLoading, NotFoundCard } from './booking-frame';
import { useLang, usePageWords } from '../../../i18n/lang';
import { enManage } from '../../../i18n/messages/en-manage';
import { momentText, type ClockFormat } from '../../../domain/time-text';
import { changesClosed } from '../../../domain/change-policy';
import { useNow } from '../../../components/use-now';
import { CancelForm, ChangesClosed, DARK_TITLE, isCutoff, Summary } from './manage-booking-parts';

/** The page's words in English (the catalogue's; the page shows the visitor's language). */
export const MANAGE_TEXT = enManage;

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

export interface ManageBookingPageProps {
  id: string;
  search: ManagedBookingSearch;
  onSearchChange: (search: ManagedBookingSearch, options?: { replace?: boolean }) => void;
}

/** The page's heading for the booking's status (docs/decisions.md#approval-per-link for a request's). */
function headingOf(status: string | undefined, text: typeof enManage): string {
  if (status === 'cancelled') return text.cancelledHeading;
  if (status === 'declined') return text.declinedHeading;
  if (status === 'expired') return text.expiredHeading;
  if (status === 'pending') return text.pendingTitle;
  return text.yours;
}

/**
 * /bookings/{id}?token=…: the booking's own page. States: not found (wrong or missing token,
 * unknown id), loading, confirmed or pending (reschedule, cancel with an optional reason and a
 * confirmation), cancelled (offers to book again), and reschedule mode (`mode=reschedule`): the
 * link's booking page (`BookingPage`, its address bar this page's search) with the visitor's
 * details kept.
 */
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

  // A request still waiting for the host moves too: it stays a request, holding the new time.
  const live = booking.status === 'confirmed' || booking.status === 'pending';
  if (search.mode === 'reschedule' && live && !closed) {
    const { month, date, slot, duration } = search;
    const pageSearch: BookingSearch = { month, date, slot, duration, tz: timeZone };
    return (
      <BookingPage
        user={user}
        type={type}
        address={{
          useSearch: () => pageSearch,
          place: (next, options) =>
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
            ),
        }}
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
          moveNote: (link, slot, now) => <MoveIntoCutoff link={link} slot={slot} now={now} />,
          currentTime: (zone, format) => (
            <CurrentTime start={booking.startTime} timeZone={zone} clock={format} />
          ),
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

  // Over: cancelled, or a request declined or expired (docs/decisions.md#approval-per-link).
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
          {notice === 'rescheduled' && booking.status === 'confirmed' ? (
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
              <Button
                color="violet"
                onClick={() => {
                  setNotice(null);
                  onSearchChange({ token, mode: 'reschedule' });
                }}
              >
                {MANAGE_TEXT.reschedule}
              </Button>
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
