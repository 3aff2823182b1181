import './styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, startTransition, StrictMode, Suspense, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { lightColorScheme, theme, TOAST_DURATION, TOAST_LIMIT } from './theme';

// The toast host loads after first paint: `notifications.show()` queues in a store until it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

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
    // The theme's CSS variables and Mantine's global classes are a stylesheet made from the theme
    // (theme.gen.css, imported by ./styles), not a <style> computed and inserted at each start.
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      colorSchemeManager={lightColorScheme}
      withCssVariables={false}
      withGlobalClasses={false}
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
