/** The link dialog's starting values: a saved link's (edit mode) or a new extra link's. */
import { DEFAULT_LINK_DURATION, splitSlug } from '../../domain/links';
import { DEFAULT_REMINDERS } from '../../domain/reminders';
import {
  DEFAULT_SLOT_INTERVAL,
  DEFAULT_WINDOW_DAYS,
  slotIntervalOf,
  windowDaysOf,
} from '../../domain/slots';
import type { SchedulingLink } from './api';
import type { LinkDraft } from './link-form';

/** A new extra meeting type (created without `type`): the standard rules, 30 minutes. */
export function extraDraft(): LinkDraft {
  return {
    type: 'standard',
    extra: true,
    name: '',
    slugSuffix: '',
    defaultDuration: DEFAULT_LINK_DURATION,
    customDescription: null,
    minimumNotice: null,
    dailyLimit: null,
    slotInterval: DEFAULT_SLOT_INTERVAL,
    bookingWindowDays: DEFAULT_WINDOW_DAYS.standard,
    durations: [DEFAULT_LINK_DURATION],
    location: null,
    questions: [],
    maxGuests: 0,
    changeCutoffHours: 0,
    reminders: DEFAULT_REMINDERS.map((r) => ({ ...r })),
  };
}

/** The dialog's starting values for a saved link (edit mode). */
export function draftOf(link: SchedulingLink): LinkDraft {
  return {
    id: link.id,
    type: link.type,
    name: link.name,
    slugSuffix: splitSlug(link.slug).suffix,
    defaultDuration: link.defaultDuration,
    customDescription: link.customDescription,
    minimumNotice: link.minimumNotice ?? null,
    dailyLimit: link.dailyLimit ?? null,
    slotInterval: slotIntervalOf(link.slotInterval),
    bookingWindowDays: windowDaysOf(link.type, link.bookingWindowDays),
    durations: link.durations.length > 0 ? link.durations : [link.defaultDuration],
    location: link.location,
    locations: link.locations,
    secret: link.secret,
    singleUse: link.singleUse,
    usedAt: link.usedAt,
    questions: link.questions,
    maxGuests: link.maxGuests,
    requiresApproval: link.requiresApproval,
    changeCutoffHours: link.changeCutoffHours,
    reminders: link.reminders,
    version: link.version,
  };
}
