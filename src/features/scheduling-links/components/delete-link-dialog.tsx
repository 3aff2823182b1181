import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError, messageOf, versionConflictOf } from '../../../api/errors';
import { notify } from '../../../components/notify';
import { bookingPath } from '../../../domain/links';
import { useDeleteLink, type SchedulingLink } from '../api';

/** What the dialog says after a refusal. */
type Refusal =
  /** 409 `link_has_bookings`: the server's words (they say how many), or none. */
  | { kind: 'bookings'; message: string | null }
  /** 412: the link changed meanwhile; the list now holds the newer one. */
  | { kind: 'changed' };

/**
 * Asks before a link is deleted. A link with upcoming bookings is refused (409
 * `link_has_bookings`): the same dialog then says so and offers to cancel them and delete it in
 * one step (`cancelBookings=true`), the visitors being told.
 */
export function DeleteLinkDialog({
  link,
  onClose,
}: {
  link: SchedulingLink | null;
  onClose: () => void;
}) {
  const remove = useDeleteLink();
  const saving = remove.isPending;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [shown, setShown] = useState<SchedulingLink | null>(link);
  // The last link asked about stays on screen while the dialog closes.
  if (link !== null && link !== shown) setShown(link);
  const path = shown ? bookingPath(shown.slug) : '';
  const withBookings = refusal?.kind === 'bookings';

  const close = () => {
    if (saving) return;
    setRefusal(null);
    onClose();
  };

  const run = async (cancelBookings: boolean) => {
    if (link === null || saving) return;
    try {
      await remove.mutateAsync({ link, cancelBookings });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'link_has_bookings') {
        setRefusal({ kind: 'bookings', message: error.serverMessage ?? null });
        return;
      }
      if (versionConflictOf(error)) {
        setRefusal({ kind: 'changed' });
        return;
      }
      notify({
        title: 'Error',
        message: messageOf(error, 'Failed to delete scheduling link'),
        destructive: true,
      });
      return;
    }
    notify({
      title: 'Link deleted',
      message: cancelBookings
        ? `${link.name} was deleted and its upcoming bookings cancelled. The visitors were told.`
        : `${link.name} was deleted.`,
    });
    setRefusal(null);
    onClose();
  };

  return (
    <Modal.Root opened={link !== null} onClose={close} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {withBookings ? 'Cancel bookings and delete?' : 'Delete this link?'}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close dialog" />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text style={{ overflowWrap: 'anywhere' }}>
              <strong>{shown?.name}</strong> will be deleted. Anyone who opens{' '}
              <strong>{path}</strong> will see &quot;Booking Link Not Found&quot;. Past bookings
              stay in your Bookings.
            </Text>
            {refusal?.kind === 'bookings' ? (
              <Alert
                color="orange"
                variant="light"
                title="Upcoming bookings"
                role="alert"
                // Mantine's orange title on its light orange is 3.6:1 (WCAG AA needs 4.5): black.
                styles={{ title: { color: 'var(--mantine-color-black)' } }}
              >
                <Stack gap={6}>
                  <Text size="sm">{refusal.message ?? 'This link has upcoming bookings.'}</Text>
                  <Text size="sm">
                    You can cancel them and delete the link in one step. Each visitor, and their
                    guests, will be told by e-mail that the meeting is cancelled.
                  </Text>
                </Stack>
              </Alert>
            ) : null}
            {refusal?.kind === 'changed' ? (
              <Alert color="red" variant="light" role="alert">
                <Text size="sm">
                  This link was changed elsewhere meanwhile. Check it, then delete it again if you
                  still want to.
                </Text>
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              {/* Held off with aria-disabled, not disabled: a disabled button drops the focus to
                  the page while the deletion is under way. */}
              <Button
                variant="default"
                onClick={close}
                aria-disabled={saving}
                data-disabled={saving || undefined}
                data-autofocus
              >
                {withBookings ? 'Keep link' : 'Cancel'}
              </Button>
              <Button
                color="red.9"
                onClick={() => void run(withBookings)}
                aria-disabled={saving}
                data-disabled={saving || undefined}
              >
                {saving
                  ? 'Deleting...'
                  : withBookings
                    ? 'Cancel bookings and delete'
                    : 'Delete link'}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
