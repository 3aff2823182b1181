import { describe, expect, it } from 'vitest';
import { WORKFLOW_STATUSES } from '../../src/domain/workflow-status';
import { FULL_SCOPES } from '../auth';
import { isClockFrozen, now, setNow } from '../clock';
import * as v from 'valibot';
import { COLLECTION_NAMES, counts, db, meta, RECORD_SCHEMAS } from '../db';
import { civilDate, localParts, weekStart } from '../time';
import {
  buildScenario,
  DEFAULT_SCENARIO,
  loadScenario,
  scenarios,
  scenarioSessionToken,
} from './index';
import { formatCivil, mondayOf } from '../../src/domain/civil-date';
import { zonedInstant } from '../../src/domain/zone-clock';
import { planFocus } from '../../src/domain/focus-plan';
import { plannerWeek } from '../handlers/focus-time';
import { slotsOfLink } from '../../src/domain/slots';
import type { components } from '../../src/api/schema.gen';
import { api, json, useScenario } from '../test/helpers';

type Schemas = components['schemas'];

const NOW = '2026-11-04T15:00:00.000Z';
const DAY = 86_400_000;

describe('scenario catalogue', () => {
  // loadScenario fills the database without validating (db.ts, `trusted`): this is the check.
  it.each(scenarios.map((s) => s.id))('%s seeds only records that match the schemas', (id) => {
    const { data } = buildScenario(id, NOW);
    for (const name of COLLECTION_NAMES) {
      const invalid = data[name].filter(
        (record) => !v.safeParse(RECORD_SCHEMAS[name], record).success,
      );
      expect(invalid, name).toEqual([]);
    }
  });

  it('lists the scenarios QA relies on, with their identities', () => {
    expect(DEFAULT_SCENARIO).toBe('default');
    expect(scenarios.map((s) => [s.id, s.identity.email, s.signedIn])).toEqual([
      ['default', 'jordan.lee@example.com', false],
      ['new-host', 'sam.rivera@example.com', true],
      ['missing-scopes', 'jordan.lee@example.com', true],
      ['no-workflow-access', 'jordan.lee@example.com', true],
      ['calendar-disconnected', 'jordan.lee@example.com', true],
      ['busy-week', 'jordan.lee@example.com', true],
      ['busy-month', 'jordan.lee@example.com', true],
      ['many-bookings', 'jordan.lee@example.com', true],
      ['dst-spring', 'jordan.lee@example.com', true],
      ['dst-fall', 'jordan.lee@example.com', true],
      ['time-off', 'jordan.lee@example.com', true],
      ['split-day', 'jordan.lee@example.com', true],
      ['meeting-types', 'jordan.lee@example.com', true],
      ['focus-week', 'jordan.lee@example.com', true],
      ['policies', 'jordan.lee@example.com', true],
      ['same-day', 'jordan.lee@example.com', true],
      ['team', 'jordan.lee@example.com', true],
    ]);
    for (const s of scenarios) {
      expect(s.title).toBeTruthy();
      expect(s.description.length).toBeGreaterThan(20);
    }
  });

  it.each(scenarios.map((s) => s.id))('%s seeds its identity and its session', (id) => {
    const { data } = buildScenario(id, NOW);
    const info = scenarios.find((s) => s.id === id)!;
    const user = data.users.find((u) => u.email === info.identity.email);
    expect(user?.name).toBe(info.identity.name);
    expect(data.sessions.map((s) => s.token)).toEqual(
      info.signedIn ? [scenarioSessionToken(id)] : [],
    );
    // Priya Shah is always there as a second host.
    expect(data.users.find((u) => u.email === 'priya.shah@example.com')).toBeDefined();
  });
});

