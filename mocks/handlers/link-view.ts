/**
 * A stored link as the contract tells it to its host (`SchedulingLink`): the scheduling-links
 * calls and the teams' lists (`teams.ts`) answer with it. A team link adds its team, its kind and
 * its hosts in order; a host's own link has none of the three.
 */
import { durationsOf } from '../../src/domain/meeting-types';
import { DEFAULT_REMINDERS } from '../../src/domain/reminders';
import { slotIntervalOf, windowDaysOf } from '../../src/domain/slots';
import type { LinkRecord } from '../db';
import { versionOf } from '../versions';
import { linkExtras } from './link-extras';
import type { Schemas } from './shared';

/** `teamId`, `kind` and `hosts` of a team link; nothing for a host's own link. */
function teamFields(
  record: LinkRecord,
): Pick<Schemas['SchedulingLink'], 'teamId' | 'kind' | 'hosts'> {
  if (!record.teamId) return {};
  return {
    teamId: record.teamId,
    kind: record.kind ?? 'collective',
    hosts: (record.hosts ?? []).map((h) => ({ userId: h.userId, priority: h.priority })),
  };
}

export function toLink(record: LinkRecord): Schemas['SchedulingLink'] {
  return {
    id: record.id,
    slug: record.slug,
    previousSlugs: [...record.previousSlugs],
    name: record.name,
    customDescription: record.customDescription,
    type: record.type,
    defaultDuration: record.defaultDuration,
    userId: record.userId,
    version: versionOf(record),
    minimumNotice: record.minimumNotice ?? null,
    dailyLimit: record.dailyLimit ?? null,
    slotInterval: slotIntervalOf(record.slotInterval),
    bookingWindowDays: windowDaysOf(record.type, record.bookingWindowDays),
    active: record.active ?? true,
    durations: durationsOf(record),
    location: record.location ?? null,
    questions: (record.questions ?? []).map((q) => ({ ...q })),
    maxGuests: record.maxGuests ?? 0,
    changeCutoffHours: record.changeCutoffHours ?? 0,
    requiresApproval: record.requiresApproval ?? false,
    reminders: (record.reminders ?? DEFAULT_REMINDERS).map((r) => ({ ...r })),
    ...linkExtras(record),
    ...teamFields(record),
  };
}
