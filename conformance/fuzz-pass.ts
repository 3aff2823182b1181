/**
 * The fuzz pass: for each write operation, invalid payloads (`fuzz.ts`, from a fixed seed) must be
 * answered 4xx with an `{error}` body, and the host's data must read back unchanged after each.
 * The meeting types' writes get, besides the generated payloads, malformed values the schema
 * alone cannot see (a length the link does not offer, an answer to no question, a guest who is the
 * visitor, a `cancelBookings` of "yes", a malformed `If-Match`), against a meeting type the pass
 * makes for itself and deletes at the end.
 *
 * By operation family: the host's settings and spec links here, the bookings in
 * `fuzz-bookings.ts`, the meeting types in `fuzz-meeting-types.ts`; how a batch is sent and
 * judged, and the snapshot of the host's data, in `fuzz-send.ts`.
 */
import { splitSlug } from '../src/domain/links';
import { preview } from './contract';
import {
  DAY,
  iso,
  slugParams,
  type Booked,
  type HostKept,
  type Managed,
  type Run,
  type Schemas,
} from './core';
import { HOSTILE_PATH_VALUES, invalidPayloads, parseRaw, type Payload } from './fuzz';
import { hostBookingTargets, ownPageTargets, visitorBookingTarget } from './fuzz-bookings';
import { meetingType, meetingTypeTargets } from './fuzz-meeting-types';
import { fuzzOne, snapshot, unchanged, type Target } from './fuzz-send';

const FILE = 'conformance/fuzz-pass.ts';

/** What the fuzz pass writes to: valid bodies and the bookings the earlier areas kept. */
export interface FuzzTargets {
  me: Schemas['CurrentUser'];
  /** The test preferences `areas/preferences.ts` saved. */
  saved: Schemas['PreferencesInput'] | null;
  links: Schemas['SchedulingLink'][];
  goalsWeek: string;
  booked: Booked | null;
  managed: Managed | null;
  hostKept: HostKept | null;
}

