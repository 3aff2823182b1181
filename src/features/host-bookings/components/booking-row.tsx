import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useId, useState } from 'react';
import type { HostBooking } from '../api';
import { detailsCount, formatDay, formatMoment, formatTimeRange, locationForHost } from '../format';
import { TeamBookingLines } from './team-booking';

/** Who did it, as the host reads it: themselves, or the visitor by name. */
function actor(by: 'host' | 'visitor' | null, booking: HostBooking): string {
  return by === 'host' ? 'you' : booking.attendeeName;
}

function StatusBadge({ booking, past }: { booking: HostBooking; past: boolean }) {
  if (booking.status === 'pending') {
    return (
      <Badge color="violet.9" variant="outline">
        Awaiting your confirmation
      </Badge>
    );
  }
  if (booking.status === 'declined' || booking.status === 'expired') {
    return (
      <Badge color="red.9" variant="outline">
        {booking.status === 'declined' ? 'Declined' : 'Expired'}
      </Badge>
    );
  }
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

/** Where the meeting takes place: "Video call: {its own address}", "In person: {address}", ... */
function BookingPlace({ booking }: { booking: HostBooking }) {
  if (!booking.location) return null;
  const place = locationForHost(booking.location, booking.attendeeName);
  return (
    <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
      {place.kind}:{' '}
      {place.href ? (
        <Anchor
          href={place.href}
          size="sm"
          c="violet.9"
          underline="always"
          {...(booking.location.kind === 'video' ? { target: '_blank', rel: 'noreferrer' } : {})}
        >
          {place.text}
        </Anchor>
      ) : (
        place.text
      )}
    </Text>
  );
}

/**
 * The visitor's zone, when their booking page told it: the meeting at their clock ("Visitor's
 * time: Thu, Nov 12, 4:00 – 5:00 AM GMT+9 (Asia/Tokyo)"), or that it is the host's own zone.
 */
function VisitorTime({ booking, timeZone }: { booking: HostBooking; timeZone: string }) {
  const zone = booking.visitorTimeZone;
  if (!zone) return null;
  return (
    <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
      {zone === timeZone
        ? `Visitor’s time zone: ${zone}, as yours`
        : `Visitor’s time: ${formatDay(booking.startTime, zone)}, ${formatTimeRange(
            booking.startTime,
            booking.endTime,
            zone,
          )} (${zone})`}
    </Text>
  );
}

/** The guests' e-mails and the visitor's answers, each under the question as it was asked. */
function BookingDetails({ booking, id }: { booking: HostBooking; id: string }) {
  return (
    <Stack
      id={id}
      gap="sm"
      mt="sm"
      p="sm"
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere' }}
    >
      {booking.guests.length > 0 ? (
        <Box>
          <Text size="sm" fw={700}>
            Guests
          </Text>
          <List size="sm" listStyleType="none" spacing={2}>
            {booking.guests.map((guest) => (
              <List.Item key={guest}>{guest}</List.Item>
            ))}
          </List>
        </Box>
      ) : null}
      {booking.answers.length > 0 ? (
        <Box>
          <Text size="sm" fw={700}>
            Answers
          </Text>
          <Stack component="dl" gap={6} m={0}>
            {booking.answers.map((answer) => (
              <Box key={answer.questionId}>
                <Text component="dt" size="sm" fw={600} c="gray.8">
                  {answer.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }}>
                  {typeof answer.value === 'boolean' ? (answer.value ? 'Yes' : 'No') : answer.value}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * One booking: when (in the host's zone), who, through which link, how long, where, its status;
 * a moved booking says from when and when it moved, a cancelled one who cancelled and why. Its
 * guests and the visitor's answers are counted in the row and shown in its details.
 */
export function BookingRow({
  booking,
  timeZone,
  past,
  highlighted = false,
  detailsOpen = false,
  onCancel,
  onReschedule,
  onAccept,
  onDecline,
  onReassign,
}: {
  booking: HostBooking;
  timeZone: string;
  past: boolean;
  highlighted?: boolean;
  /** The details are shown at first (the booking the planner opened). */
  detailsOpen?: boolean;
  onCancel?: (booking: HostBooking) => void;
  onReschedule?: (booking: HostBooking) => void;
  /** A pending request's answers. */
  onAccept?: (booking: HostBooking) => void | undefined;
  onDecline?: (booking: HostBooking) => void | undefined;
  /** An upcoming round-robin booking's: give it to another member. */
  onReassign?: ((booking: HostBooking) => void) | undefined;
}) {
  const pending = booking.status === 'pending';
  // Over: cancelled, or a request declined or expired.
  const cancelled = booking.status !== 'confirmed' && !pending;
  const actionable = !cancelled && !pending && !past && onCancel && onReschedule;
  const answerable = pending && onAccept && onDecline;
  const detailsId = useId();
  const [open, setOpen] = useState(detailsOpen);
  const counted = detailsCount(booking);
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
          <TeamBookingLines booking={booking} />
          <BookingPlace booking={booking} />
          <VisitorTime booking={booking} timeZone={timeZone} />
          {counted ? (
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="gray.7">
                {counted}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                color="violet.9"
                aria-expanded={open}
                aria-controls={open ? detailsId : undefined}
                onClick={() => setOpen(!open)}
              >
                {open ? 'Hide details' : 'Show details'}
                <VisuallyHidden> of the booking with {booking.attendeeName}</VisuallyHidden>
              </Button>
            </Group>
          ) : null}
          {booking.rescheduledAt && booking.rescheduledFrom ? (
            <Text size="sm" c="violet.9">
              Moved by {actor(booking.rescheduledBy, booking)} on{' '}
              {formatMoment(booking.rescheduledAt, timeZone)}, from{' '}
              {formatMoment(booking.rescheduledFrom.startTime, timeZone)}
            </Text>
          ) : null}
          {booking.status === 'declined' ? (
            <Text size="sm" c="red.9">
              Declined by you
              {booking.cancelledAt ? ` on ${formatMoment(booking.cancelledAt, timeZone)}` : ''}
              {booking.cancelReason ? `. Reason: ${booking.cancelReason}` : '. No reason given.'}
            </Text>
          ) : null}
          {booking.status === 'expired' ? (
            <Text size="sm" c="red.9">
              Not answered in time: expired
              {booking.cancelledAt ? ` on ${formatMoment(booking.cancelledAt, timeZone)}` : ''}
            </Text>
          ) : null}
          {booking.status === 'cancelled' ? (
            <Text size="sm" c="red.9">
              Cancelled by {actor(booking.cancelledBy, booking)}
              {booking.cancelledAt ? ` on ${formatMoment(booking.cancelledAt, timeZone)}` : ''}
              {booking.cancelReason ? `. Reason: ${booking.cancelReason}` : '. No reason given.'}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="xs" align="flex-end">
          <StatusBadge booking={booking} past={past} />
          {answerable ? (
            <Group gap="xs" wrap="wrap" justify="flex-end">
              <Button size="xs" color="teal.9" onClick={() => onAccept(booking)}>
                Accept<VisuallyHidden> the request of {booking.attendeeName}</VisuallyHidden>
              </Button>
              <Button size="xs" color="red.9" variant="outline" onClick={() => onDecline(booking)}>
                Decline<VisuallyHidden> the request of {booking.attendeeName}</VisuallyHidden>
              </Button>
            </Group>
          ) : null}
          {actionable ? (
            <Group gap="xs" wrap="wrap" justify="flex-end">
              {booking.team?.kind === 'round_robin' && onReassign ? (
                <Button size="xs" variant="default" onClick={() => onReassign(booking)}>
                  Reassign<VisuallyHidden> the booking with {booking.attendeeName}</VisuallyHidden>
                </Button>
              ) : null}
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
      {counted && open ? <BookingDetails booking={booking} id={detailsId} /> : null}
    </Paper>
  );
}
