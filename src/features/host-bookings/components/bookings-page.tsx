import { Alert, Badge, Button, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, messageOf } from '../../../api/errors';
import { appNow } from '../../../components/app-clock';
import { PageHeader } from '../../../components/page-header';
import { SectionShell } from '../../../components/signed-in/section-card';
import { HOST_BOOKING_STATUSES, type HostBookingStatus } from '../../../domain/host-bookings';
import {
  HOST_BOOKINGS_PAGE_SIZE,
  hostBookingQueryOptions,
  hostBookingsQueryOptions,
  useHostAcceptBooking,
  type HostBooking,
} from '../api';
import { notify } from '../../../components/notify';
import { BookingRow } from './booking-row';
import { BookingsList } from './bookings-list';
import { CancelDialog, DeclineDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { ReassignDialog } from './reassign-dialog';

const TAB_LABELS: Readonly<Record<HostBookingStatus, string>> = {
  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
  pending: 'Awaiting confirmation',
};

const SEARCH_DELAY_MS = 300;

/** The booking the planner opened (`?booking=`): shown above the list, or "not found". */
function OpenedBooking({
  id,
  timeZone,
  onClose,
  onCancel,
  onReschedule,
  onAccept,
  onDecline,
  onReassign,
}: {
  id: string;
  timeZone: string;
  onClose: () => void;
  onCancel: (booking: HostBooking) => void;
  onReschedule: (booking: HostBooking) => void;
  onAccept: (booking: HostBooking) => void;
  onDecline: (booking: HostBooking) => void;
  onReassign: (booking: HostBooking) => void;
}) {
  const headingId = useId();
  const query = useQuery(hostBookingQueryOptions(id));
  const close = (
    <Button size="xs" variant="default" onClick={onClose}>
      Show all bookings
    </Button>
  );
  if (query.isPending) return null;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert
        color={missing ? 'gray' : 'red'}
        role="alert"
        title={missing ? 'Booking not found' : 'The booking could not be loaded'}
        mb="lg"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {missing
              ? 'None of your bookings has this address.'
              : messageOf(query.error, 'Please try again.')}
          </Text>
          {close}
        </Stack>
      </Alert>
    );
  }
  const booking = query.data;
  return (
    <SectionShell headingId={headingId}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          Booking with {booking.attendeeName}
        </Title>
        {close}
      </Group>
      <Stack component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        <BookingRow
          booking={booking}
          timeZone={timeZone}
          past={booking.status === 'confirmed' && Date.parse(booking.endTime) <= appNow()}
          highlighted
          detailsOpen
          onCancel={onCancel}
          onReschedule={onReschedule}
          onAccept={onAccept}
          onDecline={onDecline}
          onReassign={onReassign}
        />
      </Stack>
    </SectionShell>
  );
}

/**
 * /bookings: the host's bookings, by tab (Upcoming, Past, Cancelled, each with its count), with a
 * search by name or e-mail and pages through the contract's cursor; cancel and reschedule dialogs.
 * The tab and the booking the planner opened live in the address; the route passes them in.
 */
