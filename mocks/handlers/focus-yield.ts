/**
 * The assistant's answer to bookings that take or free focus time (the mock's side of the
 * focus rules in `docs/backend-rules.md`):
 *
 * - a booking that takes a block's time (a high-priority one, or one made on a time a visitor
 *   held before the block was placed) moves the block to the next free time of its week at the
 *   same length, or drops it when the week has no room; the host is told;
 * - when such a booking goes (cancelled, declined, expired or moved away), every block moved or
 *   dropped for a booking returns to its place (where the host put it) if that is free again; a
 *   dropped block whose place is still taken goes to the next free time instead. So the week's
 *   planned focus time never falls because of bookings that no longer exist.
 *
 * A block's place is kept in `homeStartTime`/`homeEndTime` while it is away (null at home); the
 * host's own move makes the new time its place. Call both under the host's booking lock.
 */
import {
  focusRefusal,
  minutesText,
  relocateBlock,
  type Span,
} from '../../src/domain/focus-planner';
import { now } from '../clock';
import { db, type FocusBlockRecord, type UserRecord } from '../db';
import { noticeTime } from '../notices';
import { newId } from '../random';
import { hostPreferences } from './shared';
import {
  bumpFocusVersion,
  focusTitle,
  goalsOfWeek,
  plannedBlocks,
  plannerWeek,
} from './focus-time';

/** What took the block's time: a high-priority booking, or one made on an earlier hold. */
export type YieldCause = 'high_priority' | 'held';

const CAUSE_TEXT: Record<YieldCause, string> = {
  high_priority: 'A high-priority booking',
  held: 'A booking made on a time held before this block',
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The block's place: where the host put it (its times while at home). */
export function homeOf(block: FocusBlockRecord): Span {
  return {
    start: Date.parse(block.homeStartTime ?? block.startTime),
    end: Date.parse(block.homeEndTime ?? block.endTime),
  };
}

async function tellHost(host: UserRecord, bookingId: string, subject: string, notice: string) {
  await db.invitations.create({
    id: newId('inv'),
    bookingId,
    to: host.email,
    subject,
    body: `Hi ${host.name},\n\n${notice}\n\n— Slotwise`,
    sentAt: now().toISOString(),
    kind: 'notice',
    startTime: null,
    manageUrl: null,
  });
}

/**
 * A booking took [start, end) (stored before the call): each planned block it overlaps moves to
 * the next free time of its week at the same length, or is dropped when the week has no room;
 * the host is told by a notice (in the outbox, tied to the booking) and sees it on the block.
 */
export async function yieldFocusTime(
  host: UserRecord,
  taken: Span,
  bookingId: string,
  cause: YieldCause = 'high_priority',
): Promise<void> {
  const zone = hostPreferences(host).timezone;
  const hit = plannedBlocks(host.id, taken.start, taken.end);
  for (const block of hit) {
    const week = plannerWeek(host, block.weekStartDate, { exceptBlockId: block.id });
    const from = { start: Date.parse(block.startTime), end: Date.parse(block.endTime) };
    const moved = relocateBlock(week, from);
    const title = focusTitle(goalsOfWeek(host.id, block.weekStartDate), block.goalIndex);
    const length = minutesText((from.end - from.start) / 60_000);
    const was = noticeTime(block.startTime, zone);
    const notice = moved
      ? `${CAUSE_TEXT[cause]} took ${was}: "${title}" (${length}) moved to ${noticeTime(iso(moved.start), zone)}.`
      : `${CAUSE_TEXT[cause]} took ${was}: "${title}" (${length}) was dropped, as no free ${length} is left this week.`;
    await db.focusBlocks.update(block, {
      data(b) {
        // The place it leaves is its home, unless it is already away from home.
        b.homeStartTime ??= b.startTime;
        b.homeEndTime ??= b.endTime;
        if (moved) {
          b.startTime = iso(moved.start);
          b.endTime = iso(moved.end);
          b.moves += 1;
        } else {
          b.status = 'dropped';
        }
        b.notice = notice;
        b.version += 1;
        b.updatedAt = now().toISOString();
      },
    });
    await bumpFocusVersion(host.id, block.weekStartDate);
    await tellHost(
      host,
      bookingId,
      moved ? `Focus time moved: ${title}` : `Focus time dropped: ${title}`,
      notice,
    );
  }
}

/** The host's blocks away from their place (moved or dropped for a booking), place not begun. */
function awayBlocks(hostId: string, at: number) {
  return db.focusBlocks.findMany((q) =>
    q.where(
      (b) =>
        b.userId === hostId &&
        (b.status === 'dropped' || b.homeStartTime != null) &&
        homeOf(b).start >= at,
    ),
  );
}

/**
 * A booking freed its time (`bookingId`: cancelled, declined, expired or moved away; stored
 * before the call): every block away from its place returns there when the place is free by
 * the planner's rules; a dropped one whose place is still taken is planned again at the next
 * free time of its week, if any. The host is told of each. Repeats while a return frees another
 * block's place.
 */
export async function returnFocusTime(host: UserRecord, bookingId: string): Promise<void> {
  const zone = hostPreferences(host).timezone;
  for (let progress = true; progress;) {
    progress = false;
    for (const block of awayBlocks(host.id, now().getTime())) {
      const week = plannerWeek(host, block.weekStartDate, { exceptBlockId: block.id });
      const home = homeOf(block);
      const back = focusRefusal(week, home) === null;
      const again = back || block.status !== 'dropped' ? null : relocateBlock(week, home);
      if (!back && !again) continue;
      const to = back ? home : again!;
      const title = focusTitle(goalsOfWeek(host.id, block.weekStartDate), block.goalIndex);
      const length = minutesText((to.end - to.start) / 60_000);
      const when = noticeTime(iso(to.start), zone);
      const notice = back
        ? `The booking that took its time is gone: "${title}" (${length}) is back at ${when}.`
        : `The booking that took its time is gone: "${title}" (${length}) is planned again at ${when}.`;
      await db.focusBlocks.update(block, {
        data(b) {
          b.status = 'planned';
          b.startTime = iso(to.start);
          b.endTime = iso(to.end);
          if (back) {
            b.homeStartTime = null;
            b.homeEndTime = null;
          }
          b.notice = notice;
          b.version += 1;
          b.updatedAt = now().toISOString();
        },
      });
      await bumpFocusVersion(host.id, block.weekStartDate);
      await tellHost(host, bookingId, `Focus time back: ${title}`, notice);
      progress = true;
    }
  }
}
