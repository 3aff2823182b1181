/**
 * Gives an upcoming round-robin booking to another host of its link. The server checks that
 * member is free then, by their own rules: a 409 says so in the dialog and changes nothing.
 */
import { Alert, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, messageOf } from '../../../api/errors';
import { notify } from '../../../components/notify';
import type { HostBooking } from '../api';
import { reassignCandidates, teamsQueryOptions, useReassignBooking } from '../team-api';
import { BookingDialog, BookingSummary } from './booking-dialog';

export function ReassignDialog({
  booking,
  timeZone,
  onClose,
}: {
  booking: HostBooking | null;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <BookingDialog booking={booking} title="Reassign booking" onClose={onClose}>
      {(shown) => <ReassignForm booking={shown} timeZone={timeZone} onClose={onClose} />}
    </BookingDialog>
  );
}

function ReassignForm({
  booking,
  timeZone,
  onClose,
}: {
  booking: HostBooking;
  timeZone: string;
  onClose: () => void;
}) {
  const teams = useQuery(teamsQueryOptions());
  const reassign = useReassignBooking();
  const [hostId, setHostId] = useState<string | null>(null);
  const candidates = teams.data ? reassignCandidates(booking, teams.data) : [];
  const current = booking.hosts?.[0]?.name;
  const chosen = candidates.find((member) => member.id === hostId);
  const submit = () => {
    if (!chosen) return;
    reassign.mutate(
      { id: booking.id, hostId: chosen.id },
      {
        onSuccess: () => {
          notify({
            title: 'Booking reassigned',
            message: `${chosen.name} now hosts the meeting; ${booking.attendeeName} was told.`,
          });
          onClose();
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <BookingSummary booking={booking} timeZone={timeZone}>
        {current ? `Now with ${current}. ` : ''}
        The member you choose must be free then; {booking.attendeeName} will be told.
      </BookingSummary>
      {teams.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">Loading the team...</Text>
        </Group>
      ) : teams.isError ? (
        <Alert color="red" role="alert" title="The team could not be loaded">
          {messageOf(teams.error, 'Please try again.')}
        </Alert>
      ) : candidates.length === 0 ? (
        <Text size="sm">No other member hosts this link.</Text>
      ) : (
        <Radio.Group
          label="Reassign to"
          value={hostId}
          onChange={(value) => {
            setHostId(value);
            reassign.reset();
          }}
        >
          <Stack gap="xs" mt={6}>
            {candidates.map((member) => (
              <Radio key={member.id} value={member.id} label={member.name} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {reassign.isError ? (
        <Alert color="red" role="alert" title="The booking was not reassigned">
          {/* The mock's 409 says only that the time is taken: name who is busy. */}
          {reassign.error instanceof ApiError && reassign.error.code === 'slot_taken' && chosen
            ? `${chosen.name} is not free at that time. Nothing changed: choose another member.`
            : messageOf(reassign.error, 'Please try again.')}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Keep host
        </Button>
        {/* Held off with aria-disabled while it is sent, not disabled: a disabled button drops
            the focus to the page, and a refusal would leave it there. */}
        <Button
          disabled={!chosen}
          aria-disabled={reassign.isPending}
          data-disabled={reassign.isPending || undefined}
          onClick={() => {
            if (!reassign.isPending) submit();
          }}
        >
          {reassign.isPending ? 'Reassigning...' : 'Reassign'}
        </Button>
      </Group>
    </Stack>
  );
}
