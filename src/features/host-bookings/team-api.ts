/**
 * The Bookings screen's team calls: the host's teams (to list who a round-robin booking may go
 * to), who the host is (to name the other hosts of a team booking), and reassign. The teams and
 * the session are read under the keys Scheduling Links and the route guard use, so each is one
 * cached read.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema.gen';
import { useSettled, type HostBooking } from './api';

type Team = components['schemas']['Team'];

/** GET /api/teams (the key of features/scheduling-links' `teamsKeys.list`). */
export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: ['teams', 'list'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/teams', { signal })),
  });

/** GET /api/auth/me (the key of features/session's `sessionKeys.me`). */
export const selfQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'me'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/auth/me', { signal })),
  });

/**
 * Who a round-robin booking may be given to: the other hosts of its link (in the link's order),
 * named as the team names them; the team's other members when the link is not among its links.
 */
export function reassignCandidates(
  booking: HostBooking,
  teams: readonly Team[],
): { id: string; name: string }[] {
  const team = teams.find((item) => item.id === booking.team?.id);
  if (!team) return [];
  const assigned = booking.hosts?.[0]?.id;
  const link = team.links.find(
    (item) => item.slug === booking.slug || item.previousSlugs.includes(booking.slug),
  );
  const ids = link?.hosts ? link.hosts.map((host) => host.userId) : team.members.map((m) => m.id);
  return ids
    .filter((id) => id !== assigned)
    .map((id) => team.members.find((member) => member.id === id))
    .filter((member) => member !== undefined)
    .map(({ id, name }) => ({ id, name }));
}

/** POST /api/host/bookings/{id}/reassign {hostId}: the booking as it now is, or 409 and nothing changes. */
export function useReassignBooking() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ id, hostId }: { id: string; hostId: string }) =>
      unwrap(
        api.POST('/api/host/bookings/{id}/reassign', {
          params: { path: { id } },
          body: { hostId },
        }),
      ),
    onSuccess: settled,
  });
}
