import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../../api/errors';
import { notify } from '../../../components/notify';
import { useHostCancelBooking, useHostDeclineBooking, type HostBooking } from '../api';
import { BookingDialog, BookingSummary } from './booking-dialog';

const REASON_MAX = 500;

/** What the host ends: a booking (cancel) or a pending request (decline). */
type Ending = 'cancel' | 'decline';

const WORDS: Record<
  Ending,
  {
    title: string;
    /** After the visitor's name, as its own text (the screen's text nodes stay as they were). */
    told: string;
    sentWith: string;
    failed: string;
    keep: string;
    done: string;
    doneText: (name: string) => string;
  }
> = {
  cancel: {
    title: 'Cancel booking',
    told: ' will be sent a cancellation notice and the time will be offered to others.',
    sentWith: 'the notice',
    failed: 'The booking was not cancelled',
    keep: 'Keep booking',
    done: 'Booking cancelled',
    doneText: (name) => `${name} was sent a cancellation notice.`,
  },
  decline: {
    title: 'Decline request',
    told: ' will be told and the time will be offered to others.',
    sentWith: 'the answer',
    failed: 'The request was not declined',
    keep: 'Keep request',
    done: 'Request declined',
    doneText: (name) => `${name} was told; the time is free again.`,
  },
};

/** Cancel a booking as the host, with an optional reason the visitor receives. */
export function CancelDialog(props: EndingDialogProps) {
  return <EndingDialog {...props} ending="cancel" />;
}

/** Decline a pending request, with an optional reason the visitor receives. */
export function DeclineDialog(props: EndingDialogProps) {
  return <EndingDialog {...props} ending="decline" />;
}

interface EndingDialogProps {
  booking: HostBooking | null;
  timeZone: string;
  onClose: () => void;
}

function EndingDialog({ ending, ...props }: EndingDialogProps & { ending: Ending }) {
  return (
    <BookingDialog booking={props.booking} title={WORDS[ending].title} onClose={props.onClose}>
      {(shown) => <EndingForm {...props} booking={shown} ending={ending} />}
    </BookingDialog>
  );
}

function EndingForm({
  booking,
  timeZone,
  onClose,
  ending,
}: {
  booking: HostBooking;
  timeZone: string;
  onClose: () => void;
  ending: Ending;
}) {
  const words = WORDS[ending];
  const cancelling = useHostCancelBooking();
  const declining = useHostDeclineBooking();
  const cancel = ending === 'cancel' ? cancelling : declining;
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
        {booking.attendeeName}
        {words.told}
      </BookingSummary>
      <Textarea
        label="Reason (optional)"
        description={`Sent to ${booking.attendeeName} with ${words.sentWith}.`}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={problem}
        disabled={cancel.isPending}
        rows={2}
        data-autofocus
      />
      {cancel.isError ? (
        <Alert color="red" role="alert" title={words.failed}>
          {messageOf(cancel.error, 'Please try again.')}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {words.keep}
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
                    title: words.done,
                    message: words.doneText(booking.attendeeName),
                    destructive: true,
                  });
                  onClose();
                },
              },
            )
          }
        >
          {words.title}
        </Button>
      </Group>
    </Stack>
  );
}
