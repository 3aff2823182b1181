import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { HostBooking } from '../api';
import { formatDay, formatMoment, formatTimeRange } from '../format';

/** Who did it, as the host reads it: themselves, or the visitor by name. */
function actor(by: 'host' | 'visitor' | null, booking: HostBooking): string {
  return by === 'host' ? 'you' : booking.attendeeName;
}

function StatusBadge({ booking, past }: { booking: HostBooking; past: boolean }) {
  if (booking.status === 'cancelled') {
    return (
      <Badge color="red.9" variant="outline">
        Cancelled
      </Badge>
    );
  }
  if (past) {
    return (
      <Badge color="gray.8" variant="outline">
        Completed
      </Badge>
    );
  }
  return (
    <Badge color="teal.9" variant="outline">
      Confirmed
    </Badge>
  );
}

/**
 * One booking: when (in the host's zone), who, through which link, how long, its status; a moved
 * booking says from when and when it moved, a cancelled one who cancelled and why.
 */
export function BookingRow({
  booking,
  timeZone,
  past,
  highlighted = false,
  onCancel,
  onReschedule,
}: {
  booking: HostBooking;
  timeZone: string;
  past: boolean;
  highlighted?: boolean;
  onCancel?: (booking: HostBooking) => void;
  onReschedule?: (booking: HostBooking) => void;
}) {
  const cancelled = booking.status === 'cancelled';
  const actionable = !cancelled && !past && onCancel && onReschedule;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-label={`${booking.attendeeName}, ${formatDay(booking.startTime, timeZone)}`}
      data-booking-id={booking.id}
      bd={highlighted ? '2px solid var(--mantine-color-violet-6)' : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} td={cancelled ? 'line-through' : undefined}>
              {formatDay(booking.startTime, timeZone)}
            </Text>
            <Text fw={600} c="gray.8" td={cancelled ? 'line-through' : undefined}>
              {formatTimeRange(booking.startTime, booking.endTime, timeZone)}
            </Text>
          </Group>
          <Text style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {booking.attendeeName}
            </Text>{' '}
            <Text span c="gray.7">
              {booking.attendeeEmail}
            </Text>
          </Text>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {booking.linkName} · /book/{booking.slug} · {booking.duration} min
          </Text>
          {booking.rescheduledAt && booking.rescheduledFrom ? (
            <Text size="sm" c="violet.9">
              Moved by {actor(booking.rescheduledBy, booking)} on{' '}
              {formatMoment(booking.rescheduledAt, timeZone)}, from{' '}
              {formatMoment(booking.rescheduledFrom.startTime, timeZone)}
            </Text>
          ) : null}
          {cancelled ? (
            <Text size="sm" c="red.9">
              Cancelled by {actor(booking.cancelledBy, booking)}
              {booking.cancelledAt ? ` on ${formatMoment(booking.cancelledAt, timeZone)}` : ''}
              {booking.cancelReason ? `. Reason: ${booking.cancelReason}` : '. No reason given.'}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="xs" align="flex-end">
          <StatusBadge booking={booking} past={past} />
          {actionable ? (
            <Group gap="xs" wrap="wrap" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => onReschedule(booking)}>
                Reschedule<VisuallyHidden> the booking with {booking.attendeeName}</VisuallyHidden>
              </Button>
              <Button size="xs" color="red.9" variant="outline" onClick={() => onCancel(booking)}>
                Cancel<VisuallyHidden> the booking with {booking.attendeeName}</VisuallyHidden>
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
