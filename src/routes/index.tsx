import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/session/components/login-page';
import { currentUserQueryOptions } from '../features/session/api';

export const Route = createFileRoute('/')({
  // Already signed in: straight to the preferences. Any failure of the check: show the login.
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient
      .ensureQueryData(currentUserQueryOptions())
      .catch(() => null);
    if (user) throw redirect({ to: '/preferences', replace: true });
  },
  component: LoginPage,
});
