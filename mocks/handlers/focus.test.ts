import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { db } from '../db';
import { api, errorOf, json, signInAs } from '../test/helpers';
import { useScenario } from '../node';
import { wallClock } from '../../src/domain/zone-clock';

type FocusWeek = components['schemas']['FocusWeek'];
type FocusProposals = components['schemas']['FocusProposals'];
type FocusBlock = components['schemas']['FocusBlock'];
type Meeting = components['schemas']['Meeting'];
type Busy = components['schemas']['BusySlotsResponse'];
type Preferences = components['schemas']['Preferences'];

/** focus-week's clock: Monday 1 March 2027, 8:00 AM in New York. */
const NOW = '2027-03-01T13:00:00.000Z';
const WEEK = '2027-03-01';
const RANGE = 'startDate=2027-03-01T05:00:00.000Z&endDate=2027-03-08T04:59:59.999Z';
const MIN = 60_000;
const minutes = (s: { startTime: string; endTime: string }) =>
  (Date.parse(s.endTime) - Date.parse(s.startTime)) / MIN;
const total = (spans: readonly { startTime: string; endTime: string }[]) =>
  spans.reduce((sum, s) => sum + minutes(s), 0);

beforeEach(async () => {
  await useScenario('focus-week', NOW);
});

async function applyProposal(): Promise<FocusWeek> {
  const proposal = json<FocusProposals>(
    await api('POST', '/api/focus/proposals', { weekStartDate: WEEK }),
  );
  const applied = await api(
    'POST',
    '/api/focus/blocks',
    {
      weekStartDate: WEEK,
      blocks: proposal.proposals.map(({ goalIndex, startTime, endTime }) => ({
        goalIndex,
        startTime,
        endTime,
      })),
    },
    { 'if-match': `"${proposal.version}"` },
  );
  expect(applied.status).toBe(201);
  return json<FocusWeek>(applied);
}

const focusOf = (meetings: Meeting[]) => meetings.filter((m) => m.kind === 'focus');

