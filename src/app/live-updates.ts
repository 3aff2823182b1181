import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { subscribeToChanges, type ChangedResource } from '../api/change-feed';

/**
 * Which cached queries each changed resource makes out of date (by query-key prefix; the
 * features' key factories start with these). Active queries refetch at once, the others when
 * next used. Open forms decide themselves what to do with a newer version (the preferences merge
 * it with the edits, usePreferencesDraft), so refetching never overwrites an edit.
 */
const AFFECTED: Readonly<Record<ChangedResource, readonly QueryKey[]>> = {
  meetings: [['planner', 'meetings'], ['analytics'], ['booking', 'busy'], ['host-bookings']],
  bookings: [
    ['planner', 'meetings'],
    ['analytics'],
    ['booking', 'busy'],
    ['booking', 'managed'],
    ['host-bookings'],
  ],
  calendars: [
    ['planner', 'connected-calendars'],
    ['preferences', 'connected-calendars'],
    ['planner', 'meetings'],
    ['analytics'],
    ['booking', 'busy'],
  ],
  goals: [['planner', 'goals']],
  'scheduling-links': [['scheduling-links'], ['booking', 'link']],
  preferences: [['preferences', 'current'], ['booking'], ['host-bookings']],
  workflows: [['workflows']],
  activity: [['analytics', 'metrics']],
  session: [['session']],
};

/** Keeps `queryClient` in step with the change feed; returns the unsubscribe. */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  return subscribeToChanges((resources) => {
    const seen = new Set<string>();
    for (const resource of resources) {
      for (const queryKey of AFFECTED[resource]) {
        const id = JSON.stringify(queryKey);
        if (seen.has(id)) continue;
        seen.add(id);
        void queryClient.invalidateQueries({ queryKey, refetchType: 'active' });
      }
    }
  });
}
