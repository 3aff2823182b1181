import {
  Alert,
  Button,
  Center,
  Chip,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, messageOf } from '../../../api/errors';
import { notify } from '../../../components/notify';
import { rescheduleSlotsQueryOptions, useHostRescheduleBooking, type HostBooking } from '../api';
import { formatDay, formatMoment, zoneName } from '../format';
import { useRescheduleHold } from '../reschedule-hold';
import { BookingDialog, BookingSummary } from './booking-dialog';

/**
 * Move a booking as the host: the free times of its link (the slot engine visitors use), shown
 * in the host's zone, one day at a time.
 */
export function RescheduleDialog({
  booking,
  timeZone,
  onClose,
}: {
  booking: HostBooking | null;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <BookingDialog booking={booking} title="Reschedule booking" onClose={onClose}>
      {(shown) => <RescheduleForm booking={shown} timeZone={timeZone} onClose={onClose} />}
    </BookingDialog>
  );
}

function RescheduleForm({
  booking,
  timeZone,
  onClose,
}: {
  booking: HostBooking;
  timeZone: string;
  onClose: () => void;
}) {
  const slots = useQuery(rescheduleSlotsQueryOptions(booking, timeZone));
  const move = useHostRescheduleBooking();
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);

  const days = slots.data ? Object.keys(slots.data).sort() : [];
  const shownDay = day !== null && days.includes(day) ? day : (days[0] ?? null);
  const times = shownDay !== null ? (slots.data?.[shownDay] ?? []) : [];
  const chosen = times.find((slot) => slot.start === start) ?? null;
  // The picked time is held for the host while the dialog is open (by the pick, not by the list:
  // a time that leaves a refetched list stays held until another pick or the dialog's end).
  useRescheduleHold(booking.slug, booking.duration, start);

  return (
    <Stack gap="md">
      <BookingSummary booking={booking} timeZone={timeZone} when="now">
        Pick a new time; times are in your zone ({zoneName(booking.startTime, timeZone)}).
      </BookingSummary>
      {slots.isPending ? (
        <Center py="md" role="status">
          <Group gap="sm">
            <Loader size="sm" aria-hidden="true" />
            <Text c="gray.7">Loading free times...</Text>
          </Group>
        </Center>
      ) : slots.isError ? (
        <Alert color="red" role="alert" title="Free times could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{messageOf(slots.error, 'Please try again.')}</Text>
            <Button size="xs" variant="default" onClick={() => void slots.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : days.length === 0 ? (
        <Text c="gray.7">No free times left in this link&apos;s booking window.</Text>
      ) : (
        <>
          <NativeSelect
            label="Day"
            value={shownDay ?? ''}
            onChange={(event) => {
              setDay(event.currentTarget.value);
              setStart(null);
            }}
            data={days.map((key) => {
              const first = slots.data?.[key]?.[0];
              const count = slots.data?.[key]?.length ?? 0;
              return {
                value: key,
                label: `${first ? formatDay(first.start, timeZone) : key} (${count} ${count === 1 ? 'time' : 'times'})`,
              };
            })}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500} id={`times-${booking.id}`}>
              Time
            </Text>
            <Chip.Group multiple={false} value={start} onChange={setStart}>
              <Group gap="xs" role="radiogroup" aria-labelledby={`times-${booking.id}`}>
                {times.map((slot) => (
                  <Chip key={slot.start} value={slot.start} size="sm" variant="outline">
                    {slot.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        </>
      )}
      {move.isError ? (
        <Alert color="red" role="alert" title="The booking was not moved">
          {messageOf(move.error, 'Please try again.')}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Keep the time
        </Button>
        <Button
          color="violet"
          disabled={chosen === null}
          loading={move.isPending}
          onClick={() => {
            if (!chosen) return;
            move.mutate(
              { id: booking.id, slot: chosen },
              {
                onSuccess: (moved) => {
                  notify({
                    title: 'Booking moved',
                    message: `${moved.attendeeName} was sent the new time: ${formatMoment(moved.startTime, timeZone)}.`,
                  });
                  onClose();
                },
                onError: (error) => {
                  // Taken meanwhile: show the times as they are now.
                  if (error instanceof ApiError && error.status === 409) {
                    setStart(null);
                    void slots.refetch();
                  }
                },
              },
            );
          }}
        >
          Move booking
        </Button>
      </Group>
    </Stack>
  );
}
