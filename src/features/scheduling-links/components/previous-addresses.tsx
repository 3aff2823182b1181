import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { messageOf } from '../../../api/errors';
import { breakableText } from '../../../components/breakable-text';
import { notify } from '../../../components/notify';
import { bookingPath } from '../../../domain/links';
import { useUpdateLink, type SchedulingLink } from '../api';

const LIST = { listStyle: 'none' } as const;

/**
 * A renamed link's earlier addresses (docs/decisions.md#renamed-links-keep-working): they keep
 * leading to the link, which the host is told here, until the host removes one (after
 * confirming). Nothing is shown for a link that was never renamed.
 */
export function PreviousAddresses({ link }: { link: SchedulingLink }) {
  const headingId = useId();
  const [removing, setRemoving] = useState<string | null>(null);
  if (link.previousSlugs.length === 0) return null;
  return (
    <Stack gap={6} data-testid="previous-addresses">
      <Title order={3} fz="sm" id={headingId}>
        Previous addresses
      </Title>
      <Text size="sm" c="gray.7">
        Links already shared with these addresses still lead here.
      </Text>
      <Stack component="ul" gap={4} aria-labelledby={headingId} p={0} m={0} style={LIST}>
        {link.previousSlugs.map((slug) => (
          <Group component="li" key={slug} gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" ff="monospace" c="gray.8" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {breakableText(bookingPath(slug), /\//)}
            </Text>
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              size="compact-sm"
              style={{ flexShrink: 0 }}
              aria-label={`Remove previous address ${bookingPath(slug)}`}
              onClick={() => setRemoving(slug)}
            >
              Remove
            </Button>
          </Group>
        ))}
      </Stack>
      <RemoveAddressDialog link={link} slug={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

/** Asks before a previous address stops working; removes it through the link's update. */
function RemoveAddressDialog({
  link,
  slug,
  onClose,
}: {
  link: SchedulingLink;
  slug: string | null;
  onClose: () => void;
}) {
  const update = useUpdateLink();
  const saving = update.isPending;
  const path = slug === null ? '' : bookingPath(slug);
  const remove = async () => {
    if (slug === null || saving) return;
    try {
      await update.mutateAsync({
        id: link.id,
        body: { previousSlugs: link.previousSlugs.filter((item) => item !== slug) },
      });
    } catch (error) {
      notify({
        title: 'Error',
        message: messageOf(error, 'Failed to remove the previous address'),
        destructive: true,
      });
      return;
    }
    notify({ title: 'Success', message: `${path} no longer leads to this link.` });
    onClose();
  };
  return (
    <Modal.Root
      opened={slug !== null}
      onClose={() => {
        if (!saving) onClose();
      }}
      centered
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            Remove previous address?
          </Modal.Title>
          <Modal.CloseButton aria-label="Close dialog" />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text style={{ overflowWrap: 'anywhere' }}>
              Anyone who opens <strong>{path}</strong> will see &quot;Booking Link Not Found&quot;
              instead of this link, including links already shared in e-mails and embeds. A link can
              then take this address again.
            </Text>
            <Group justify="flex-end" gap="sm">
              {/* Held off with aria-disabled, not disabled: a disabled button drops the focus to
                  the page while the removal is under way, and a keyboard user would be lost. */}
              <Button
                variant="default"
                onClick={() => {
                  if (!saving) onClose();
                }}
                aria-disabled={saving}
                data-disabled={saving || undefined}
                data-autofocus
              >
                Cancel
              </Button>
              <Button
                color="red.9"
                onClick={() => void remove()}
                aria-disabled={saving}
                data-disabled={saving || undefined}
              >
                {saving ? 'Removing...' : 'Remove address'}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
