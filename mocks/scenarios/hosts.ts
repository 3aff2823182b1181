/**
 * The shared generators of the scenarios: the hosts (Jordan, Priya, Sam) with their calendars,
 * meetings, goals, links and workflows. A scenario picks hosts and options; every date is relative
 * to the seed's `now`.
 */
import { WORKFLOW_STATUSES, type WorkflowStatus } from '../../src/domain/workflow-status';
import { civilDate } from '../time';
import { seedBookingHistory, type HistoryCounts } from './booking-history';
import {
  COLLEAGUES,
  INDIA_TEAM,
  JORDAN,
  JORDAN_PERSONAL,
  JORDAN_SIDE,
  LINK_IDS,
  PRIYA,
  SAM,
} from './people';
import type { Person } from './people';
import { DAY, HOUR, type Seed, type AgendaItem } from './seed';
import { addDays, type DateFields } from '../../src/domain/civil-date';
import { zonedInstant } from '../../src/domain/zone-clock';

const JORDAN_AGENDA: readonly AgendaItem[] = [
  { title: 'Team standup', group: true },
  { title: '1:1 with {name}' },
  { title: '1:1 with {name}' },
  { title: 'Design review', group: true },
  { title: 'Sprint planning', group: true },
  { title: 'Roadmap sync', group: true },
  { title: 'Customer call — Acme Corp' },
  { title: 'Hiring panel', group: true },
  { title: 'Product sync', group: true },
  { title: 'Focus time', solo: true },
  { title: 'Quarterly business review', group: true },
  { title: 'Coffee chat with {name}' },
  { title: 'Interview: Senior Engineer' },
  { title: 'Metrics review', group: true },
];

const PRIYA_AGENDA: readonly AgendaItem[] = [
  { title: 'Daily sync', group: true },
  { title: '1:1 with {name}' },
  { title: 'Architecture review', group: true },
  { title: 'Vendor call' },
  { title: 'Deep work', solo: true },
  { title: 'Release planning', group: true },
];

export interface JordanOptions {
  scopes?: 'full' | 'basic';
  workflowAccess?: boolean;
  authExpired?: boolean;
  busy?: boolean;
  /** Exactly this many meetings in the current month (host time), for the month view at scale. */
  monthMeetings?: number;
  /** A long booking history on top of the two bookings (many-bookings), by tab. */
  bookingHistory?: HistoryCounts;
  /** Jordan's zone, when a scenario needs another (dst-fall: Europe/London). */
  timezone?: string;
  /**
   * The bookings made through his links, in place of the two of every scenario (Alex next
   * Tuesday, Dana next Thursday): `policies` puts its own at fixed distances from `now`.
   */
  bookings?: (seed: Seed, host: Person) => void;
}

