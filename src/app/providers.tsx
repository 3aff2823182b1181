import './styles';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, startTransition, StrictMode, Suspense, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { theme, TOAST_DURATION, TOAST_LIMIT } from './theme';

// The toast host loads after first paint: `notifications.show()` queues in a store until it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

// Mantine's "dimmed" (gray.6) and field-error red (red.6) are 3.3:1 on white, under WCAG AA for
// body text; gray.7 gives 7.5:1 and red.9 6.9:1.
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7], '--mantine-color-error': t.colors.red[9] },
  dark: {},
});

/** Everything the app needs around a screen: used by main.tsx, tests and Storybook alike. */
export function AppProviders({
  queryClient,
  children,
  toastAutoClose = TOAST_DURATION,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  /**
   * How long a toast stays. Storybook passes `false`: a story's screenshot, taken once the screen
   * is still, must not race a toast closing on a slow machine.
   */
  toastAutoClose?: number | false;
}) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <Notifications limit={TOAST_LIMIT} autoClose={toastAutoClose} position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Draws a screen with the app's providers into `root` (main.tsx, the public pages and the app with
 * its router alike), as a transition: React renders it in slices, leaving the page responsive.
 */
export function renderApp(root: Root, queryClient: QueryClient, screen: ReactNode) {
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>{screen}</AppProviders>
      </StrictMode>,
    ),
  );
}
