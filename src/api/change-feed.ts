/**
 * The change feed: how an open tab learns that data changed elsewhere (another tab, a background
 * job), so it can refetch just what changed. Contract-neutral: a message names the resources that
 * changed, nothing else. Today the mock backend publishes on a `BroadcastChannel` of the origin
 * after every write; a real backend could feed the same subscribers (e.g. from server-sent events)
 * without the app changing.
 *
 * Message: `{ type: 'changed', resources: ChangedResource[] }`.
 */

export const CHANGE_FEED_CHANNEL = 'slotwise.changes';

export const CHANGED_RESOURCES = [
  'activity',
  'bookings',
  'calendars',
  'goals',
  'meetings',
  'preferences',
  'scheduling-links',
  'session',
  'workflows',
] as const;
export type ChangedResource = (typeof CHANGED_RESOURCES)[number];

const KNOWN = new Set<string>(CHANGED_RESOURCES);

/** The resources a feed message names (unknown names are ignored), or null when it is not one. */
export function parseChangeMessage(data: unknown): ChangedResource[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, resources } = data as { type?: unknown; resources?: unknown };
  if (type !== 'changed' || !Array.isArray(resources)) return null;
  return resources.filter(
    (resource): resource is ChangedResource => typeof resource === 'string' && KNOWN.has(resource),
  );
}

/** Calls `onChange` with the resources of every change message; returns the unsubscribe. */
export function subscribeToChanges(onChange: (resources: ChangedResource[]) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANGE_FEED_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const resources = parseChangeMessage(event.data);
    if (resources && resources.length > 0) onChange(resources);
  };
  return () => channel.close();
}
