import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A small question with two answers: the safe one (focused first) and the destructive one.
 * Built from Modal's parts so its header is a <div>: Mantine's default <header> would be a second
 * banner landmark on the page (axe: landmark-no-duplicate-banner).
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal.Root opened={opened} onClose={onCancel} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close dialog" />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {children}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel} data-autofocus>
                {cancelLabel}
              </Button>
              <Button color="red.8" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
