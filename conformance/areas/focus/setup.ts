/**
 * What the focus rules on the host's links set up first, next week (inside the links' booking
 * windows): the standard and the high-priority link read as a visitor, and goals the kit saves
 * for the week. Only when the host saved no goals for it; the caller deletes the goals again.
 * The checks are the caller's (its words, its file).
 */
import { weekAt } from '../../../src/domain/week';
import type { Checker } from '../../checker';
import { DAY, freeSlots, slugParams, type Run, type Schemas } from '../../core';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
export type Params = { user: string; type: string };

export interface NextWeek {
  week: string;
  standardPub: PublicLink;
  highPub: PublicLink;
  standardParams: Params;
  highParams: Params;
  /** A block's length: a half hour longer than a high-priority meeting, at most 2 hours. */
  length: number;
  goalsId: string;
}

export interface NextWeekWords {
  /** Why the kit reads next week's goals. */
  purpose: string;
  /** The visitor's read of a link ('standard' or 'high-priority'). */
  linkRead: (which: string) => string;
  /** Operations reported not run when a link cannot be read. */
  operations: readonly string[];
  /** The goals to save, by the block's length. */
  goals: (length: number) => { name: string; goals: string[]; minutesNeeded: number[] };
}

export async function nextWeekGoals(
  run: Run,
  check: Checker,
  { timezone, standard, high }: { timezone: string; standard: Link; high: Link },
  words: NextWeekWords,
): Promise<NextWeek | null> {
  const week = weekAt(Date.now() + 7 * DAY, timezone).monday;
  const existing = await check.expect(
    'getWeeklyGoals',
    words.purpose,
    { as: run.host, query: { weekStartDate: week } },
    200,
  );
  if ((existing?.body as { id: string | null } | undefined)?.id) return null;
  const standardParams = slugParams(standard.slug);
  const highParams = slugParams(high.slug);
  const readPub = async (params: Params, which: string) =>
    (
      await check.expect(
        'getPublicSchedulingLink',
        words.linkRead(which),
        { as: null, params },
        200,
      )
    )?.body as PublicLink | undefined;
  const standardPub = await readPub(standardParams, 'standard');
  const highPub = await readPub(highParams, 'high-priority');
  if (!standardPub || !highPub) {
    run.blocked(check, words.operations, 'a link could not be read as a visitor');
    return null;
  }
  const length = Math.min(120, Math.ceil(highPub.defaultDuration / 30) * 30 + 30);
  const { name, goals, minutesNeeded } = words.goals(length);
  const saved = await check.expect(
    'saveWeeklyGoals',
    name,
    { as: run.host, json: { goals, weekStartDate: week, minutesNeeded } },
    200,
  );
  const goalsId = (saved?.body as { id: string | null } | undefined)?.id;
  if (!goalsId) return null;
  return { week, standardPub, highPub, standardParams, highParams, length, goalsId };
}

/** The free slots of a link over its whole window (one getBusySlots check named `name`). */
export async function linkSlots(
  check: Checker,
  pub: PublicLink,
  params: Params,
  type: 'standard' | 'high_priority',
  name: string,
) {
  const window = { startDate: pub.startDate, endDate: pub.endDate };
  const busy = await check.expect('getBusySlots', name, { as: null, params, json: window }, 200);
  return busy ? Object.values(freeSlots(pub, busy, window, type)).flat() : [];
}

/** Cancels a booking the kit made as a visitor (with its token): one cancelBooking check. */
export function cancelKitBooking(
  check: Checker,
  booking: { id: string; token: string },
  name: string,
) {
  return check.expect(
    'cancelBooking',
    name,
    {
      as: null,
      params: { id: booking.id },
      headers: { 'booking-token': booking.token },
      json: { reason: 'Conformance kit clean-up' },
    },
    200,
  );
}