describe('default', () => {
  const { data } = buildScenario('default', NOW);
  const jordan = data.users.find((u) => u.id === 'usr_jordan_lee')!;

  it('has Jordan Lee with scopes, workflow access and an analysed calendar', () => {
    expect(jordan).toMatchObject({
      name: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      workflowAccess: true,
    });
    expect(jordan.grantedScopes).toEqual(FULL_SCOPES);
    const prefs = data.preferences.find((p) => p.userId === jordan.id)!;
    expect(prefs.totalMeetingsAnalyzed).toBe(42);
    expect(prefs.lastAnalyzedAt).toBe(new Date(Date.parse(NOW) - 3 * DAY).toISOString());
    expect(prefs.timezone).toBe('America/New_York');
  });

  it('has two personal calendars, both links and this week’s goals', () => {
    expect(
      data.calendars.filter((c) => c.userId === jordan.id).map((c) => [c.kind, c.email]),
    ).toEqual([
      ['primary', 'jordan.lee@example.com'],
      ['personal', 'jordan.personal@example.com'],
      ['personal', 'jordan.side@example.com'],
    ]);
    expect(data.links.filter((l) => l.userId === jordan.id).map((l) => l.slug)).toEqual([
      'jordan-lee/high-priority',
      'jordan-lee/standard',
    ]);
    const thisWeek = formatCivil(mondayOf(civilDate(Date.parse(NOW), 'America/New_York')));
    expect(thisWeek).toBe('2026-11-02');
    expect(
      data.goals.find((g) => g.userId === jordan.id && g.weekStartDate === thisWeek)?.goals,
    ).toHaveLength(3);
  });

  it('fills the previous, current and next weeks with weekday meetings between 9 and 18', () => {
    const monday = weekStart(Date.parse(NOW), 'America/New_York');
    for (const offset of [-1, 0, 1]) {
      const from = monday + offset * 7 * DAY;
      const inWeek = data.meetings.filter(
        (m) =>
          m.calendarEmail === jordan.email &&
          Date.parse(m.startTime) >= from &&
          Date.parse(m.startTime) < from + 7 * DAY,
      );
      expect(inWeek.length).toBeGreaterThanOrEqual(20);
      for (const m of inWeek.filter((x) => x.source === 'calendar')) {
        const start = localParts(Date.parse(m.startTime), 'America/New_York');
        const end = localParts(Date.parse(m.endTime), 'America/New_York');
        expect(start.dow).toBeGreaterThanOrEqual(1);
        expect(start.dow).toBeLessThanOrEqual(5);
        expect(start.hour).toBeGreaterThanOrEqual(9);
        expect(end.d).toBe(start.d);
        expect(end.hour * 60 + end.minute).toBeLessThanOrEqual(18 * 60);
      }
    }
  });

  it('has workflows in every status, each with a history', () => {
    expect(new Set(data.workflows.map((w) => w.status))).toEqual(new Set(WORKFLOW_STATUSES));
    for (const w of data.workflows) {
      const events = data.workflowEvents.filter((e) => e.workflowId === w.id);
      expect(events[0]?.type).toBe('WORKFLOW_CREATED');
      expect(events.some((e) => e.type === `STATE_CHANGED:${w.status}`)).toBe(true);
      expect(Date.parse(w.updatedAt)).toBeLessThanOrEqual(Date.parse(NOW));
    }
  });

  it('has Priya Shah in Asia/Kolkata with her own links and no workflow access', () => {
    const priya = data.users.find((u) => u.email === 'priya.shah@example.com')!;
    expect(priya.workflowAccess).toBe(false);
    expect(data.preferences.find((p) => p.userId === priya.id)?.timezone).toBe('Asia/Kolkata');
    expect(data.links.filter((l) => l.userId === priya.id).map((l) => l.slug)).toEqual([
      'priya-shah/high-priority',
      'priya-shah/standard',
    ]);
  });
});

describe('seeds are relative to the injected now and deterministic', () => {
  it('gives identical data for the same now', () => {
    expect(JSON.stringify(buildScenario('default', NOW).data)).toEqual(
      JSON.stringify(buildScenario('default', NOW).data),
    );
  });

  it('moves every date with now', () => {
    const then = '2021-03-10T15:00:00.000Z';
    const { data } = buildScenario('default', then);
    const times = [
      ...data.meetings.flatMap((m) => [m.startTime, m.endTime]),
      ...data.workflows.flatMap((w) => [w.createdAt, w.updatedAt]),
      ...data.goals.map((g) => g.weekStartDate),
      ...data.preferences.flatMap((p) => (p.lastAnalyzedAt ? [p.lastAnalyzedAt] : [])),
    ].map(Date.parse);
    const center = Date.parse(then);
    expect(Math.min(...times)).toBeGreaterThan(center - 130 * DAY);
    expect(Math.max(...times)).toBeLessThan(center + 21 * DAY);
  });
});