export function BookingsPage({
  status,
  onStatusChange,
  openedId,
  onCloseOpened,
}: {
  status: HostBookingStatus;
  onStatusChange: (status: HostBookingStatus) => void;
  openedId?: string | undefined;
  onCloseOpened: () => void;
}) {
  const headingId = useId();
  const [searchText, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  // The cursors of the pages before the one shown (page 1 has none); reset with the tab or search.
  const [cursors, setCursors] = useState<{ key: string; stack: (string | null)[] }>({
    key: '',
    stack: [null],
  });
  const listKey = `${status}\u0000${debounced}`;
  const stack = cursors.key === listKey ? cursors.stack : [null];
  const cursor = stack.at(-1) ?? null;
  const query = useQuery(hostBookingsQueryOptions(status, debounced, cursor));
  const [cancelling, setCancelling] = useState<HostBooking | null>(null);
  const [moving, setMoving] = useState<HostBooking | null>(null);
  const [declining, setDeclining] = useState<HostBooking | null>(null);
  const [reassigning, setReassigning] = useState<HostBooking | null>(null);
  const acceptMutation = useHostAcceptBooking();
  const accept = (booking: HostBooking) =>
    acceptMutation.mutate(
      { id: booking.id },
      {
        onSuccess: () =>
          notify({
            title: 'Request accepted',
            message: `${booking.attendeeName} was sent the invitation.`,
          }),
        onError: (error) =>
          notify({
            title: 'The request was not accepted',
            message: messageOf(error, 'Please try again.'),
            destructive: true,
          }),
      },
    );
  const timeZone = query.data?.timeZone ?? 'UTC';
  // Placeholder data of another tab must not show its counts under this one's name.
  const counts = query.data?.counts;
  // The requests' tab first, and only while there are any (or it is the one shown).
  const tabs: readonly HostBookingStatus[] =
    (counts?.pending ?? 0) > 0 || status === 'pending'
      ? ['pending', ...HOST_BOOKING_STATUSES.filter((s) => s !== 'pending')]
      : HOST_BOOKING_STATUSES.filter((s) => s !== 'pending');

  const onPage = (direction: 1 | -1) => {
    // The new page starts at the list's top.
    document.getElementById(headingId)?.scrollIntoView({ block: 'start' });
    if (direction === 1 && query.data?.nextCursor) {
      setCursors({ key: listKey, stack: [...stack, query.data.nextCursor] });
    } else if (direction === -1 && stack.length > 1) {
      setCursors({ key: listKey, stack: stack.slice(0, -1) });
    }
  };

  return (
    <>
      <PageHeader
        title="Bookings"
        subtitle={
          query.data
            ? `Everyone who booked you through your links. Times are in ${timeZone}.`
            : 'Everyone who booked you through your links.'
        }
      />
      {openedId && query.data ? (
        <OpenedBooking
          id={openedId}
          timeZone={timeZone}
          onClose={onCloseOpened}
          onCancel={setCancelling}
          onReschedule={setMoving}
          onAccept={accept}
          onDecline={setDeclining}
          onReassign={setReassigning}
        />
      ) : null}
      {counts && counts.pending > 0 && status !== 'pending' ? (
        <Alert
          color="yellow"
          variant="light"
          mb="lg"
          title="Requests awaiting your confirmation"
          // The title in dark text: yellow on its light background is too faint to read.
          styles={{ title: { color: 'var(--mantine-color-black)' } }}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">
              {counts.pending === 1
                ? '1 booking request waits for you to accept or decline it.'
                : `${counts.pending.toLocaleString('en-US')} booking requests wait for you to accept or decline them.`}
            </Text>
            <Button size="xs" variant="default" onClick={() => onStatusChange('pending')}>
              Review requests
            </Button>
          </Group>
        </Alert>
      ) : null}
      <SectionShell headingId={headingId}>
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
          <Title order={2} fz="lg" id={headingId}>
            All bookings
          </Title>
          <TextInput
            label="Search"
            placeholder="Name or e-mail"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
            maxLength={100}
          />
        </Group>
        <Tabs
          value={status}
          onChange={(value) => {
            const next = HOST_BOOKING_STATUSES.find((s) => s === value);
            if (next) onStatusChange(next);
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label="Bookings by status" mb="md">
            {tabs.map((s) => (
              <Tabs.Tab
                key={s}
                value={s}
                rightSection={
                  counts ? (
                    <Badge size="sm" variant="light" color="gray" c="gray.9" circle={false}>
                      {counts[s].toLocaleString('en-US')}
                    </Badge>
                  ) : null
                }
              >
                {TAB_LABELS[s]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((s) => (
            <Tabs.Panel key={s} value={s}>
              {s === status ? (
                <BookingsList
                  status={status}
                  search={debounced}
                  query={query}
                  pageIndex={stack.length - 1}
                  pageSize={HOST_BOOKINGS_PAGE_SIZE}
                  onPage={onPage}
                  onCancel={setCancelling}
                  onReschedule={setMoving}
                  onAccept={accept}
                  onDecline={setDeclining}
                  onReassign={setReassigning}
                />
              ) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </SectionShell>
      <CancelDialog booking={cancelling} timeZone={timeZone} onClose={() => setCancelling(null)} />
      <RescheduleDialog booking={moving} timeZone={timeZone} onClose={() => setMoving(null)} />
      <DeclineDialog booking={declining} timeZone={timeZone} onClose={() => setDeclining(null)} />
      <ReassignDialog
        booking={reassigning}
        timeZone={timeZone}
        onClose={() => setReassigning(null)}
      />
    </>
  );
}
