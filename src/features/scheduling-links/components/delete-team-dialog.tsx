import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { ApiError, messageOf, versionConflictOf } from '../../../api/errors';
import { focusPageHeadingIfLost } from '../../../components/focus-page-heading';
import { notify } from '../../../components/notify';
import { useDeleteTeam, type Team } from '../teams-api';

/** What the dialog says after a refusal or a failure. */
type Refusal =
  /** 409 `team_has_links`: links were made meanwhile; the server's words say how many. */
  | { kind: 'links'; message: string | null }
  /** 412: the team changed meanwhile; the list now holds the newer one. */
  | { kind: 'changed' }
  /** Anything else (the server down, the network): nothing changed, it can be tried again. */
  | { kind: 'failed'; message: string };

const linksText = (n: number) => `${n} link${n === 1 ? '' : 's'}`;
/** The server's words as a sentence: with a full stop, unless they end with one. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Asks before a team is deleted (`deleteTeam`). A team with links is not deleted: the dialog
 * says how many are left and offers nothing but closing (delete them first, each with its own
 * choice about its bookings). A refusal from the server is shown in the dialog and changes
 * nothing. On success a toast tells so, the team's section goes, and the page's heading takes the
 * focus (the section's button, which opened the dialog, is gone).
 */
export function DeleteTeamDialog({ team, onClose }: { team: Team | null; onClose: () => void }) {
  const remove = useDeleteTeam();
  const saving = remove.isPending;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [shown, setShown] = useState<Team | null>(team);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The last team asked about stays on screen while the dialog closes.
  if (team !== null && team !== shown) setShown(team);
  const linksLeft = shown?.links.length ?? 0;
  const blocked = linksLeft > 0;

  const close = () => {
    if (saving) return;
    setRefusal(null);
    onClose();
  };

  const run = async () => {
    if (team === null || saving || blocked) return;
    try {
      await remove.mutateAsync(team);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'team_has_links') {
        setRefusal({ kind: 'links', message: error.serverMessage ?? null });
        // "Delete team" goes once the list shows the links: the focus stays in the dialog.
        cancelRef.current?.focus();
      } else if (versionConflictOf(error)) {
        setRefusal({ kind: 'changed' });
      } else {
        setRefusal({ kind: 'failed', message: messageOf(error, 'Please try again.') });
      }
      return;
    }
    notify({ title: 'Team deleted', message: `${team.name} was deleted.` });
    setRefusal(null);
    onClose();
  };

  return (
    <Modal.Root
      opened={team !== null}
      onClose={close}
      centered
      // Deleted, the team's section goes with the button that opened the dialog.
      onExitTransitionEnd={() => focusPageHeadingIfLost()}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {blocked ? 'Delete the team’s links first' : 'Delete this team?'}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close dialog" />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            {blocked ? (
              <Text style={{ overflowWrap: 'anywhere' }}>
                <strong>{shown?.name}</strong> still has {linksText(linksLeft)}. Delete{' '}
                {linksLeft === 1 ? 'it' : 'them'} first, then delete the team. Past bookings stay in
                Bookings.
              </Text>
            ) : (
              <Text style={{ overflowWrap: 'anywhere' }}>
                <strong>{shown?.name}</strong> will be deleted for every member, and its address{' '}
                <strong>/book/{shown?.slug}/</strong> will be free for another host or team. Past
                bookings stay in Bookings.
              </Text>
            )}
            {refusal?.kind === 'links' ? (
              <Alert color="red" variant="light" role="alert">
                <Text size="sm">
                  {sentence(refusal.message ?? 'This team has links')} Nothing was deleted.
                </Text>
              </Alert>
            ) : null}
            {refusal?.kind === 'changed' ? (
              <Alert color="red" variant="light" role="alert">
                <Text size="sm">
                  This team was changed elsewhere meanwhile. Check it, then delete it again if you
                  still want to.
                </Text>
              </Alert>
            ) : null}
            {refusal?.kind === 'failed' ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title="The team could not be deleted"
                styles={{ title: { color: 'var(--mantine-color-black)' } }}
              >
                <Text size="sm">{refusal.message}</Text>
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              {/* Held off with aria-disabled, not disabled: a disabled button drops the focus to
                  the page while the deletion is under way. */}
              <Button
                ref={cancelRef}
                variant="default"
                onClick={close}
                aria-disabled={saving}
                data-disabled={saving || undefined}
                data-autofocus
              >
                {blocked ? 'Close' : 'Cancel'}
              </Button>
              {blocked ? null : (
                <Button
                  color="red.9"
                  onClick={() => void run()}
                  aria-disabled={saving}
                  data-disabled={saving || undefined}
                >
                  {saving ? 'Deleting...' : 'Delete team'}
                </Button>
              )}
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
