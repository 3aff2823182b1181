import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { createQueryClient } from '../app/query-client';
import { theme } from '../app/theme';

/**
 * A piece of a screen in the app's theme and a query client of the app's settings, without the
 * router: for benchmarks that mount one component. `prepare` fills the client's cache first.
 */
export function withProviders(children: ReactNode, prepare?: (client: QueryClient) => void) {
  const queryClient = createQueryClient();
  prepare?.(queryClient);
  return createElement(
    MantineProvider,
    { theme },
    createElement(QueryClientProvider, { client: queryClient }, children),
  );
}
