import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../api/errors';
import {
  managedBookingQueryOptions,
  useCancelBooking,
  useRescheduleBooking,
  type ManagedBooking,
} from '../manage-api';
import type { BookingSearch, ManagedBookingSearch } from '../booking-search';
import { zoneLabel, type ClockFormat } from '../calendar-dates';
import { initialClockFormat, initialTimeZone } from '../visitor-env';
import { BookingFrame, BookingLoading, BookingPage } from './booking-page';
import { describeTime } from './booking-success-page';

const REASON_MAX = 500;

// The light variant's green and orange titles are under 4.5:1 on their tint: the text stays dark.
const DARK_TITLE = { title: { color: 'var(--mantine-color-gray-9)' } };

/** Unknown id, wrong or missing token: the same page, saying nothing about any booking. */
export function BookingNotFound() {
  return (
    <BookingFrame>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack gap="xs" align="center">
          <Title order={1} fz={24}>
            Booking not found
          </Title>
          <Text>This link is not valid. Please use the link from your confirmation e-mail.</Text>
        </Stack>
      </Paper>
    </BookingFrame>
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
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap={4}>
        <Text fw={700}>{booking.linkName}</Text>
        <Text size="sm">with {booking.hostName}</Text>
        <Text
          size="sm"
          fw={600}
          td={cancelled ? 'line-through' : undefined}
          data-testid="booking-time"
        >
          {describeTime(booking.startTime, booking.endTime, timeZone, clock)}
        </Text>
        <Text size="sm" c="gray.7">
          {zoneLabel(timeZone, Date.parse(booking.startTime))}
        </Text>
        <Text size="sm" c="gray.7">
          {booking.attendeeName} · {booking.attendeeEmail}
        </Text>
      </Stack>
    </Paper>
  );
}

function CancelForm({
  booking,
  token,
  onDone,
  onKeep,
}: {
  booking: ManagedBooking;
  token: string;
  onDone: () => void;
  onKeep: () => void;
}) {
  const cancel = useCancelBooking(booking.id, token);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const tooLong = [...reason].length > REASON_MAX;
  return (
    <Stack gap="sm" component="section" aria-labelledby="cancel-heading">
      <Title order={2} fz={18} id="cancel-heading">
        Cancel this booking
      </Title>
      <TextInput
        label="Reason (optional)"
        description={`Shared with ${booking.hostName}.`}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={tooLong ? `Please keep the reason under ${REASON_MAX} characters` : undefined}
        disabled={cancel.isPending}
      />
      {cancel.isError ? (
        <Alert color="red" role="alert" title="The booking was not cancelled">
          {messageOf(cancel.error, 'Please try again.')}
        </Alert>
      ) : null}
      {confirming ? (
        <Alert color="orange" variant="light" title="Cancel this meeting?" styles={DARK_TITLE}>
          <Stack gap="sm">
            <Text size="sm">
              {booking.hostName} will be told and the time will be offered to others.
            </Text>
            <Group gap="sm">
              <Button
                color="red"
                loading={cancel.isPending}
                onClick={() => cancel.mutate(reason, { onSuccess: onDone })}
              >
                Yes, cancel booking
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                No, keep it
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group gap="sm">
          <Button
            color="red"
            variant="light"
            disabled={tooLong}
            onClick={() => setConfirming(true)}
          >
            Cancel booking
          </Button>
          <Button variant="default" onClick={onKeep}>
            Keep booking
          </Button>
        </Group>
      )}
    </Stack>
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
export function ManageBookingPage({ id, search, onSearchChange }: ManageBookingPageProps) {
  const token = search.token ?? '';
  const query = useQuery({ ...managedBookingQueryOptions(id, token), enabled: token !== '' });
  const move = useRescheduleBooking(id, token);
  const [timeZone, setTimeZone] = useState(initialTimeZone);
  const [clock, setClock] = useState<ClockFormat>(initialClockFormat);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<'rescheduled' | 'cancelled' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (notice) headingRef.current?.focus();
  }, [notice]);

  if (!token) return <BookingNotFound />;
  if (query.isPending) {
    return <BookingLoading text="Loading your booking..." />;
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <BookingNotFound />;
    return (
      <BookingFrame>
        <Alert color="red" role="alert" title="Your booking could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{messageOf(query.error, 'Please try again.')}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </BookingFrame>
    );
  }
  const booking = query.data;
  const [user = '', type = ''] = booking.slug.split('/');
  const bookAgain = `/book/${booking.slug}`;

  if (search.mode === 'reschedule' && booking.status === 'confirmed') {
    const { month, date, slot } = search;
    const pageSearch: BookingSearch = { month, date, slot, tz: timeZone };
    return (
      <BookingPage
        user={user}
        type={type}
        search={pageSearch}
        onSearchChange={(next, options) =>
          onSearchChange(
            { token, mode: 'reschedule', month: next.month, date: next.date, slot: next.slot },
            options,
          )
        }
        reschedule={{
          booking,
          move: (slot) => move.mutateAsync(slot),
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

  const cancelled = booking.status === 'cancelled';
  return (
    <BookingFrame>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={24} ref={headingRef} tabIndex={-1}>
            {cancelled ? 'This booking is cancelled' : 'Your booking'}
          </Title>
          {notice === 'rescheduled' && !cancelled ? (
            <Alert color="green" variant="light" title="Rescheduled" styles={DARK_TITLE}>
              Your meeting now takes place at the time below. {booking.hostName} has the new time
              and an updated invitation was sent to {booking.attendeeEmail}.
            </Alert>
          ) : null}
          {notice === 'cancelled' && cancelled ? (
            <Alert color="green" variant="light" title="Cancelled" styles={DARK_TITLE}>
              {booking.hostName} has been told, and a cancellation notice was sent to{' '}
              {booking.attendeeEmail}.
            </Alert>
          ) : null}
          {!cancelled && notice === null && booking.rescheduledBy === 'host' ? (
            <Alert color="violet" variant="light" title="Moved by the host" styles={DARK_TITLE}>
              {booking.hostName} moved this meeting to the time below.
            </Alert>
          ) : null}
          <Summary booking={booking} timeZone={timeZone} clock={clock} cancelled={cancelled} />
          {cancelled ? (
            <Stack gap="sm" align="flex-start">
              {booking.cancelledBy === 'host' ? (
                <Text size="sm" fw={600}>
                  This booking was cancelled by the host, {booking.hostName}.
                </Text>
              ) : null}
              {booking.cancelReason ? <Text size="sm">Reason: {booking.cancelReason}</Text> : null}
              <Text size="sm">Want to meet after all? Pick a new time.</Text>
              <Button component="a" href={bookAgain} color="violet">
                Book again
              </Button>
            </Stack>
          ) : cancelling ? (
            <CancelForm
              booking={booking}
              token={token}
              onKeep={() => setCancelling(false)}
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
                Reschedule
              </Button>
              <Button color="red" variant="light" onClick={() => setCancelling(true)}>
                Cancel booking
              </Button>
            </Group>
          )}
          {!cancelled ? (
            <Text size="sm" c="gray.7">
              Keep this page&apos;s address private: anyone with it can change this booking.{' '}
              <Anchor href={bookAgain} size="sm" underline="always">
                Book another meeting
              </Anchor>
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </BookingFrame>
  );
}