describe('loading', () => {
  it('replaces the database and records the scenario in meta', async () => {
    await loadScenario('new-host', { now: NOW });
    expect(meta).toMatchObject({ scenarioId: 'new-host', seededAt: NOW });
    const sam = db.users.findFirst((q) => q.where({ email: 'sam.rivera@example.com' }))!;
    expect(db.links.findMany((q) => q.where({ userId: sam.id }))).toEqual([]);
    expect(db.goals.findMany((q) => q.where({ userId: sam.id }))).toEqual([]);
    expect(db.meetings.findMany((q) => q.where({ userId: sam.id }))).toEqual([]);
    expect(
      db.preferences.findFirst((q) => q.where({ userId: sam.id }))?.totalMeetingsAnalyzed,
    ).toBe(0);
    await loadScenario('default', { now: NOW });
    expect(db.users.findFirst((q) => q.where({ email: 'sam.rivera@example.com' }))).toBeUndefined();
  });

  it.each([
    ['dst-spring', '2027-03-11T14:00:00.000Z', 'America/New_York', '2027-03-14T07:00:00.000Z'],
    ['dst-fall', '2027-10-28T08:00:00.000Z', 'Europe/London', '2027-10-31T01:00:00.000Z'],
  ])(
    '%s stops the clock at %s, for a host in %s, with meetings on both sides of the change',
    async (id, instant, zone, change) => {
      try {
        await loadScenario(id, { now: NOW });
        expect(isClockFrozen()).toBe(true);
        expect(now().toISOString()).toBe(instant);
        expect(meta.seededAt).toBe(instant);
        const jordan = db.preferences.findFirst((q) => q.where({ userId: 'usr_jordan_lee' }))!;
        expect(jordan.timezone).toBe(zone);
        const starts = db.meetings
          .findMany((q) => q.where({ userId: 'usr_jordan_lee' }))
          .map((m) => Date.parse(m.startTime));
        const week = 7 * DAY;
        const before = starts.filter(
          (t) => t < Date.parse(change) && t > Date.parse(change) - week,
        );
        const after = starts.filter((t) => t > Date.parse(change) && t < Date.parse(change) + week);
        expect(before.length).toBeGreaterThan(0);
        expect(after.length).toBeGreaterThan(0);
        const links = db.links.findMany((q) => q.where({ userId: 'usr_jordan_lee' }));
        expect(links.map((l) => l.type).sort()).toEqual(['high_priority', 'standard']);
      } finally {
        setNow(null);
      }
    },
  );

  it('seeds busy-week at scale: 300 meetings this week, 3,000+ workflows', async () => {
    // How long it takes is benched (seed.bench.ts, goal under 1 s), never asserted here.
    await loadScenario('busy-week', { now: NOW });
    const monday = weekStart(Date.parse(NOW), 'America/New_York');
    const thisWeek = db.meetings.findMany((q) =>
      q.where(
        (m) =>
          m.userId === 'usr_jordan_lee' &&
          Date.parse(m.startTime) >= monday &&
          Date.parse(m.startTime) < monday + 7 * DAY,
      ),
    );
    expect(thisWeek).toHaveLength(300);
    expect(counts().workflows).toBeGreaterThanOrEqual(3000);
  });

  it('seeds many-bookings: 2,000 bookings of Jordan, each confirmed one with its meeting', () => {
    const { data } = buildScenario('many-bookings', NOW);
    const jordan = data.bookings.filter((b) => b.hostUserId === 'usr_jordan_lee');
    expect(jordan).toHaveLength(2000);
    expect(new Set(jordan.map((b) => b.id)).size).toBe(2000);
    const now = Date.parse(NOW);
    const cancelled = jordan.filter((b) => b.status === 'cancelled');
    const upcoming = jordan.filter((b) => b.status !== 'cancelled' && Date.parse(b.endTime) > now);
    expect(cancelled).toHaveLength(280);
    expect(upcoming).toHaveLength(122);
    expect(cancelled.some((b) => b.cancelledBy === 'host' && b.cancelReason)).toBe(true);
    expect(jordan.some((b) => b.rescheduledBy === 'host' && b.previousStartTime)).toBe(true);
    const meetings = new Set(data.meetings.map((m) => m.id));
    for (const b of jordan) expect(meetings.has(b.meetingId)).toBe(b.status !== 'cancelled');
    // No two confirmed bookings at once.
    const starts = jordan.filter((b) => b.status !== 'cancelled').map((b) => b.startTime);
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('seeds busy-month: exactly 1,000 meetings in this month, in Jordan’s zone', () => {
    const { data } = buildScenario('busy-month', NOW);
    const from = zonedInstant({ y: 2026, m: 11, d: 1 }, 0, 'America/New_York');
    const to = zonedInstant({ y: 2026, m: 12, d: 1 }, 0, 'America/New_York');
    const inMonth = data.meetings.filter(
      (m) =>
        m.userId === 'usr_jordan_lee' &&
        Date.parse(m.startTime) >= from &&
        Date.parse(m.startTime) < to,
    );
    expect(inMonth).toHaveLength(1000);
    // The same every time: the seed is fixed.
    expect(buildScenario('busy-month', NOW).data.meetings).toHaveLength(data.meetings.length);
  });
});

describe('focus-week', () => {
  it('stops the clock on Monday 1 March 2027, 8:00 AM in New York, goals needing 2, 3 and 1 hours, no block, room for all', async () => {
    try {
      await loadScenario('focus-week', { now: NOW });
      expect(now().toISOString()).toBe('2027-03-01T13:00:00.000Z');
      const goals = db.goals.findFirst((q) =>
        q.where({ userId: 'usr_jordan_lee', weekStartDate: '2027-03-01' }),
      )!;
      expect(goals.minutesNeeded).toEqual([120, 180, 60]);
      expect(goals.goals.every((g) => g.trim() !== '')).toBe(true);
      expect(counts().focusBlocks).toBe(0);
      const jordan = db.users.findFirst((q) => q.where({ id: 'usr_jordan_lee' }))!;
      const plan = planFocus(
        plannerWeek(jordan, '2027-03-01'),
        goals.goals.map((title, i) => ({ title, minutesNeeded: goals.minutesNeeded![i]! })),
      );
      expect(plan.shortMinutes).toEqual([0, 0, 0]);
    } finally {
      setNow(null);
    }
  });
});

describe('policies', () => {
  it('Jordan’s standard link closes changes 24 h ahead; Alex starts in 20 h, Dana in 3 days, both invited', () => {
    const { data } = buildScenario('policies', NOW);
    const standard = data.links.find((l) => l.userId === 'usr_jordan_lee' && l.type === 'standard');
    expect(standard?.changeCutoffHours).toBe(24);
    const confirmed = data.bookings.filter(
      (b) => b.hostUserId === 'usr_jordan_lee' && b.status === 'confirmed',
    );
    const of = (email: string) => confirmed.filter((b) => b.attendeeEmail === email);
    expect(of('alex.morgan@example.org').map((b) => b.startTime)).toEqual([
      new Date(Date.parse(NOW) + 20 * 3_600_000).toISOString(),
    ]);
    expect(of('dana.white@example.org').map((b) => b.startTime)).toEqual([
      new Date(Date.parse(NOW) + 3 * DAY).toISOString(),
    ]);
    for (const booking of [...of('alex.morgan@example.org'), ...of('dana.white@example.org')]) {
      expect(booking.linkId).toBe(standard?.id);
      const invitation = data.invitations.find((i) => i.bookingId === booking.id);
      expect(invitation?.to).toBe(booking.attendeeEmail);
      expect(invitation?.body).toContain(`/bookings/${booking.id}?token=${booking.token}`);
      expect(invitation?.manageUrl).toBe(`/bookings/${booking.id}?token=${booking.token}`);
    }
  });

  it('the high-priority link requires approval; Riley’s request waits, told so, holding its time', () => {
    const { data } = buildScenario('policies', NOW);
    const high = data.links.find(
      (l) => l.userId === 'usr_jordan_lee' && l.type === 'high_priority',
    );
    expect(high?.requiresApproval).toBe(true);
    const pending = data.bookings.filter((b) => b.status === 'pending');
    expect(pending.map((b) => [b.attendeeEmail, b.linkId])).toEqual([
      ['riley.chen@example.org', high?.id],
    ]);
    const [request] = pending;
    // Made 2 hours ago: 22 hours before it expires unanswered.
    expect(Date.parse(NOW) - Date.parse(request!.createdAt)).toBe(2 * 3_600_000);
    expect(data.meetings.some((m) => m.id === request!.meetingId)).toBe(true);
    expect(
      data.invitations.filter((i) => i.bookingId === request!.id).map((i) => [i.kind, i.to]),
    ).toEqual([['pending', 'riley.chen@example.org']]);
  });
});

describe('same-day', () => {
  it('offers a New York visitor that Monday from 11:00 AM to 4:30 PM (60 minutes’ notice at 10:00 AM)', async () => {
    await useScenario('same-day');
    expect(now().toISOString()).toBe('2027-03-01T15:00:00.000Z');
    const path = '/api/scheduling-links/jordan-lee/standard';
    const link = json<Schemas['PublicSchedulingLink']>(await api('GET', path));
    expect(link.minimumNotice).toBe(60);
    const busy = await api('POST', `${path}/busy-slots`, {
      startDate: link.startDate,
      endDate: link.endDate,
    });
    expect(busy.status).toBe(200);
    const slots = slotsOfLink(
      link,
      json<Schemas['BusySlotsResponse']>(busy),
      'America/New_York',
      now(),
    );
    expect(slots['2027-03-01']?.map((s) => s.label)).toEqual([
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ]);
  });
});
