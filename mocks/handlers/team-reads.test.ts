/**
 * A team link's public reads on scenario `team`: the link names its team and hosts, busy-slots
 * tells each host's busy times and rules, and the slot engine fed with them (as the booking page
 * feeds it) offers the times the scenario promises a visitor in New York.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { generateTeamSlots, type TeamMember } from '../../src/domain/slots';
import type { components } from '../../src/api/schema.gen';
import { api, json, useScenario } from '../test/helpers';
import { db } from '../db';
import { DAY_MS } from '../../src/domain/civil-date';
import { linkHostIds, memberSlotInputs, teamOfLink } from './team-members';

type PublicLink = components['schemas']['PublicSchedulingLink'];
type BusySlots = components['schemas']['BusySlotsResponse'];

const JORDAN = 'usr_jordan_lee';
const NOOR = 'usr_noor_haddad';
const PRIYA = 'usr_priya_shah';

beforeEach(async () => {
  await useScenario('team');
});

async function teamSlots(suffix: string) {
  const link = json<PublicLink>(
    await api('GET', `/api/scheduling-links/customer-success/${suffix}`),
  );
  const busy = await api('POST', `/api/scheduling-links/customer-success/${suffix}/busy-slots`, {
    startDate: link.startDate,
    endDate: link.endDate,
  });
  expect(busy.status).toBe(200);
  const body = json<BusySlots>(busy);
  const members: TeamMember[] = (body.hosts ?? []).map((h) => ({
    id: h.id,
    preferences: {
      timePreference: link.preferences.timePreference,
      timezone: h.preferences.timezone,
      dayAvailability: h.preferences.dayAvailability,
      bufferTime: h.preferences.bufferTime,
      noBufferNeeded: h.preferences.noBufferNeeded,
    },
    busy: h.busySlots,
  }));
  const firstZone = body.hosts?.[0]?.preferences.timezone ?? null;
  const slots = generateTeamSlots({
    kind: link.team?.kind ?? 'collective',
    members,
    type: link.type,
    duration: link.defaultDuration,
    interval: link.slotInterval,
    windowDays: link.bookingWindowDays,
    gridTimeZone: firstZone,
    visitorTimeZone: 'America/New_York',
    now: '2027-03-01T13:00:00.000Z',
  });
  return { link, body, slots };
}

const labels = (slots: Record<string, { label: string }[]>, date: string) =>
  (slots[date] ?? []).map((s) => s.label);

/** Every half hour from `from` to `to` (both included), as labels. */
function halfHours(from: string, to: string): string[] {
  const all: string[] = [];
  for (let m = 0; m < 1440; m += 30) {
    const h = Math.floor(m / 60);
    all.push(`${h % 12 === 0 ? 12 : h % 12}:${m % 60 === 0 ? '00' : '30'} ${h < 12 ? 'AM' : 'PM'}`);
  }
  return all.slice(all.indexOf(from), all.indexOf(to) + 1);
}

