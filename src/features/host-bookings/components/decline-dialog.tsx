import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../../api/errors';
import { notify } from '../../../components/notify';
import { useHostDeclineBooking, type HostBooking } from '../api';
import { BookingDialog, BookingSummary } from './booking-dialog';

const REASON_MAX = 500;

/** Decline a pending request (issue 43), with an optional reason the visitor receives. */
export function DeclineDialog({
  booking,
  timeZone,
  onClose,
}: {
  booking: HostBooking | null;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <BookingDialog booking={booking} title="Decline request" onClose={onClose}>
      {(shown) => <DeclineForm booking={shown} timeZone={timeZone} onClose={onClose} />}
    </BookingDialog>
  );
}

function DeclineForm({
  booking,
  timeZone,
  onClose,
}: {
  booking: HostBooking;
  timeZone: string;
  onClose: () => void;
}) {
  const decline = useHostDeclineBooking();
  const [reason, setReason] = useState('');
  const tooLong = [...reason].length > REASON_MAX;
  const multiline = /[\r\n]/.test(reason);
  const problem = tooLong
    ? `Please keep the reason under ${REASON_MAX} characters`
    : multiline
      ? 'Please write the reason on one line'
      : undefined;
  return (
    <Stack gap="md">
      <BookingSummary booking={booking} timeZone={timeZone}>
        {booking.attendeeName} will be told and the time will be offered to others.
      </BookingSummary>
      <Textarea
        label="Reason (optional)"
        description={`Sent to ${booking.attendeeName} with the answer.`}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={problem}
        disabled={decline.isPending}
        rows={2}
        data-autofocus
      />
      {decline.isError ? (
        <Alert color="red" role="alert" title="The request was not declined">
          {messageOf(decline.error, 'Please try again.')}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Keep request
        </Button>
        <Button
          color="red.8"
          loading={decline.isPending}
          disabled={problem !== undefined}
          onClick={() =>
            decline.mutate(
              { id: booking.id, reason },
              {
                onSuccess: () => {
                  notify({
                    title: 'Request declined',
                    message: `${booking.attendeeName} was told; the time is free again.`,
                    destructive: true,
                  });
                  onClose();
                },
              },
            )
          }
        >
          Decline request
        </Button>
      </Group>
    </Stack>
  );
}
