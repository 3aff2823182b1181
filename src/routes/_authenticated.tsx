import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../app/app-layout';
import { currentUserQueryOptions } from '../features/session/api';

export const Route = createFileRoute('/_authenticated')({
  // A failed session check (not ok or network error) sends the user to "/".
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient
      .ensureQueryData(currentUserQueryOptions())
      .catch(() => null);
    if (!user) throw redirect({ to: '/', replace: true });
    return { user };
  },
  component: AppLayout,
});
