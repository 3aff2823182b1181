import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { CUSTOMER_SUCCESS, JORDAN, LINK_IDS, NOOR, PRIYA, type Person } from '../people';
import type { Seed } from '../seed';
import type { LinkRecord } from '../../db';
import { DAY_MS } from '../../../src/domain/civil-date';

/** The month kept free for the team: 1 to 31 March 2027 in every member's zone. */
const MARCH_FROM = Date.parse('2027-02-28T12:00:00.000Z');
const MARCH_TO = Date.parse('2027-04-01T12:00:00.000Z');

const WEEKDAYS = ['1', '2', '3', '4', '5'] as const;

/** Monday to Friday from `startHour` to `endHour` in the member's zone, weekends off. */
function workingHours(startHour: number, endHour: number) {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { enabled: true, startHour, endHour }]),
  ) as Record<(typeof WEEKDAYS)[number], { enabled: true; startHour: number; endHour: number }>;
}

/** The member's hours, a 15-minute buffer, no am/pm preference, no time off, no overrides. */
function setHours(seed: Seed, person: Person, startHour: number, endHour: number): void {
  const prefs = seed.data.preferences.find((p) => p.userId === person.id);
  if (!prefs) throw new Error(`${person.name} has no preferences`);
  prefs.timePreference = 'both';
  prefs.bufferTime = 15;
  prefs.noBufferNeeded = false;
  prefs.timeOff = [];
  prefs.dateOverrides = [];
  Object.assign(prefs.dayAvailability, workingHours(startHour, endHour));
}

/** A team link of Customer Success, created by Jordan, with the booking rules of a standard link. */
function teamLink(
  seed: Seed,
  id: string,
  suffix: string,
  name: string,
  kind: 'collective' | 'round_robin',
  hosts: readonly Person[],
  windowDays: number,
): void {
  seed.link(JORDAN, 'standard', { id, name, suffix });
  const link = seed.data.links.find((l) => l.id === id) as LinkRecord;
  link.slug = `${CUSTOMER_SUCCESS.slug}/${suffix}`;
  link.spec = false;
  link.slotInterval = 30;
  link.bookingWindowDays = windowDays;
  link.teamId = CUSTOMER_SUCCESS.id;
  link.kind = kind;
  link.hosts = hosts.map((h) => ({ userId: h.id, priority: 'medium' }));
}

/**
 * Teams (`docs/teams.md`): Customer Success, three members in three zones, a collective link and
 * a round-robin one. Their March is empty but for Noor's board review, so the times a visitor in
 * New York is offered follow from the hours alone (the engine's table test pins the same times).
 */
export const team: ScenarioDefinition = {
  id: 'team',
  title: 'Team links',
  description:
    'Jordan Lee, signed in, on Monday 1 March 2027 at 8:00 AM New York, in the team Customer Success (slug `customer-success`) with Noor Haddad (noor.haddad@example.com, Europe/London) and Priya Shah (Asia/Kolkata). Monday to Friday, Jordan works 9:00 AM–5:00 PM New York, Noor 9:00 AM–5:00 PM London, Priya 10:00 AM–7:00 PM Kolkata, each with a 15-minute buffer. In March none of them has a meeting or booking except Noor\'s "Board review", Wednesday 3 March, 3:00–4:00 PM London. `customer-success/kickoff` ("Kickoff") is collective with Jordan and Noor, 30 minutes every 30 minutes, 30-day window; `customer-success/intro` ("Intro call") is round robin with all three at medium priority, 14-day window.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  clock: '2027-03-01T13:00:00.000Z',
  build(seed) {
    seedJordan(seed, { bookings: () => undefined });
    seedPriya(seed);
    seed.user(NOOR, { scopes: 'full', workflowAccess: false, since: 90 * DAY_MS });
    seed.preferences(NOOR);
    setHours(seed, JORDAN, 9, 17);
    setHours(seed, NOOR, 9, 17);
    setHours(seed, PRIYA, 10, 19);

    // March stays free for the three of them: no meeting, booking or focus block.
    const members = new Set([JORDAN.id, NOOR.id, PRIYA.id]);
    const inMarch = (r: { userId: string; startTime: string; endTime: string }) =>
      members.has(r.userId) &&
      Date.parse(r.endTime) > MARCH_FROM &&
      Date.parse(r.startTime) < MARCH_TO;
    seed.data.meetings = seed.data.meetings.filter((m) => !inMarch(m));
    seed.data.focusBlocks = seed.data.focusBlocks.filter((b) => !inMarch(b));
    const booked = seed.data.bookings.filter(
      (b) => members.has(b.hostUserId) && Date.parse(b.endTime) > MARCH_FROM,
    );
    if (booked.length > 0) throw new Error('A member of the team has a booking in March');
    seed.meetingAt(NOOR, NOOR.email, { y: 2027, m: 3, d: 3 }, 15, 0, 60, 'Board review');

    const at = seed.iso(seed.now - 30 * DAY_MS);
    seed.data.teams.push({
      id: CUSTOMER_SUCCESS.id,
      slug: CUSTOMER_SUCCESS.slug,
      name: CUSTOMER_SUCCESS.name,
      memberIds: [JORDAN.id, NOOR.id, PRIYA.id],
      createdAt: at,
      updatedAt: at,
      version: 1,
    });
    teamLink(seed, LINK_IDS.teamKickoff, 'kickoff', 'Kickoff', 'collective', [JORDAN, NOOR], 30);
    teamLink(
      seed,
      LINK_IDS.teamIntro,
      'intro',
      'Intro call',
      'round_robin',
      [JORDAN, NOOR, PRIYA],
      14,
    );
  },
};