describe('focus time', () => {
  it('proposes the week’s 6 hours clear of meetings and their buffers, each with its reason', async () => {
    const proposal = json<FocusProposals>(
      await api('POST', '/api/focus/proposals', { weekStartDate: WEEK }),
    );
    expect(proposal.version).toBe(0);
    expect(proposal.shortMinutes).toEqual([0, 0, 0]);
    expect(total(proposal.proposals)).toBe(360);
    const meetings = json<Meeting[]>(await api('GET', `/api/dashboard/meetings?${RANGE}`));
    for (const p of proposal.proposals) {
      expect(minutes(p)).toBeGreaterThanOrEqual(30);
      expect(minutes(p)).toBeLessThanOrEqual(120);
      expect(p.reason).not.toBe('');
      for (const m of meetings) {
        const clear =
          Date.parse(p.endTime) <= Date.parse(m.startTime) - 15 * MIN ||
          Date.parse(p.startTime) >= Date.parse(m.endTime) + 15 * MIN;
        expect(clear).toBe(true);
      }
    }
    // Nothing stored by a proposal.
    expect(focusOf(meetings)).toEqual([]);
  });

  it('applies a proposal: blocks titled "Focus: {goal}" in their own colour, among the meetings', async () => {
    const week = await applyProposal();
    expect(week.version).toBe(1);
    expect(week.minutesNeeded).toEqual([120, 180, 60]);
    const meetings = json<Meeting[]>(await api('GET', `/api/dashboard/meetings?${RANGE}`));
    const focus = focusOf(meetings);
    expect(total(focus)).toBe(360);
    expect(new Set(focus.map((m) => m.color)).size).toBe(1);
    expect(focus[0]!.color).not.toBe('#6C79FF');
    const goals = json<{ goals: string[] }>(await api('GET', `/api/goals?weekStartDate=${WEEK}`));
    for (const m of focus) {
      expect(m.title).toBe(`Focus: ${goals.goals[m.goalIndex!]}`);
      expect(m.version).toBe(1);
    }
    expect(meetings.filter((m) => m.kind !== 'focus').every((m) => m.kind === 'meeting')).toBe(
      true,
    );
  });

  it('refuses a stale apply (412) and a block over a meeting (409), changing nothing', async () => {
    const week = await applyProposal();
    const block = week.blocks[0]!;
    const stale = await api(
      'POST',
      '/api/focus/blocks',
      {
        weekStartDate: WEEK,
        blocks: [{ goalIndex: 0, startTime: block.startTime, endTime: block.endTime }],
      },
      { 'if-match': '"0"' },
    );
    expect(stale.status).toBe(412);
    expect((stale.body as { current: FocusWeek }).current.version).toBe(1);
    const over = await api(
      'POST',
      '/api/focus/blocks',
      {
        weekStartDate: WEEK,
        blocks: [{ goalIndex: 0, startTime: block.startTime, endTime: block.endTime }],
      },
      { 'if-match': '"1"' },
    );
    expect(over.status).toBe(409);
    expect((over.body as { code: string }).code).toBe('focus_time_taken');
    const after = json<FocusWeek>(await api('GET', `/api/focus?weekStartDate=${WEEK}`));
    expect(after.version).toBe(1);
    expect(after.blocks).toHaveLength(week.blocks.length);
  });

  it('is busy for the standard link and free for the high-priority one', async () => {
    const week = await applyProposal();
    const range = { startDate: '2027-03-01T05:00:00.000Z', endDate: '2027-03-08T04:59:59.999Z' };
    const standard = json<Busy>(
      await api('POST', '/api/scheduling-links/jordan-lee/standard/busy-slots', range),
    );
    const high = json<Busy>(
      await api('POST', '/api/scheduling-links/jordan-lee/high-priority/busy-slots', range),
    );
    const covers = (busy: Busy, b: FocusBlock) =>
      busy.busySlots.some(
        (s) =>
          Date.parse(s.start) <= Date.parse(b.startTime) &&
          Date.parse(s.end) >= Date.parse(b.endTime),
      );
    // Standard's window starts tomorrow: Tuesday's blocks onwards.
    const later = week.blocks.filter((b) => b.startTime >= '2027-03-02T05:00:00.000Z');
    expect(later.length).toBeGreaterThan(0);
    for (const b of later) {
      expect(covers(standard, b)).toBe(true);
      expect(covers(high, b)).toBe(false);
    }
    // And the standard link refuses a booking inside one.
    const block = later[0]!;
    const refused = await api('POST', '/api/scheduling-links/jordan-lee/standard/book', {
      title: '1-1 meeting with Alex Morgan',
      description: '',
      startTime: block.startTime,
      endTime: new Date(Date.parse(block.startTime) + 30 * MIN).toISOString(),
      attendeeEmail: 'alex.morgan@example.org',
      attendeeName: 'Alex Morgan',
    });
    expect(refused.status).toBe(409);
  });

  it('moves a block a high-priority booking takes, keeps the week’s total and tells the host', async () => {
    const week = await applyProposal();
    const block = week.blocks[1]!;
    const booked = await api('POST', '/api/scheduling-links/jordan-lee/high-priority/book', {
      title: 'Urgent: contract review',
      description: '',
      startTime: block.startTime,
      endTime: new Date(Date.parse(block.startTime) + 30 * MIN).toISOString(),
      attendeeEmail: 'riley.chen@example.org',
      attendeeName: 'Riley Chen',
    });
    expect(booked.status).toBe(201);
    const after = json<FocusWeek>(await api('GET', `/api/focus?weekStartDate=${WEEK}`));
    const moved = after.blocks.find((b) => b.id === block.id)!;
    expect(moved.status).toBe('planned');
    expect(moved.moves).toBe(1);
    expect(moved.version).toBe(2);
    expect(moved.startTime).not.toBe(block.startTime);
    expect(minutes(moved)).toBe(minutes(block));
    expect(moved.notice).toMatch(/^A high-priority booking took .*moved to /);
    expect(after.version).toBe(2);
    expect(total(after.blocks.filter((b) => b.status === 'planned'))).toBe(360);
    // The host is told twice of this booking: of the booking itself, and of the block it moved.
    const told = db.invitations
      .findMany((q) =>
        q.where({ to: 'jordan.lee@example.com', bookingId: (booked.body as { id: string }).id }),
      )
      .map((m) => m.subject);
    expect(told).toHaveLength(2);
    expect(told.filter((s) => /^Focus time moved: Focus: /.test(s))).toHaveLength(1);
  });

  it('drops a block when the week has no room left, and the goal shows it short', async () => {
    const week = await applyProposal();
    const block = [...week.blocks].sort((a, b) => minutes(b) - minutes(a))[0]!;
    expect(minutes(block)).toBeGreaterThan(60);
    // The rest of the week fills up (another calendar's events arrive), up to the block's buffers.
    const wall = (id: string, startTime: string, endTime: string) =>
      db.meetings.create({
        id,
        userId: 'usr_jordan_lee',
        calendarEmail: 'jordan.lee@example.com',
        title: 'Offsite',
        description: '',
        startTime,
        endTime,
        source: 'calendar',
        attendees: [],
      });
    await wall('evt_before', NOW, new Date(Date.parse(block.startTime) - 15 * MIN).toISOString());
    await wall(
      'evt_after',
      new Date(Date.parse(block.endTime) + 15 * MIN).toISOString(),
      '2027-03-08T05:00:00.000Z',
    );
    const booked = await api('POST', '/api/scheduling-links/jordan-lee/high-priority/book', {
      title: 'Urgent',
      description: '',
      startTime: block.startTime,
      endTime: new Date(Date.parse(block.startTime) + 30 * MIN).toISOString(),
      attendeeEmail: 'riley.chen@example.org',
      attendeeName: 'Riley Chen',
    });
    expect(booked.status).toBe(201);
    const after = json<FocusWeek>(await api('GET', `/api/focus?weekStartDate=${WEEK}`));
    const dropped = after.blocks.find((b) => b.id === block.id)!;
    expect(dropped.status).toBe('dropped');
    expect(dropped.notice).toMatch(/was dropped, as no free .* is left this week\.$/);
    const meetings = json<Meeting[]>(await api('GET', `/api/dashboard/meetings?${RANGE}`));
    expect(focusOf(meetings).find((m) => m.id === block.id)).toBeUndefined();
    // The goal is short by the block's length.
    const planned = after.blocks.filter(
      (b) => b.status === 'planned' && b.goalIndex === block.goalIndex,
    );
    expect(after.minutesNeeded[block.goalIndex]! - total(planned)).toBe(minutes(block));
  });

  it('moves and deletes a block with its version; a stale version is a 412', async () => {
    const week = await applyProposal();
    const block = week.blocks[0]!;
    const stale = await api(
      'PATCH',
      `/api/focus/blocks/${block.id}`,
      { startTime: block.startTime, endTime: block.endTime },
      { 'if-match': '"7"' },
    );
    expect(stale.status).toBe(412);
    // Saturday is outside the availability.
    const outside = await api(
      'PATCH',
      `/api/focus/blocks/${block.id}`,
      { startTime: '2027-03-06T15:00:00.000Z', endTime: '2027-03-06T16:00:00.000Z' },
      { 'if-match': '"1"' },
    );
    expect(outside.status).toBe(400);
    expect(errorOf(outside)).toBe('This time is outside your weekly availability');
    const shorter = await api(
      'PATCH',
      `/api/focus/blocks/${block.id}`,
      {
        startTime: block.startTime,
        endTime: new Date(Date.parse(block.startTime) + 30 * MIN).toISOString(),
      },
      { 'if-match': '"1"' },
    );
    expect(shorter.status).toBe(200);
    expect(json<FocusBlock>(shorter).version).toBe(2);
    expect(
      (await api('DELETE', `/api/focus/blocks/${block.id}`, undefined, { 'if-match': '"1"' }))
        .status,
    ).toBe(412);
    expect(
      (await api('DELETE', `/api/focus/blocks/${block.id}`, undefined, { 'if-match': '"2"' }))
        .status,
    ).toBe(204);
    expect((await api('DELETE', `/api/focus/blocks/${block.id}`)).status).toBe(404);
  });

  it('keeps each goal’s time need; an older client’s save leaves it, a blank goal cannot need time', async () => {
    const goals = json<{ goals: string[]; version: number; minutesNeeded: number[] }>(
      await api('GET', `/api/goals?weekStartDate=${WEEK}`),
    );
    expect(goals.minutesNeeded).toEqual([120, 180, 60]);
    const older = await api(
      'POST',
      '/api/goals',
      { goals: [goals.goals[0], goals.goals[1], 'Renamed'], weekStartDate: WEEK },
      { 'if-match': `"${goals.version}"` },
    );
    expect(json<{ minutesNeeded: number[] }>(older).minutesNeeded).toEqual([120, 180, 60]);
    for (const minutesNeeded of [
      [15, 0, 0],
      [0, 0, 1230],
      [0, 0],
      [-30, 0, 0],
    ]) {
      const bad = await api('POST', '/api/goals', {
        goals: ['a', 'b', 'c'],
        weekStartDate: WEEK,
        minutesNeeded,
      });
      expect(bad.status).toBe(400);
    }
    const blank = await api('POST', '/api/goals', {
      goals: ['a', '', 'c'],
      weekStartDate: WEEK,
      minutesNeeded: [60, 30, 0],
    });
    expect(errorOf(blank)).toBe('A blank goal cannot need time');
    const after = json<{ minutesNeeded: number[] }>(
      await api('GET', `/api/goals?weekStartDate=${WEEK}`),
    );
    expect(after.minutesNeeded).toEqual([120, 180, 60]);
  });

  it('proposes only inside the day’s ranges: nothing over a lunch gap', async () => {
    // Every weekday 9:00 AM–12:00 PM and 1:30 PM–5:15 PM, saved as a host saves ranges.
    const before = json<Preferences>(await api('GET', '/api/user/preferences'));
    const split = {
      enabled: true,
      startHour: 9,
      endHour: 12,
      ranges: [
        { start: 9 * 60, end: 12 * 60 },
        { start: 13 * 60 + 30, end: 17 * 60 + 15 },
      ],
    };
    const dayAvailability = {
      ...before.dayAvailability,
      '1': split,
      '2': split,
      '3': split,
      '4': split,
      '5': split,
    };
    const { timePreference, timezone, bufferTime, noBufferNeeded } = before;
    const saved = await api(
      'PUT',
      '/api/user/preferences',
      { timePreference, timezone, dayAvailability, bufferTime, noBufferNeeded },
      { 'if-match': `"${before.version}"` },
    );
    expect(saved.status).toBe(200);
    const proposal = json<FocusProposals>(
      await api('POST', '/api/focus/proposals', { weekStartDate: WEEK }),
    );
    expect(proposal.proposals.length).toBeGreaterThan(0);
    expect(total(proposal.proposals) + proposal.shortMinutes.reduce((a, b) => a + b, 0)).toBe(360);
    const minuteOf = (ms: number) => {
      const wall = wallClock(ms, 'America/New_York');
      return wall.hour * 60 + wall.minute;
    };
    for (const p of proposal.proposals) {
      const from = minuteOf(Date.parse(p.startTime));
      const to = from + minutes(p);
      const inside = split.ranges.some((r) => r.start <= from && to <= r.end);
      expect(inside, `${p.startTime} – ${p.endTime}`).toBe(true);
    }
    // A block over the gap is refused: 11:30 AM to 12:30 PM EST on Tuesday.
    const over = await api(
      'POST',
      '/api/focus/blocks',
      {
        weekStartDate: WEEK,
        blocks: [
          {
            goalIndex: 0,
            startTime: '2027-03-02T16:30:00.000Z',
            endTime: '2027-03-02T17:30:00.000Z',
          },
        ],
      },
      { 'if-match': '"0"' },
    );
    expect(over.status).toBe(409);
    expect((over.body as { code: string }).code).toBe('focus_time_taken');
  });
});

it('signs in', async () => {
  // focus-week is signed in as Jordan; another host sees none of his blocks.
  await applyProposal();
  await signInAs('priya.shah@example.com');
  const week = json<FocusWeek>(await api('GET', `/api/focus?weekStartDate=${WEEK}`));
  expect(week.blocks).toEqual([]);
});
