import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { AccessIssuePage } from '../../features/session/components/access-issue-page';
import { currentUserQueryOptions, scopesQueryOptions } from '../../features/session/api';

export const Route = createFileRoute('/_authenticated/access-issue')({
  component: AccessIssueRoute,
});

function AccessIssueRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Always ask again on entry: the answer changes when the host reconnects.
  const scopes = useQuery({ ...scopesQueryOptions(), staleTime: 0 });
  const granted = scopes.data?.hasRequiredScopes === true;

  useEffect(() => {
    // A failed scope check is only logged; the page stays.
    if (scopes.error) console.error('Scope check failed', scopes.error);
  }, [scopes.error]);

  useEffect(() => {
    if (!granted) return;
    // The scopes are back: refresh the session (the guards read hasRequiredScopes from it), then go.
    void queryClient
      .fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 })
      .catch(() => undefined)
      .then(() => navigate({ to: '/preferences', replace: true }));
  }, [granted, queryClient, navigate]);

  if (scopes.isPending || granted) return <FullPageSpinner label="Checking calendar permissions" />;
  return <AccessIssuePage grantedScopes={scopes.data?.grantedScopes} />;
}
