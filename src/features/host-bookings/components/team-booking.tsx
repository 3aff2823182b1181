/**
 * What a team booking's row adds: the team and the other hosts ("with Noor Haddad, Priya Shah"),
 * and for round robin who it went to and why ("Assigned to Noor Haddad (fewest bookings in 30
 * days: 2 vs 3)").
 */
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TEAM_KIND_LABELS, assignmentReason, otherHostNames } from '../../../domain/team-words';
import type { HostBooking } from '../api';
import { selfQueryOptions } from '../team-api';

export function TeamBookingLines({ booking }: { booking: HostBooking }) {
  // A host's own booking draws (and reads) nothing here.
  return booking.team ? <TeamLines booking={booking} team={booking.team} /> : null;
}

function TeamLines({
  booking,
  team,
}: {
  booking: HostBooking;
  team: NonNullable<HostBooking['team']>;
}) {
  const self = useQuery(selfQueryOptions());
  const hosts = booking.hosts ?? [];
  const selfId = self.data?.id ?? '';
  const others = otherHostNames(hosts, selfId);
  const assigned = hosts[0];
  return (
    <>
      <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600} fz="inherit">
          {team.name}
        </Text>{' '}
        · {TEAM_KIND_LABELS[team.kind]}
        {others ? ` · with ${others}` : ''}
      </Text>
      {team.kind === 'round_robin' && booking.assignment && assigned ? (
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          Assigned to {assigned.id === selfId ? 'you' : assigned.name} (
          {assignmentReason(booking.assignment)})
        </Text>
      ) : null}
    </>
  );
}
