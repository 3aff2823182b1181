import { notifications } from '@mantine/notifications';

/**
 * The planner's toasts (spec section 8): red for the destructive ones. As on the preferences
 * screen, the message is drawn in gray.7 (WCAG AA) and the close button has an accessible name.
 */
export function notify({
  title,
  message,
  destructive = false,
}: {
  title: string;
  message: string;
  destructive?: boolean;
}) {
  notifications.show({
    title,
    message,
    color: destructive ? 'red' : 'teal',
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    styles: { description: { color: 'var(--mantine-color-gray-7)' } },
  });
}
