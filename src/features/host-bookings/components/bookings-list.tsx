import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { messageOf } from '../../../api/errors';
import { appNow } from '../../../components/app-clock';
import type { HostBookingStatus } from '../../../domain/host-bookings';
import type { HostBooking, HostBookingPage } from '../api';
import { BookingRow } from './booking-row';

const numberFormat = new Intl.NumberFormat('en-US');

const EMPTY: Readonly<Record<HostBookingStatus, string>> = {
  upcoming: 'No upcoming bookings',
  past: 'No past bookings',
  cancelled: 'No cancelled bookings',
  pending: 'No requests awaiting your confirmation',
};

/**
 * One tab's page of bookings, with its loading, error and empty states and the pager. Pages come
 * from the contract's cursor: `pageIndex` is where the host is, `onPage` moves by one.
 */
export function BookingsList({
  status,
  search,
  query,
  pageIndex,
  pageSize,
  onPage,
  onCancel,
  onReschedule,
  onAccept,
  onDecline,
  onReassign,
}: {
  status: HostBookingStatus;
  search: string;
  query: UseQueryResult<HostBookingPage>;
  pageIndex: number;
  pageSize: number;
  onPage: (direction: 1 | -1) => void;
  onCancel: (booking: HostBooking) => void;
  onReschedule: (booking: HostBooking) => void;
  /** A pending request's answers. */
  onAccept?: (booking: HostBooking) => void;
  onDecline?: (booking: HostBooking) => void;
  onReassign?: (booking: HostBooking) => void;
}) {
  const { data, error, isPending, isPlaceholderData, refetch } = query;
  if (isPending) {
    return (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text c="gray.7">Loading bookings...</Text>
        </Group>
      </Center>
    );
  }
  if (error && !data) {
    return (
      <Alert color="red" role="alert" title="Your bookings could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageOf(error, 'Please try again.')}</Text>
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (data.total === 0) {
    return (
      <Stack gap={4} align="center" py="xl">
        <Text fw={600}>{search ? `No bookings match “${search}”` : EMPTY[status]}</Text>
        <Text size="sm" c="gray.7" ta="center">
          {search
            ? 'Try another name or e-mail address.'
            : 'Bookings made through your scheduling links appear here.'}
        </Text>
      </Stack>
    );
  }
  const first = pageIndex * pageSize;
  const now = appNow();
  return (
    <Stack gap="md" aria-busy={isPlaceholderData}>
      {error ? (
        <Text c="red.8" role="alert">
          The list could not be refreshed: {messageOf(error, 'please try again.')}
        </Text>
      ) : null}
      <Stack
        component="ul"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Bookings"
      >
        {data.items.map((booking) => (
          <BookingRow
            key={booking.id}
            booking={booking}
            timeZone={data.timeZone}
            past={status === 'past' || Date.parse(booking.endTime) <= now}
            onCancel={onCancel}
            onReschedule={onReschedule}
            onAccept={onAccept}
            onDecline={onDecline}
            onReassign={onReassign}
          />
        ))}
      </Stack>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="gray.7" aria-live="polite">
          Showing {numberFormat.format(first + 1)}–{numberFormat.format(first + data.items.length)}{' '}
          of {numberFormat.format(data.total)}
        </Text>
        {pageIndex > 0 || data.nextCursor ? (
          <Group gap="xs" component="nav" aria-label="Booking pages">
            <Button
              size="xs"
              variant="default"
              disabled={pageIndex === 0}
              onClick={() => onPage(-1)}
            >
              Previous page
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!data.nextCursor || isPlaceholderData}
              onClick={() => onPage(1)}
            >
              Next page
            </Button>
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