export function seedJordan(seed: Seed, options: JordanOptions = {}): void {
  // The DST scenarios move Jordan to another zone; everything else is Jordan as he is.
  const host: Person = options.timezone ? { ...JORDAN, timezone: options.timezone } : JORDAN;
  const tz = host.timezone;
  seed.user(host, {
    scopes: options.scopes ?? 'full',
    workflowAccess: options.workflowAccess ?? true,
  });
  if (options.authExpired) {
    const primary = seed.data.calendars.find((c) => c.userId === host.id && c.kind === 'primary');
    if (primary) primary.authExpired = true;
  }
  seed.calendar(host.id, JORDAN_PERSONAL, 'personal', { since: 50 * DAY });
  seed.calendar(host.id, JORDAN_SIDE, 'personal', { since: 20 * DAY });
  seed.preferences(host, {
    analysed: { total: 42, daysAgo: 3 },
    timePreference: 'both',
    dayAvailability: { '5': { enabled: true, startHour: 9, endHour: 15 } },
    bufferTime: 15,
  });

  // Links.
  seed.link(host, 'high_priority', { id: LINK_IDS.jordanHighPriority });
  seed.link(host, 'standard', {
    id: LINK_IDS.jordanStandard,
    customDescription: 'Happy to chat about partnerships, hiring or product feedback.',
  });

  // Bookings already made through the links (next week), before the rest of the calendar so the
  // generated meetings steer around them.
  const next = seed.monday(tz, 1);
  if (options.bookings) options.bookings(seed, host);
  else seedLinkBookings(seed, host, next, tz);
  if (options.bookingHistory) {
    seedBookingHistory(
      seed,
      host,
      [LINK_IDS.jordanStandard, LINK_IDS.jordanHighPriority],
      options.bookingHistory,
    );
  }

  // Personal calendars: a few private commitments, some inside working hours.
  for (const offset of [-2, -1, 0, 1]) {
    const monday = seed.monday(tz, offset);
    seed.meetingAt(host, JORDAN_PERSONAL, addDays(monday, 0), 7, 0, 60, 'Gym');
    seed.meetingAt(host, JORDAN_PERSONAL, addDays(monday, 1), 15, 30, 30, 'School pickup');
    seed.meetingAt(host, JORDAN_PERSONAL, addDays(monday, 3), 15, 30, 30, 'School pickup');
    seed.meetingAt(host, JORDAN_PERSONAL, addDays(monday, 4), 19, 0, 120, 'Dinner with friends');
    seed.meetingAt(host, JORDAN_SIDE, addDays(monday, 2), 18, 30, 60, 'Side project sync', [
      { name: 'Chris Novak', email: 'chris.novak@example.com' },
    ]);
    seed.meetingAt(host, JORDAN_SIDE, addDays(monday, 5), 10, 0, 120, 'Volunteer shift');
  }
  seed.meetingAt(host, JORDAN_PERSONAL, addDays(seed.monday(tz, 0), 2), 11, 30, 60, 'Dentist');

  // The primary calendar: four weeks back, this week and next week.
  for (const offset of [-4, -3, -2]) {
    seed.workWeek(host, seed.monday(tz, offset), {
      perDay: [3, 6],
      agenda: JORDAN_AGENDA,
      people: COLLEAGUES,
    });
  }
  for (const offset of [-1, 0, 1]) {
    seed.workWeek(host, seed.monday(tz, offset), {
      perDay: [4, 7],
      agenda: JORDAN_AGENDA,
      people: COLLEAGUES,
    });
  }
  if (options.busy) {
    seed.workWeek(host, seed.monday(tz, 0), {
      perDay: [38, 38],
      days: [0, 1, 2, 3, 4, 5, 6],
      fromHour: 7,
      toHour: 21,
      agenda: JORDAN_AGENDA,
      people: COLLEAGUES,
      allowOverlap: true,
    });
    // Top up to exactly 300 meetings this week across Jordan's calendars.
    const weekFrom = zonedInstant(seed.monday(tz, 0), 0, tz);
    const weekTo = weekFrom + 7 * DAY;
    const inWeek = () =>
      seed.data.meetings.filter(
        (m) =>
          m.userId === host.id &&
          Date.parse(m.startTime) >= weekFrom &&
          Date.parse(m.startTime) < weekTo,
      ).length;
    let missing = 300 - inWeek();
    while (missing > 0) {
      const day = seed.rng.int(0, 6);
      seed.meetingAt(
        host,
        host.email,
        addDays(seed.monday(tz, 0), day),
        seed.rng.int(8, 19),
        seed.rng.pick([0, 30]),
        seed.rng.pick([30, 45, 60]),
        seed.rng.pick(JORDAN_AGENDA).title.replace('{name}', 'Alex'),
      );
      missing--;
    }
    if (missing < 0) {
      const drop = new Set(
        seed.data.meetings
          .filter(
            (m) =>
              m.userId === host.id &&
              m.source === 'calendar' &&
              Date.parse(m.startTime) >= weekFrom &&
              Date.parse(m.startTime) < weekTo,
          )
          .slice(0, -missing)
          .map((m) => m.id),
      );
      seed.data.meetings = seed.data.meetings.filter((m) => !drop.has(m.id));
    }
  }

  if (options.monthMeetings) topUpMonth(seed, host, options.monthMeetings);

  // Goals: this week and the two before.
  seed.goals(host, 0, [
    'Ship the booking page redesign',
    'Prepare the Q4 planning deck',
    'Two focus afternoons without meetings',
  ]);
  seed.goals(host, -1, [
    'Finish the hiring loop for the design role',
    'Review the onboarding survey',
    '',
  ]);
  seed.goals(host, -2, [
    'Draft the analytics spec',
    'Clear the support backlog',
    'Plan the team offsite',
  ]);

  // Activity log.
  seed.activity(
    host.id,
    'link_created',
    'Scheduling link jordan-lee/high-priority created',
    seed.now - 45 * DAY,
  );
  seed.activity(
    host.id,
    'link_created',
    'Scheduling link jordan-lee/standard created',
    seed.now - 45 * DAY,
  );
  seed.activity(
    host.id,
    'calendar_connected',
    `Calendar ${JORDAN_PERSONAL} connected`,
    seed.now - 50 * DAY,
  );
  seed.activity(
    host.id,
    'calendar_connected',
    `Calendar ${JORDAN_SIDE} connected`,
    seed.now - 20 * DAY,
  );
  seed.activity(
    host.id,
    'preferences_updated',
    'Calendar analysed: 42 meetings',
    seed.now - 3 * DAY,
  );
  seed.activity(host.id, 'goals_saved', 'Weekly goals saved', seed.now - 26 * HOUR);
  seed.activity(
    host.id,
    'meeting_rescheduled',
    'Roadmap sync moved to Thursday 10:00 AM',
    seed.now - 30 * HOUR,
  );

  // Workflows in every status.
  seedWorkflows(seed, options.busy ? 3000 : 0);
}

