import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/**
 * Every screen's toasts: red for the destructive ones. Mantine's defaults are
 * adjusted for WCAG AA: the message under a title is drawn in gray.7 instead of gray.6 (3.3:1 on
 * white), and the close button gets an accessible name. One toast at a time, 5000 ms, is set on
 * the toast host (src/app/providers.tsx).
 */
export function notify({
  title,
  message,
  destructive = false,
  action,
}: {
  title: string;
  message: string;
  destructive?: boolean;
  /** A button in the toast (Undo); the toast then stays 10 s and closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}) {
  notifications.clean();
  const id = `toast-${Date.now()}`;
  notifications.show({
    id,
    title,
    message: action ? (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text span size="sm" c="gray.7">
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      </Group>
    ) : (
      message
    ),
    ...(action ? { autoClose: 10_000 } : {}),
    color: destructive ? 'red' : 'teal',
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    styles: { description: { color: 'var(--mantine-color-gray-7)' } },
  });
}
