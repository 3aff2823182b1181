/**
 * Display helpers of the Workflows screen: the table's fallbacks ('Unknown', 'No request text'),
 * dates in the viewer's locale and zone, and the duration between two instants. Pure.
 */

import { dateText } from '../../domain/time-text';

export const UNKNOWN_USER = 'Unknown';
export const NO_REQUEST_TEXT = 'No request text';

interface ContextUser {
  name?: string | null;
  email?: string | null;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The User column: the name, else the e-mail address, else 'Unknown'. */
export function workflowUserLabel(user: ContextUser | null | undefined): string {
  if (present(user?.name)) return user.name;
  if (present(user?.email)) return user.email;
  return UNKNOWN_USER;
}

/** The Request column: the request text, else 'No request text'. */
export function workflowRequestText(input: { text?: string | null } | null | undefined): string {
  return present(input?.text) ? input.text : NO_REQUEST_TEXT;
}

/** A stamp in the viewer's locale and zone, '—' for what is not a date. */
function format(iso: string, locale: string | undefined, style: 'stamp' | 'stampSeconds') {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '—';
  return dateText(time, undefined, style, locale);
}

/** The Created column and the dialog's dates: date and time in the viewer's locale and zone. */
export function formatWorkflowDateTime(iso: string, locale?: string): string {
  return format(iso, locale, 'stamp');
}

/** An event's time, to the second (events of one workflow are often seconds apart). */
export function formatEventTime(iso: string, locale?: string): string {
  return format(iso, locale, 'stampSeconds');
}

/** Whole seconds from `from` to `to`, never negative; 0 when either is not a date. */
export function secondsBetween(from: string, to: string): number {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.max(0, (end - start) / 1000);
}

/** The Completed card: rescheduled plus rejected workflows; a missing status is 0. */
export function completedCount(stats: { byStatus: Record<string, number | undefined> }): number {
  return (stats.byStatus.rescheduled ?? 0) + (stats.byStatus.rejected ?? 0);
}