/** Adds meetings on random days and times of the current month until it holds `total`. */
function topUpMonth(seed: Seed, host: Person, total: number): void {
  const tz = host.timezone;
  const today = civilDate(seed.now, tz);
  const first = { y: today.y, m: today.m, d: 1 };
  const days = new Date(Date.UTC(today.y, today.m, 0)).getUTCDate();
  const from = zonedInstant(first, 0, tz);
  const to = zonedInstant(addDays(first, days), 0, tz);
  const inMonth = seed.data.meetings.filter(
    (m) => m.userId === host.id && Date.parse(m.startTime) >= from && Date.parse(m.startTime) < to,
  ).length;
  for (let missing = total - inMonth; missing > 0; missing--) {
    seed.meetingAt(
      host,
      host.email,
      addDays(first, seed.rng.int(0, days - 1)),
      seed.rng.int(7, 19),
      seed.rng.pick([0, 30]),
      seed.rng.pick([30, 45, 60]),
      seed.rng.pick(JORDAN_AGENDA).title.replace('{name}', 'Alex'),
    );
  }
}

const REQUESTERS = [
  { userId: JORDAN.id, name: JORDAN.name, email: JORDAN.email },
  { userId: JORDAN.id, name: JORDAN.name, email: JORDAN.email },
  { userId: JORDAN.id, name: JORDAN.name, email: JORDAN.email },
  { userId: null, name: 'Taylor Kim', email: 'taylor.kim@example.com' },
  { userId: null, name: 'Morgan Chen', email: 'morgan.chen@example.com' },
  { userId: PRIYA.id, name: PRIYA.name, email: PRIYA.email },
  { userId: null, name: null, email: 'riley.park@example.com' },
  { userId: null, name: null, email: null },
];

/** How many seeded workflows each status holds in the small set, and its ages (hours). */
const SMALL_SET: readonly [WorkflowStatus, number, number, number][] = [
  ['parsing_input', 2, 0.01, 0.2],
  ['fetching_meeting_options', 2, 0.01, 0.3],
  ['sending_options_to_user', 1, 0.02, 0.5],
  ['awaiting_meeting_selection', 4, 0.5, 20],
  ['meeting_selected_prepare_data', 1, 0.05, 2],
  ['find_new_slots_for_selected_meeting', 1, 0.05, 3],
  ['awaiting_new_slot_selection', 1, 2, 30],
  ['awaiting_host_response', 3, 2, 40],
  ['rescheduled', 12, 1, 160],
  ['rejected', 3, 5, 160],
  ['failed', 4, 0.2, 160],
];

