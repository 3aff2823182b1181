/**
 * A test fixture of the mock's tests: the team of scenario `team` ("Customer Success"), made in
 * the database directly on top of scenario `same-day` (Jordan Lee and Priya Shah), on the QA
 * clock of Monday 1 March 2027, 8:00 AM New York. Members Jordan (New York, 9-17), Noor Haddad
 * (London, 9-17, a new identity) and Priya (Kolkata, 10-19), Monday to Friday, each with a
 * 15-minute buffer and nothing else in March but Noor's "Board review" on Wednesday 3 March,
 * 3:00-4:00 PM London. Links: `customer-success/kickoff` (collective, Jordan and Noor) and
 * `customer-success/intro` (round robin, all three at medium priority), 30 minutes every 30.
 */
import { setNow } from '../clock';
import { db, type LinkRecord, type PreferencesRecord } from '../db';
import { JORDAN, LINK_IDS, PRIYA } from '../scenarios/people';
import { useScenario as loadScenario } from '../node';

export const TEAM_NOW = '2027-03-01T13:00:00.000Z';
export const TEAM_ID = 'team_customer_success';
export const NOOR = {
  id: 'usr_noor_haddad',
  name: 'Noor Haddad',
  email: 'noor.haddad@example.com',
  timezone: 'Europe/London',
} as const;
export const KICKOFF = {
  id: 'lnk_cs_kickoff',
  path: '/api/scheduling-links/customer-success/kickoff',
};
export const INTRO = { id: 'lnk_cs_intro', path: '/api/scheduling-links/customer-success/intro' };
export const MEMBERS = [JORDAN.id, NOOR.id, PRIYA.id] as const;

const MARCH = {
  from: Date.parse('2027-03-01T00:00:00Z') - 86_400_000,
  to: Date.parse('2027-04-02T00:00:00Z'),
};
const inMarch = (r: { startTime: string; endTime: string }) =>
  Date.parse(r.startTime) < MARCH.to && Date.parse(r.endTime) > MARCH.from;

function weekdays(startHour: number, endHour: number): PreferencesRecord['dayAvailability'] {
  const on = { enabled: true, startHour, endHour };
  const off = { enabled: false, startHour, endHour };
  return { '0': off, '1': on, '2': on, '3': on, '4': on, '5': on, '6': off };
}

async function setHours(userId: string, timezone: string, startHour: number, endHour: number) {
  const prefs = db.preferences.findFirst((q) => q.where({ userId }));
  if (!prefs) throw new Error(`${userId} has no preferences`);
  await db.preferences.update(prefs, {
    data(p) {
      p.timezone = timezone;
      p.timePreference = 'both';
      p.dayAvailability = weekdays(startHour, endHour);
      p.bufferTime = 15;
      p.noBufferNeeded = false;
      p.timeOff = [];
      p.dateOverrides = [];
    },
  });
}

/** Signs in as Jordan on scenario `same-day` and builds the team on the team clock. */
export async function loadTeamFixture(): Promise<void> {
  await loadScenario('same-day');
  setNow(TEAM_NOW);
  const members = new Set<string>(MEMBERS);
  const theirs = (r: { userId?: string; hostUserId?: string }) =>
    members.has(r.userId ?? r.hostUserId ?? '');
  await db.meetings.deleteMany((q) => q.where((m) => theirs(m) && inMarch(m)));
  await db.bookings.deleteMany((q) => q.where((b) => theirs(b) && inMarch(b)));
  await db.holds.deleteMany((q) => q.where((h) => theirs(h)));
  await db.focusBlocks.deleteMany((q) => q.where((f) => theirs(f)));

  const jordan = db.users.findFirst((q) => q.where({ id: JORDAN.id }));
  const jordanPrefs = db.preferences.findFirst((q) => q.where({ userId: JORDAN.id }));
  const jordanCalendar = db.calendars.findFirst((q) =>
    q.where({ userId: JORDAN.id, kind: 'primary' }),
  );
  if (!jordan || !jordanPrefs || !jordanCalendar)
    throw new Error('scenario same-day has no Jordan');
  await db.users.create({
    ...jordan,
    id: NOOR.id,
    name: NOOR.name,
    email: NOOR.email,
    picture: null,
  });
  await db.preferences.create({
    ...structuredClone({ ...jordanPrefs }),
    userId: NOOR.id,
    slackId: null,
  });
  await db.calendars.create({
    ...jordanCalendar,
    id: 'cal_noor_primary',
    userId: NOOR.id,
    email: NOOR.email,
    timeZone: NOOR.timezone,
  });
  await setHours(JORDAN.id, JORDAN.timezone, 9, 17);
  await setHours(NOOR.id, NOOR.timezone, 9, 17);
  await setHours(PRIYA.id, PRIYA.timezone, 10, 19);
  await db.meetings.create({
    id: 'evt_noor_board_review',
    userId: NOOR.id,
    calendarEmail: NOOR.email,
    title: 'Board review',
    description: '',
    startTime: '2027-03-03T15:00:00.000Z',
    endTime: '2027-03-03T16:00:00.000Z',
    source: 'calendar',
    attendees: [],
  });

  const at = TEAM_NOW;
  await db.teams.create({
    id: TEAM_ID,
    slug: 'customer-success',
    name: 'Customer Success',
    memberIds: [...MEMBERS],
    createdAt: at,
    updatedAt: at,
    version: 1,
  });
  const standard = db.links.findFirst((q) => q.where({ id: LINK_IDS.jordanStandard }));
  if (!standard) throw new Error('scenario same-day has no standard link');
  const base: LinkRecord = {
    ...structuredClone({ ...standard }),
    userId: JORDAN.id,
    previousSlugs: [],
    customDescription: null,
    defaultDuration: 30,
    minimumNotice: null,
    dailyLimit: null,
    slotInterval: 30,
    spec: false,
    teamId: TEAM_ID,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  await db.links.create({
    ...base,
    id: KICKOFF.id,
    slug: 'customer-success/kickoff',
    name: 'Kickoff',
    bookingWindowDays: 30,
    kind: 'collective',
    hosts: [
      { userId: JORDAN.id, priority: 'medium' },
      { userId: NOOR.id, priority: 'medium' },
    ],
  });
  await db.links.create({
    ...base,
    id: INTRO.id,
    slug: 'customer-success/intro',
    name: 'Intro call',
    bookingWindowDays: 14,
    kind: 'round_robin',
    hosts: MEMBERS.map((userId) => ({ userId, priority: 'medium' as const })),
  });
}

/** Sets one host's priority on the intro link. */
export async function setIntroPriority(userId: string, priority: 'high' | 'medium' | 'low') {
  const link = db.links.findFirst((q) => q.where({ id: INTRO.id }));
  if (!link) throw new Error('no intro link');
  await db.links.update(link, {
    data(l) {
      l.hosts = (l.hosts ?? []).map((h) => (h.userId === userId ? { ...h, priority } : h));
    },
  });
}
