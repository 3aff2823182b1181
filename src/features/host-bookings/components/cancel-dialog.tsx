import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../../api/errors';
import { notify } from '../../../components/notify';
import { useHostCancelBooking, type HostBooking } from '../api';
import { BookingDialog, BookingSummary } from './booking-dialog';

const REASON_MAX = 500;

/** Cancel a booking as the host, with an optional reason the visitor receives. */
export function CancelDialog({
  booking,
  timeZone,
  onClose,
}: {
  booking: HostBooking | null;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <BookingDialog booking={booking} title="Cancel booking" onClose={onClose}>
      {(shown) => <CancelForm booking={shown} timeZone={timeZone} onClose={onClose} />}
    </BookingDialog>
  );
}

function CancelForm({
  booking,
  timeZone,
  onClose,
}: {
  booking: HostBooking;
  timeZone: string;
  onClose: () => void;
}) {
  const cancel = useHostCancelBooking();
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
        {booking.attendeeName} will be sent a cancellation notice and the time will be offered to
        others.
      </BookingSummary>
      <Textarea
        label="Reason (optional)"
        description={`Sent to ${booking.attendeeName} with the notice.`}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={problem}
        disabled={cancel.isPending}
        rows={2}
        data-autofocus
      />
      {cancel.isError ? (
        <Alert color="red" role="alert" title="The booking was not cancelled">
          {messageOf(cancel.error, 'Please try again.')}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Keep booking
        </Button>
        <Button
          color="red.8"
          loading={cancel.isPending}
          disabled={problem !== undefined}
          onClick={() =>
            cancel.mutate(
              { id: booking.id, reason },
              {
                onSuccess: () => {
                  notify({
                    title: 'Booking cancelled',
                    message: `${booking.attendeeName} was sent a cancellation notice.`,
                    destructive: true,
                  });
                  onClose();
                },
              },
            )
          }
        >
          Cancel booking
        </Button>
      </Group>
    </Stack>
  );
}
