import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** The calendar-dependent pages need hasRequiredScopes; without it, /access-issue. */
export const Route = createFileRoute('/_authenticated/_scoped')({
  beforeLoad: ({ context }) => {
    if (!context.user.hasRequiredScopes) throw redirect({ to: '/access-issue', replace: true });
  },
  component: Outlet,
});