export async function fuzz(
  run: Run,
  { me, saved, links, goalsWeek, booked, managed, hostKept }: FuzzTargets,
  { seed, perOperation }: { seed: number; perOperation: number },
): Promise<void> {
  const check = run.checker(FILE);
  run.log(`fuzz (seed ${seed}, ${perOperation} payloads per write operation)`);
  const prefs = saved;
  const standard = links.find((l) => l.type === 'standard');
  if (!prefs || !standard) {
    check.skip(
      'updatePreferences',
      'fuzz',
      'not run: the test preferences or the standard link are missing',
    );
    return;
  }
  const params = slugParams(standard.slug);
  const slot = booked?.slot;
  const start = slot ? Date.parse(slot.start) + 7 * DAY : Date.now() + 3 * DAY;
  const targets: Target[] = [
    {
      id: 'updatePreferences',
      // With one range and one override, so their items are fuzzed too.
      valid: {
        ...prefs,
        timeOff: [{ id: 'fuzz', startDate: '2030-01-07', endDate: '2030-01-08', note: 'Fuzz' }],
        dateOverrides: [{ date: '2030-01-09', enabled: true, startHour: 9, endHour: 10 }],
      },
      as: run.host,
    },
    {
      id: 'saveWeeklyGoals',
      valid: { goals: ['One', 'Two', 'Three'], weekStartDate: goalsWeek },
      as: run.host,
    },
    {
      id: 'createSchedulingLink',
      valid: {
        name: 'Fuzz',
        customDescription: null,
        defaultDuration: 30,
        slug: `${splitSlug(standard.slug).prefix}/fuzz-${run.runId}`,
        userId: me.id,
        type: 'standard',
      },
      as: run.host,
    },
    {
      id: 'updateSchedulingLink',
      valid: {
        name: 'Fuzzed',
        customDescription: 'x',
        defaultDuration: 45,
        slug: standard.slug,
        minimumNotice: 60,
        dailyLimit: 4,
      },
      params: { id: standard.id },
      as: run.host,
    },
    {
      id: 'getBusySlots',
      valid: { startDate: iso(Date.now()), endDate: iso(Date.now() + DAY) },
      params,
      as: null,
    },
    visitorBookingTarget(params, start, standard.defaultDuration),
  ];
  const prefix = splitSlug(standard.slug).prefix;
  const types = await meetingType(run, me, prefix);
  if (types) targets.push(...meetingTypeTargets(run, me, prefix, types));
  else {
    for (const id of ['duplicateSchedulingLink', 'deleteSchedulingLink'])
      check.skip(id, 'fuzz', 'not run: the meeting type to fuzz could not be made');
  }
  // A booking's own page: invalid cancels and reschedules of the booking the kit keeps, with its
  // token (without it every request is a 404 and nothing would be fuzzed).
  if (managed) targets.push(...ownPageTargets(managed, start, standard.defaultDuration));
  else {
    check.skip('cancelBooking', 'fuzz', 'not run: no booking with a token to fuzz');
    check.skip('rescheduleBooking', 'fuzz', 'not run: no booking with a token to fuzz');
  }
  // The host's own writes on the booking the kit keeps (invalid bodies: nothing may change).
  if (hostKept) targets.push(...hostBookingTargets(run, hostKept));
  else {
    check.skip('hostCancelBooking', 'fuzz', 'not run: no booking of the host to fuzz');
    check.skip('hostRescheduleBooking', 'fuzz', 'not run: no booking of the host to fuzz');
  }
  let before = await snapshot(run);
  for (const [index, target] of targets.entries()) {
    const op = run.contract.operation(target.id);
    const payloads =
      target.valid === undefined
        ? []
        : invalidPayloads(
            target.valid,
            (p: Payload) => {
              if (p.raw === undefined) return run.contract.checkRequest(op, p.json) !== null;
              const parsed = parseRaw(p.raw);
              return !parsed.ok || run.contract.checkRequest(op, parsed.value) !== null;
            },
            seed + index,
            perOperation,
          );
    const base = { as: target.as, params: target.params, query: target.query };
    await fuzzOne(
      run,
      check,
      target.id,
      [
        ...payloads.map((p) => ({
          label: p.label,
          call: { ...base, headers: target.headers, json: p.json, raw: p.raw },
        })),
        // The hand-written values: each changes the valid request in one place.
        ...(target.cases ?? []).map((c) => ({
          label: c.label,
          call: {
            ...base,
            query: c.query ?? target.query,
            headers: { ...target.headers, ...c.headers },
            json:
              c.json === undefined
                ? target.valid
                : { ...(target.valid as Record<string, unknown>), ...c.json },
          },
        })),
      ],
      target.what,
    );
    before = await unchanged(run, check, target.id, before);
  }
  // Path parameters of the writes that take one.
  const hostile = HOSTILE_PATH_VALUES.slice(
    0,
    Math.max(1, Math.min(HOSTILE_PATH_VALUES.length, perOperation)),
  );
  const pathTargets: [string, string, unknown][] = [
    ['disconnectCalendar', 'calendar', undefined],
    ['deleteWeeklyGoals', 'id', undefined],
    ['updateSchedulingLink', 'id', { name: 'Fuzzed' }],
    ...(types
      ? ([
          ['duplicateSchedulingLink', 'id', {}],
          ['deleteSchedulingLink', 'id', undefined],
        ] as [string, string, unknown][])
      : []),
  ];
  for (const [id, param, json] of pathTargets) {
    await fuzzOne(
      run,
      check,
      id,
      hostile.map((value) => ({
        label: `path ${param} = ${preview(value, 24)}`,
        call: { as: run.host, params: { [param]: value }, json },
      })),
    );
    before = await unchanged(run, check, id, before);
  }
  if (types) {
    // Its booking is cancelled with it (the visitor is told: a run's own address).
    await check.expect(
      'deleteSchedulingLink',
      'fuzz: deletes the meeting type it fuzzed, cancelling its booking',
      {
        as: run.host,
        params: { id: types.link.id },
        query: { cancelBookings: 'true' },
      },
      204,
    );
  }
}