/** Realistic shares for the large set. */
const SHARES: readonly [WorkflowStatus, number][] = [
  ['parsing_input', 0.01],
  ['fetching_meeting_options', 0.01],
  ['sending_options_to_user', 0.01],
  ['awaiting_meeting_selection', 0.07],
  ['meeting_selected_prepare_data', 0.01],
  ['find_new_slots_for_selected_meeting', 0.01],
  ['awaiting_new_slot_selection', 0.03],
  ['awaiting_host_response', 0.05],
  ['rescheduled', 0.6],
  ['rejected', 0.12],
  ['failed', 0.08],
];

function seedWorkflows(seed: Seed, large: number): void {
  const meetingIds = seed.data.meetings.filter((m) => m.userId === JORDAN.id).map((m) => m.id);
  const pickMeeting = () => (meetingIds.length > 0 ? seed.rng.pick(meetingIds) : null);
  for (const [status, count, minHours, maxHours] of SMALL_SET) {
    for (let i = 0; i < count; i++) {
      const age = (minHours + seed.rng.next() * (maxHours - minHours)) * HOUR;
      seed.workflow(status, age, seed.rng.pick(REQUESTERS), pickMeeting());
    }
  }
  if (large <= 0) return;
  let made = 0;
  SHARES.forEach(([status, share], index) => {
    const count = index === SHARES.length - 1 ? large - made : Math.round(large * share);
    const final = status === 'rescheduled' || status === 'rejected' || status === 'failed';
    for (let i = 0; i < count; i++) {
      const maxHours = final ? 30 * 24 : 72;
      const age = (0.02 + seed.rng.next() * maxHours) * HOUR;
      seed.workflow(status, age, seed.rng.pick(REQUESTERS), pickMeeting());
    }
    made += count;
  });
  void WORKFLOW_STATUSES;
}

export function seedPriya(seed: Seed): void {
  const tz = PRIYA.timezone;
  seed.user(PRIYA, { scopes: 'full', workflowAccess: false, since: 200 * DAY });
  seed.preferences(PRIYA, {
    analysed: { total: 17, daysAgo: 10 },
    timePreference: 'pm',
    dayAvailability: {
      '1': { enabled: true, startHour: 10, endHour: 18 },
      '2': { enabled: true, startHour: 10, endHour: 18 },
      '3': { enabled: true, startHour: 10, endHour: 18 },
      '4': { enabled: true, startHour: 10, endHour: 18 },
      '5': { enabled: true, startHour: 10, endHour: 16 },
    },
    bufferTime: 10,
  });
  seed.link(PRIYA, 'high_priority', { id: LINK_IDS.priyaHighPriority, duration: 45 });
  seed.link(PRIYA, 'standard', { id: LINK_IDS.priyaStandard });
  for (const offset of [-1, 0, 1]) {
    seed.workWeek(PRIYA, seed.monday(tz, offset), {
      perDay: [2, 4],
      fromHour: 10,
      toHour: 18,
      agenda: PRIYA_AGENDA,
      people: INDIA_TEAM,
    });
  }
  seed.goals(PRIYA, 0, ['Finalise the API migration plan', 'Mentor Rohan on on-call', '']);
  seed.activity(PRIYA.id, 'goals_saved', 'Weekly goals saved', seed.now - 40 * HOUR);
}

export function seedSam(seed: Seed): void {
  seed.user(SAM, { scopes: 'full', workflowAccess: false, since: 2 * HOUR });
  seed.preferences(SAM);
}

/** The two bookings of every scenario: Alex next Tuesday at 10:00, Dana next Thursday at 14:30. */
function seedLinkBookings(seed: Seed, host: Person, next: DateFields, tz: string): void {
  seed.booking(
    host,
    LINK_IDS.jordanStandard,
    { name: 'Alex Morgan', email: 'alex.morgan@example.org' },
    zonedInstant(addDays(next, 1), 10 * 60, tz),
    2 * DAY,
  );
  seed.booking(
    host,
    LINK_IDS.jordanHighPriority,
    { name: 'Dana White', email: 'dana.white@example.org' },
    zonedInstant(addDays(next, 3), 14 * 60 + 30, tz),
    5 * HOUR,
  );
}