describe('scenario team, read through the public calls', () => {
  it('the public link names the team, its hosts in order, and the creator as owner', async () => {
    const call = await api('GET', '/api/scheduling-links/customer-success/kickoff');
    expect(call.status).toBe(200);
    const link = json<PublicLink>(call);
    expect(link.name).toBe('Kickoff');
    expect(link.host).toEqual({ name: 'Customer Success', picture: null });
    expect(link.owner).toEqual({ name: 'Jordan Lee', email: 'jordan.lee@example.com' });
    expect(link.team).toMatchObject({
      name: 'Customer Success',
      slug: 'customer-success',
      kind: 'collective',
    });
    expect(link.team?.hosts.map((h) => h.name)).toEqual(['Jordan Lee', 'Noor Haddad']);
    expect(link.team?.hosts.every((h) => typeof h.picture === 'string')).toBe(true);
    const intro = json<PublicLink>(
      await api('GET', '/api/scheduling-links/customer-success/intro'),
    );
    expect(intro.team?.kind).toBe('round_robin');
    expect(intro.team?.hosts.map((h) => h.id)).toEqual([JORDAN, NOOR, PRIYA]);
  });

  it('a host’s own link tells no team and no hosts', async () => {
    const link = json<PublicLink>(await api('GET', '/api/scheduling-links/jordan-lee/standard'));
    expect(link.team).toBeUndefined();
    expect(link.host.name).toBe('Jordan Lee');
    const busy = await api('POST', '/api/scheduling-links/jordan-lee/standard/busy-slots', {
      startDate: link.startDate,
      endDate: link.endDate,
    });
    expect(busy.status).toBe(200);
    expect(json<BusySlots>(busy).hosts).toBeUndefined();
  });

  it('busy-slots tells every host in link order, the first one also at the top level', async () => {
    const { body } = await teamSlots('kickoff');
    expect(body.hosts?.map((h) => [h.id, h.preferences.timezone])).toEqual([
      [JORDAN, 'America/New_York'],
      [NOOR, 'Europe/London'],
    ]);
    expect(body.busySlots).toEqual(body.hosts?.[0]?.busySlots);
    expect(body.preferences).toEqual(body.hosts?.[0]?.preferences);
    // Noor's board review is the one busy time of March.
    expect(body.hosts?.[1]?.busySlots).toEqual([
      { start: '2027-03-03T15:00:00.000Z', end: '2027-03-03T16:00:00.000Z' },
    ]);
    expect(body.hosts?.[0]?.busySlots.filter((b) => b.start >= '2027-03-01')).toEqual([]);
  });

  it('kickoff offers New York the times of the scenario', async () => {
    const { slots } = await teamSlots('kickoff');
    expect(labels(slots, '2027-03-02')).toEqual(halfHours('9:00 AM', '11:30 AM'));
    expect(labels(slots, '2027-03-03')).toEqual(['9:00 AM', '11:30 AM']);
    // New York is on daylight time from 14 March, London not until 28 March.
    expect(labels(slots, '2027-03-16')).toEqual(halfHours('9:00 AM', '12:30 PM'));
  });

  it('intro offers New York the union of the three members on Tuesday 2 March', async () => {
    const { slots } = await teamSlots('intro');
    expect(labels(slots, '2027-03-02')).toEqual([...halfHours('12:00 AM', '4:30 PM'), '11:30 PM']);
    const at = (label: string) => slots['2027-03-02']?.find((s) => s.label === label)?.hosts;
    expect(at('10:00 AM')).toEqual([JORDAN, NOOR]);
    expect(at('11:30 PM')).toEqual([PRIYA]);
  });

  it('a host whose calendar cannot be read stops the team link’s busy-slots (409)', async () => {
    const { link } = await teamSlots('kickoff');
    const primary = db.calendars.findFirst((q) =>
      q.where((c) => c.userId === NOOR && c.kind === 'primary'),
    );
    if (!primary) throw new Error('Noor has no primary calendar');
    await db.calendars.update(primary, {
      data(c) {
        c.authExpired = true;
      },
    });
    const busy = await api('POST', '/api/scheduling-links/customer-success/kickoff/busy-slots', {
      startDate: link.startDate,
      endDate: link.endDate,
    });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'calendar_auth_expired' });
  });

  it('the mock’s own members (memberSlotInputs) offer what the public reads offer', async () => {
    const { slots } = await teamSlots('intro');
    const link = db.links.findFirst((q) => q.where({ id: 'lnk_cs_intro' }));
    if (!link) throw new Error('no intro link');
    expect(linkHostIds(link)).toEqual([JORDAN, NOOR, PRIYA]);
    expect(teamOfLink(link)?.slug).toBe('customer-success');
    const own = db.links.findFirst((q) => q.where({ id: 'lnk_jordan_standard' }));
    expect(own && linkHostIds(own)).toEqual([JORDAN]);
    expect(own && teamOfLink(own)).toBeNull();
    const from = Date.parse('2027-03-01T00:00:00.000Z');
    const members = memberSlotInputs(link, { from, to: from + 20 * DAY_MS });
    expect(members.map((m) => m.preferences?.timezone)).toEqual([
      'America/New_York',
      'Europe/London',
      'Asia/Kolkata',
    ]);
    const mine = generateTeamSlots({
      kind: 'round_robin',
      members,
      type: link.type,
      duration: link.defaultDuration,
      interval: link.slotInterval,
      windowDays: link.bookingWindowDays,
      gridTimeZone: members[0]?.preferences?.timezone ?? null,
      visitorTimeZone: 'America/New_York',
      now: '2027-03-01T13:00:00.000Z',
    });
    expect(mine).toEqual(slots);
  });
});
