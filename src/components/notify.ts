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
}: {
  title: string;
  message: string;
  destructive?: boolean;
}) {
  notifications.clean();
  notifications.show({
    title,
    message,
    color: destructive ? 'red' : 'teal',
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    styles: { description: { color: 'var(--mantine-color-gray-7)' } },
  });
}
