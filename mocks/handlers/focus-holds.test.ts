/**
 * Focus planning and visitors' holds: a time a visitor holds is busy for the planner (no proposal,
 * apply, move or relocation over it), so a visitor who books with their hold never lands on a
 * focus block; and should a block still lie over a held time (stored before the rule), the
 * booking moves it, as a high-priority one does. Over scenario `focus-week`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { db } from '../db';
import { api, errorOf, json } from '../test/helpers';
import { useScenario } from '../node';

type FocusWeek = components['schemas']['FocusWeek'];
type FocusProposals = components['schemas']['FocusProposals'];
type Meeting = components['schemas']['Meeting'];
type Hold = components['schemas']['SlotHold'];

const NOW = '2027-03-01T13:00:00.000Z';
const WEEK = '2027-03-01';
const RANGE = 'startDate=2027-03-01T05:00:00.000Z&endDate=2027-03-08T04:59:59.999Z';
const STANDARD = '/api/scheduling-links/jordan-lee/standard';
const MIN = 60_000;
const TUESDAY = Date.parse('2027-03-02T05:00:00.000Z');

const overlaps = (
  a: { startTime: string; endTime: string },
  b: { startTime: string; endTime: string },
) =>
  Date.parse(a.startTime) < Date.parse(b.endTime) &&
  Date.parse(b.startTime) < Date.parse(a.endTime);

beforeEach(async () => {
  await useScenario('focus-week', NOW);
});

const propose = async () =>
  json<FocusProposals>(await api('POST', '/api/focus/proposals', { weekStartDate: WEEK }));

function apply(proposal: FocusProposals) {
  return api(
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
}

function bookWithHold(hold: Hold) {
  return api('POST', `${STANDARD}/book`, {
    title: '1-1 meeting with Alex Morgan',
    description: '',
    attendeeName: 'Alex Morgan',
    attendeeEmail: 'alex.morgan@example.org',
    startTime: hold.startTime,
    endTime: hold.endTime,
    holdId: hold.id,
  });
}

/** A visitor holds the standard link's time at the start of the first proposal from Tuesday. */
async function holdFirstFreeTuesdayTime(): Promise<{ before: FocusProposals; hold: Hold }> {
  const before = await propose();
  const target = before.proposals.find((p) => Date.parse(p.startTime) >= TUESDAY)!;
  expect(target).toBeTruthy();
  const held = await api('POST', `${STANDARD}/holds`, { startTime: target.startTime });
  expect(held.status).toBe(201);
  return { before, hold: json<Hold>(held) };
}

async function meetingsAndBlocks() {
  const meetings = json<Meeting[]>(await api('GET', `/api/dashboard/meetings?${RANGE}`));
  return {
    meetings: meetings.filter((m) => m.kind !== 'focus'),
    focus: meetings.filter((m) => m.kind === 'focus'),
  };
}

describe('focus planning treats live holds as busy', () => {
  it('refuses a block over a held time (409), proposes around it, and the visitor’s booking lands on no block', async () => {
    const { before, hold } = await holdFirstFreeTuesdayTime();
    // The proposal made before the hold now lies over it: refused, nothing stored.
    const over = await apply(before);
    expect(over.status).toBe(409);
    expect((over.body as { code: string }).code).toBe('focus_time_taken');
    expect(errorOf(over)).toBe('A visitor is holding this time');
    expect(json<FocusWeek>(await api('GET', `/api/focus?weekStartDate=${WEEK}`)).blocks).toEqual(
      [],
    );
    // A new proposal keeps clear of the held time and its buffer, and still plans all 6 hours.
    const after = await propose();
    const widened = {
      startTime: new Date(Date.parse(hold.startTime) - 15 * MIN).toISOString(),
      endTime: new Date(Date.parse(hold.endTime) + 15 * MIN).toISOString(),
    };
    for (const p of after.proposals) expect(overlaps(p, widened), p.startTime).toBe(false);
    expect(after.shortMinutes).toEqual([0, 0, 0]);
    expect((await apply(after)).status).toBe(201);
    // The visitor books with their hold: the planner never shows a booking and a block at once.
    expect((await bookWithHold(hold)).status).toBe(201);
    const { meetings, focus } = await meetingsAndBlocks();
    expect(meetings.some((m) => m.startTime === hold.startTime)).toBe(true);
    for (const block of focus)
      for (const m of meetings)
        expect(overlaps(block, m), `${block.startTime} ${m.id}`).toBe(false);
  });

  it('refuses to move a block onto a held time', async () => {
    const applied = json<FocusWeek>(await apply(await propose()));
    // A block from Tuesday goes, a visitor holds its time, and another block is moved there.
    const gone = applied.blocks.find((b) => Date.parse(b.startTime) >= TUESDAY)!;
    const other = applied.blocks.find((b) => b.id !== gone.id)!;
    expect((await api('DELETE', `/api/focus/blocks/${gone.id}`)).status).toBe(204);
    const held = await api('POST', `${STANDARD}/holds`, { startTime: gone.startTime });
    expect(held.status).toBe(201);
    const moved = await api(
      'PATCH',
      `/api/focus/blocks/${other.id}`,
      { startTime: gone.startTime, endTime: gone.endTime },
      { 'if-match': `"${other.version}"` },
    );
    expect(moved.status).toBe(409);
    expect((moved.body as { code: string }).code).toBe('focus_time_taken');
    expect(errorOf(moved)).toBe('A visitor is holding this time');
  });

  it('moves a block stored over a held time (before this rule) when the visitor books with the hold', async () => {
    const { hold } = await holdFirstFreeTuesdayTime();
    const at = new Date(NOW).toISOString();
    await db.focusBlocks.create({
      id: 'fcs_old',
      userId: 'usr_jordan_lee',
      weekStartDate: WEEK,
      goalIndex: 0,
      startTime: hold.startTime,
      endTime: new Date(Date.parse(hold.startTime) + 60 * MIN).toISOString(),
      status: 'planned',
      moves: 0,
      notice: null,
      version: 1,
      createdAt: at,
      updatedAt: at,
    });
    expect((await bookWithHold(hold)).status).toBe(201);
    const week = json<FocusWeek>(await api('GET', `/api/focus?weekStartDate=${WEEK}`));
    const block = week.blocks.find((b) => b.id === 'fcs_old')!;
    expect(block.status).toBe('planned');
    expect(block.moves).toBe(1);
    expect(block.notice).toMatch(/^A booking made on a time held before this block took /);
    const { meetings, focus } = await meetingsAndBlocks();
    for (const b of focus) for (const m of meetings) expect(overlaps(b, m)).toBe(false);
  });
});
