/**
 * The signed-in host's teams (`listTeams`): each with its members and its team links. Team links
 * are scheduling links (created, edited, copied and deleted through `./api.ts`'s calls); they are
 * listed here, not among the host's own links. The Bookings screen reads the same list under the
 * same query key (features/host-bookings).
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { ApiError, ifMatch, versionConflictOf } from '../../api/errors';
import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
export type Team = Schemas['Team'];
export type TeamKind = Schemas['TeamKind'];
export type TeamLinkHost = Schemas['TeamLinkHost'];
type SchedulingLink = Schemas['SchedulingLink'];

export const teamsKeys = {
  all: ['teams'] as const,
  list: ['teams', 'list'] as const,
};

/** GET /api/teams: the host's teams, oldest first, each with its members and links. */
export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: teamsKeys.list,
    queryFn: ({ signal }) => unwrap(api.GET('/api/teams', { signal })),
  });

/**
 * Puts a created, updated or copied team link into its team's cached links (an updated one in
 * its place, a new one last); the list is read again as well, so nothing stale stays.
 */
export function storeTeamLink(queryClient: QueryClient, link: SchedulingLink): void {
  queryClient.setQueryData<Team[]>(teamsKeys.list, (teams) =>
    teams?.map((team) =>
      team.id !== link.teamId
        ? team
        : {
            ...team,
            links: team.links.some((item) => item.id === link.id)
              ? team.links.map((item) => (item.id === link.id ? link : item))
              : [...team.links, link],
          },
    ),
  );
  void queryClient.invalidateQueries({ queryKey: teamsKeys.list });
}

/** Takes a deleted team link off its team's cached links. */
export function dropTeamLink(queryClient: QueryClient, link: { id: string }): void {
  queryClient.setQueryData<Team[]>(teamsKeys.list, (teams) =>
    teams?.map((team) => ({ ...team, links: team.links.filter((item) => item.id !== link.id) })),
  );
}

/**
 * DELETE /api/teams/{teamId}, naming the team's version: a member deletes a team with no links
 * left. Gone from the cache on success; a 409 (links remain) or 412 (changed elsewhere) reads
 * the list again, the 412's stored team at once.
 */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: Pick<Team, 'id' | 'version'>) =>
      unwrap(
        api.DELETE('/api/teams/{teamId}', {
          params: { path: { teamId: team.id }, header: ifMatch(team.version) },
        }),
      ),
    onSuccess: (_answer, team) => {
      queryClient.setQueryData<Team[]>(teamsKeys.list, (teams) =>
        teams?.filter((item) => item.id !== team.id),
      );
    },
    onError: (error) => {
      const current = versionConflictOf<Team>(error);
      if (current) {
        queryClient.setQueryData<Team[]>(teamsKeys.list, (teams) =>
          teams?.map((item) => (item.id === current.id ? current : item)),
        );
      }
      if (current || (error instanceof ApiError && error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: teamsKeys.list });
      }
    },
  });
}
