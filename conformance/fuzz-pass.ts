/**
 * The fuzz pass: for each write operation, invalid payloads (`fuzz.ts`, from a fixed seed) must be
 * answered 4xx with an `{error}` body, and the host's data must read back unchanged after each.
 */
import { splitSlug } from '../src/domain/links';
import type { Checker, Session } from './checker';
import { firstDifference, pick } from './compare';
import { preview, type Difference, type Operation } from './contract';
import {
  DAY,
  EDITABLE,
  iso,
  MINUTE,
  slugParams,
  type Booked,
  type HostKept,
  type Managed,
  type Run,
  type Schemas,
} from './core';
import { HOSTILE_PATH_VALUES, invalidPayloads, parseRaw, type Payload } from './fuzz';
import type { Answer } from './http';

type Meeting = Schemas['Meeting'];

const FILE = 'conformance/fuzz-pass.ts';

/** What the fuzz pass must not change: the host's data as every read operation shows it. */
async function snapshot(run: Run): Promise<Record<string, unknown>> {
  const read = async (url: string) => {
    const answer = await run.http.send({ method: 'GET', url, cookie: run.host.cookie });
    return answer.status === 200 ? answer.body : `read failed: ${answer.status}`;
  };
  const { from, to } = run.snapshotRange;
  const preferences = await read('/api/user/preferences');
  const meetings = await read(`/api/dashboard/meetings?startDate=${from}&endDate=${to}`);
  return {
    preferences:
      typeof preferences === 'object' && preferences !== null
        ? pick(preferences as Record<string, unknown>, [
            ...EDITABLE,
            'totalMeetingsAnalyzed',
            'lastAnalyzedAt',
          ])
        : preferences,
    calendars: await read('/api/user/connected-calendars'),
    links: await read('/api/scheduling-links'),
    goals: await read('/api/goals/user/all'),
    // Only bookings: events of real calendars may change on their own during a run.
    bookings: Array.isArray(meetings)
      ? (meetings as Meeting[]).filter((m) => m.source === 'booking')
      : meetings,
  };
}

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
  const targets: {
    id: string;
    valid: unknown;
    params?: Record<string, string>;
    headers?: Record<string, string>;
    as: Session | null;
  }[] = [
    {
      id: 'updatePreferences',
      // With one range and one override, so their items are fuzzed too (issue 26).
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
    {
      id: 'bookSlot',
      valid: {
        title: 'Fuzz',
        description: '',
        startTime: iso(start),
        endTime: iso(start + standard.defaultDuration * MINUTE),
        attendeeEmail: 'fuzz@example.com',
        attendeeName: 'Fuzz',
      },
      params,
      as: null,
    },
  ];
  // A booking's own page: invalid cancels and reschedules of the booking the kit keeps, with its
  // token (without it every request is a 404 and nothing would be fuzzed).
  if (managed) {
    const headers = { 'booking-token': managed.token };
    const free = managed.free;
    targets.push(
      {
        id: 'cancelBooking',
        valid: { reason: 'Fuzz' },
        params: { id: managed.id },
        headers,
        as: null,
      },
      {
        id: 'rescheduleBooking',
        valid: free
          ? { startTime: free.start, endTime: free.end }
          : { startTime: iso(start), endTime: iso(start + standard.defaultDuration * MINUTE) },
        params: { id: managed.id },
        headers,
        as: null,
      },
    );
  } else {
    check.skip('cancelBooking', 'fuzz', 'not run: no booking with a token to fuzz');
    check.skip('rescheduleBooking', 'fuzz', 'not run: no booking with a token to fuzz');
  }
  // The host's own writes on the booking the kit keeps (invalid bodies: nothing may change).
  if (hostKept) {
    targets.push(
      {
        id: 'hostCancelBooking',
        valid: { reason: 'Fuzz' },
        params: { id: hostKept.id },
        as: run.host,
      },
      {
        id: 'hostRescheduleBooking',
        valid: { startTime: hostKept.free.start, endTime: hostKept.free.end },
        params: { id: hostKept.id },
        as: run.host,
      },
    );
  } else {
    check.skip('hostCancelBooking', 'fuzz', 'not run: no booking of the host to fuzz');
    check.skip('hostRescheduleBooking', 'fuzz', 'not run: no booking of the host to fuzz');
  }
  let before = await snapshot(run);
  for (const [index, target] of targets.entries()) {
    const op = run.contract.operation(target.id);
    const payloads = invalidPayloads(
      target.valid,
      (p: Payload) => {
        if (p.raw === undefined) return run.contract.checkRequest(op, p.json) !== null;
        const parsed = parseRaw(p.raw);
        return !parsed.ok || run.contract.checkRequest(op, parsed.value) !== null;
      },
      seed + index,
      perOperation,
    );
    await fuzzOne(
      run,
      check,
      target.id,
      payloads.map((p) => ({
        label: p.label,
        call: {
          as: target.as,
          params: target.params,
          headers: target.headers,
          json: p.json,
          raw: p.raw,
        },
      })),
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
}

async function fuzzOne(
  run: Run,
  check: Checker,
  id: string,
  cases: {
    label: string;
    call: Parameters<Checker['url']>[1] & {
      as: Session | null;
      json?: unknown;
      raw?: string;
      headers?: Record<string, string>;
    };
  }[],
): Promise<void> {
  const op = run.contract.operation(id);
  let first: Difference | null = null;
  let sent = 0;
  for (const { label, call } of cases) {
    const url = check.url(op, call);
    let answer: Answer;
    try {
      answer = await run.http.send({
        method: op.method,
        url,
        cookie: call.as?.cookie ?? null,
        json: call.json,
        raw: call.raw,
        headers: call.headers,
      });
    } catch (error) {
      first ??= {
        path: `payload: ${label}`,
        expected: '4xx with {error}',
        got: error instanceof Error ? error.message : String(error),
      };
      continue;
    }
    sent++;
    const size = (call.raw ?? JSON.stringify(call.json) ?? '').length;
    const allowed = accepted(op, call.json !== undefined || call.raw !== undefined, size);
    const errorBody =
      allowed.includes(answer.status) && answer.contentType === 'application/json'
        ? run.contract.check('#/components/schemas/Error', answer.body)
        : { path: '$', expected: '', got: '' };
    if (errorBody) {
      first ??= {
        path: `payload: ${label}`,
        expected: `${allowed.join(' or ')} with an {error} JSON body`,
        got: `${answer.status} ${answer.contentType ?? '(no type)'} ${preview(answer.text, 80)}`,
      };
    }
  }
  run.report.requests = run.http.requests;
  check.verdict(id, `fuzz: ${sent} invalid inputs rejected with {error}`, first);
}

async function unchanged(
  run: Run,
  check: Checker,
  id: string,
  before: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const after = await snapshot(run);
  check.verdict(id, 'fuzz: the data reads back unchanged', firstDifference(before, after));
  return after;
}

/**
 * The statuses a fuzzed request may get: an invalid body is a 400 (the contract's rule; a 413 is
 * tolerated for bodies over 100 kB); a hostile path value any 4xx the operation declares.
 */
function accepted(op: Operation, hasBody: boolean, size: number): number[] {
  if (hasBody && !op.path.includes('{id}') && !op.path.includes('{calendar}'))
    return size > 100_000 ? [400, 413] : [400];
  return op.responses.map((r) => Number(r.status)).filter((s) => s >= 400 && s < 500);
}
