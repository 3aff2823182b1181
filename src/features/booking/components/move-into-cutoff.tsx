import { Alert, Text } from '@mantine/core';
import { changeDeadline, changesClosed } from '../../../domain/change-policy';
import type { Slot } from '../../../domain/slots';
import { useLang } from '../../../i18n/lang';
import type { PublicLink } from '../api';

/**
 * Said before the visitor confirms a move: a new time inside the link's change cutoff leaves the
 * booking closed to online changes from then on.
 */
export function MoveIntoCutoff({ link, slot, now }: { link: PublicLink; slot: Slot; now: number }) {
  const { messages } = useLang();
  const deadline = changeDeadline(slot.start, link.changeCutoffHours ?? 0);
  if (!changesClosed(deadline, now)) return null;
  return (
    <Alert color="yellow" variant="light" role="note" data-testid="move-into-cutoff">
      <Text size="sm" c="gray.9">
        {messages.details.moveIntoCutoff(link.owner?.email ?? link.host.name)}
      </Text>
    </Alert>
  );
}
