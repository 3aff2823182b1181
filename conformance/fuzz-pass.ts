/**
 * The fuzz pass: for each write operation, invalid payloads (`fuzz.ts`, from a fixed seed) must be
 * answered 4xx with an `{error}` body, and the host's data must read back unchanged after each.
 * Issue 42's writes get, besides the generated payloads, malformed values the schema alone cannot
 * see (a length the link does not offer, an answer to no question, a guest who is the visitor, a
 * `cancelBookings` of "yes", a malformed `If-Match`), against a meeting type the pass makes for
 * itself (a phone call the host makes, a question of every kind, two guests, one booking) and
 * deletes at the end.
 */
import { splitSlug } from '../src/domain/links';
import type { Checker, Session } from './checker';
import { firstDifference, pick } from './compare';
import { preview, type Difference, type Operation } from './contract';
import {
  DAY,
  EDITABLE,
  freeSlots,
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
  const targets: Target[] = [
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
      // A spec link asks nothing and takes no guests (issue 42).
      cases: [
        { label: 'an answer to a link without questions', json: { answers: { topic: 'x' } } },
        { label: 'a guest on a link that takes none', json: { guests: ['guest@example.com'] } },
        { label: 'a phone number the link does not ask', json: { phone: '+1 555 0100' } },
        { label: 'a duration the link does not offer', json: { duration: 60 } },
      ],
    },
  ];
  const prefix = splitSlug(standard.slug).prefix;
  const types = await meetingType(run, check, me, prefix);
  if (types) targets.push(...meetingTypeTargets(run, me, prefix, types));
  else {
    for (const id of ['duplicateSchedulingLink', 'deleteSchedulingLink'])
      check.skip(id, 'fuzz', 'not run: the meeting type to fuzz could not be made');
  }
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
  /** What the inputs are about, when the operation is fuzzed more than once. */
  what?: string,
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
    // The error body the operation declares for that status (a 412 adds `current` to it).
    const schema =
      run.contract.declared(op, answer.status)?.schemaPointer ?? '#/components/schemas/Error';
    const errorBody =
      allowed.includes(answer.status) && answer.contentType === 'application/json'
        ? run.contract.check(schema, answer.body)
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
  check.verdict(
    id,
    `fuzz: ${sent} invalid inputs rejected with {error}${what ? ` (${what})` : ''}`,
    first,
  );
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

/** One write the pass fuzzes: its valid request, and malformed values written by hand. */
interface Target {
  id: string;
  /** A valid body: the generated payloads mutate it (undefined: only the hand-written cases). */
  valid: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  as: Session | null;
  /** Each replaces the valid body's top-level fields with `json`, or the query or headers. */
  cases?: {
    label: string;
    json?: Record<string, unknown>;
    query?: Record<string, string>;
    headers?: Record<string, string>;
  }[];
  /** Names the verdict when the operation is fuzzed more than once. */
  what?: string;
}

/** The meeting type the pass fuzzes: the link, a free 60-minute slot, its booking's visitor. */
interface MeetingType {
  link: Schemas['SchedulingLink'];
  slot: { start: string; end: string };
  visitor: string;
}

const QUESTIONS = [
  { id: 'topic', label: 'Topic', kind: 'short_text', required: true },
  { id: 'notes', label: 'Notes', kind: 'long_text', required: false },
  {
    id: 'size',
    label: 'Team size',
    kind: 'single_choice',
    required: false,
    options: ['1-10', '11+'],
  },
  { id: 'nda', label: 'NDA', kind: 'checkbox', required: false },
  { id: 'callback', label: 'Other number', kind: 'phone', required: false },
];

const ANSWERS = {
  topic: 'Fuzz',
  notes: 'One\nTwo',
  size: '11+',
  nda: true,
  callback: '+1 555 0102',
};

/**
 * Makes the meeting type to fuzz (no `type`: an extra link) and books it once, so a deletion
 * that went through would show; answers its link and another free 60-minute slot, or null.
 */
async function meetingType(
  run: Run,
  check: Checker,
  me: Schemas['CurrentUser'],
  prefix: string,
): Promise<MeetingType | null> {
  const made = await check.expect(
    'createSchedulingLink',
    'fuzz: makes a meeting type to fuzz (every new field)',
    {
      as: run.host,
      json: {
        name: 'Fuzz types',
        slug: `${prefix}/fuzz-types-${run.runId}`,
        userId: me.id,
        durations: [30, 60],
        location: { kind: 'phone', caller: 'host', number: null },
        questions: QUESTIONS,
        maxGuests: 2,
      },
    },
    201,
  );
  const link = made?.body as Schemas['SchedulingLink'] | undefined;
  if (!link) return null;
  const params = slugParams(link.slug);
  const pub = await run.http.send({
    method: 'GET',
    url: `/api/scheduling-links/${params.user}/${params.type}`,
    cookie: null,
  });
  if (pub.status !== 200) return null;
  const page = pub.body as Schemas['PublicSchedulingLink'];
  const window = { startDate: page.startDate, endDate: page.endDate };
  const busy = await run.http.send({
    method: 'POST',
    url: `/api/scheduling-links/${params.user}/${params.type}/busy-slots`,
    cookie: null,
    json: window,
  });
  if (busy.status !== 200) return null;
  const slots = Object.values(freeSlots({ ...page, defaultDuration: 60 }, busy, window)).flat();
  // From the end of the window: clear of what the earlier areas booked.
  const [free, kept] = [slots.at(-1), slots.at(-3)];
  if (!free || !kept) return null;
  const visitor = `fuzz.types+${run.runId}@example.com`;
  const booked = await check.expect(
    'bookSlot',
    'fuzz: books the meeting type once (60 minutes, answers, a guest, a phone)',
    {
      as: null,
      params,
      json: {
        title: 'Fuzz types',
        description: '',
        startTime: kept.start,
        endTime: kept.end,
        attendeeEmail: visitor,
        attendeeName: 'Fuzz',
        duration: 60,
        answers: ANSWERS,
        guests: [`fuzz.guest+${run.runId}@example.com`],
        phone: '+1 555 0101',
      },
    },
    201,
  );
  return booked ? { link, slot: { start: free.start, end: free.end }, visitor } : null;
}

/** Issue 42's writes: create without `type`, update, duplicate, book, delete. */
function meetingTypeTargets(
  run: Run,
  me: Schemas['CurrentUser'],
  prefix: string,
  { link, slot, visitor }: MeetingType,
): Target[] {
  const host = run.host;
  const id = { id: link.id };
  const fields = {
    durations: [30, 60],
    defaultDuration: 30,
    location: { kind: 'in_person', address: '1 Main Street, Springfield' },
    questions: [QUESTIONS[0], QUESTIONS[2]],
    maxGuests: 1,
    active: true,
  };
  // Values of the new fields that are wrong however the rest of the body is.
  const badFields = [
    {
      label: 'durations without defaultDuration',
      json: { durations: [30, 60], defaultDuration: 45 },
    },
    { label: 'seven durations', json: { durations: [15, 30, 45, 60, 90, 120, 180] } },
    { label: 'a repeated duration', json: { durations: [30, 30] } },
    { label: 'an empty durations list', json: { durations: [] } },
    { label: 'a zero duration', json: { durations: [0, 30] } },
    {
      label: 'eleven questions',
      json: { questions: Array.from({ length: 11 }, (_, i) => ({ ...QUESTIONS[0], id: `q${i}` })) },
    },
    {
      label: 'a repeated question id',
      json: { questions: [QUESTIONS[0], { ...QUESTIONS[1], id: 'topic' }] },
    },
    {
      label: 'a single choice without options',
      json: { questions: [{ ...QUESTIONS[2], options: undefined }] },
    },
    {
      label: 'a single choice with one option',
      json: { questions: [{ ...QUESTIONS[2], options: ['Only'] }] },
    },
    { label: 'repeated options', json: { questions: [{ ...QUESTIONS[2], options: ['A', 'A'] }] } },
    {
      label: 'options on a short text',
      json: { questions: [{ ...QUESTIONS[0], options: ['A', 'B'] }] },
    },
    {
      label: 'an unknown question kind',
      json: { questions: [{ ...QUESTIONS[0], kind: 'essay' }] },
    },
    {
      label: 'a question without a label',
      json: { questions: [{ id: 'x', kind: 'short_text', required: true }] },
    },
    {
      label: 'the visitor calls no number',
      json: { location: { kind: 'phone', caller: 'visitor', number: null } },
    },
    {
      label: 'the visitor calls a bad number',
      json: { location: { kind: 'phone', caller: 'visitor', number: 'call me' } },
    },
    {
      label: 'the host calls with a number set',
      json: { location: { kind: 'phone', caller: 'host', number: '+1 555 0100' } },
    },
    { label: 'an unknown place', json: { location: { kind: 'teleport' } } },
    { label: 'an address missing', json: { location: { kind: 'in_person' } } },
    {
      label: 'a video call with an address',
      json: { location: { kind: 'video', url: 'https://evil.example' } },
    },
    { label: 'eleven guests', json: { maxGuests: 11 } },
    { label: 'negative guests', json: { maxGuests: -1 } },
    { label: 'active as text', json: { active: 'yes' } },
    { label: 'active null', json: { active: null } },
  ];
  const book = {
    title: 'Fuzz',
    description: '',
    startTime: slot.start,
    endTime: slot.end,
    attendeeEmail: `fuzz.visitor+${run.runId}@example.com`,
    attendeeName: 'Fuzz',
    duration: 60,
    answers: ANSWERS,
    guests: [`fuzz.guest+${run.runId}@example.com`],
    phone: '+1 555 0101',
  };
  const thirty = new Date(Date.parse(slot.start) + 30 * MINUTE).toISOString();
  const answers = (changes: Record<string, unknown>) => ({ answers: { ...ANSWERS, ...changes } });
  return [
    {
      id: 'createSchedulingLink',
      what: 'a meeting type: no type, the new fields',
      valid: {
        name: 'Fuzz new',
        slug: `${prefix}/fuzz-new-${run.runId}`,
        userId: me.id,
        ...fields,
      },
      as: host,
      cases: [
        ...badFields,
        { label: 'a type that is not a spec link', json: { type: 'office_hours' } },
      ],
    },
    {
      id: 'updateSchedulingLink',
      what: 'a meeting type’s new fields',
      valid: fields,
      params: id,
      as: host,
      cases: [
        ...badFields,
        {
          label: 'defaultDuration alone, not one of the durations',
          json: { durations: undefined, defaultDuration: 45 },
        },
      ],
    },
    {
      id: 'duplicateSchedulingLink',
      valid: { name: 'Fuzz copy', slug: `${prefix}/fuzz-copy-${run.runId}` },
      params: id,
      as: host,
      cases: [
        { label: 'a type', json: { type: 'standard' } },
        { label: 'a blank name', json: { name: '   ' } },
        { label: 'a slug with capitals and spaces', json: { slug: `${prefix}/Fuzz Copy` } },
        { label: 'a slug under another prefix', json: { slug: `not-${prefix}/fuzz-copy` } },
        { label: 'the link’s own slug', json: { slug: link.slug } },
        { label: 'a durations field', json: { durations: [30] } },
      ],
    },
    {
      id: 'bookSlot',
      what: 'a meeting type: duration, answers, guests, phone',
      valid: book,
      params: slugParams(link.slug),
      as: null,
      cases: [
        { label: 'a duration the link does not offer', json: { duration: 45 } },
        { label: 'a duration other than the times', json: { duration: 30 } },
        { label: 'a 30-minute time saying 60', json: { endTime: thirty } },
        { label: 'no answers', json: { answers: {} } },
        { label: 'a blank required answer', json: answers({ topic: '   ' }) },
        { label: 'a short answer of 201 characters', json: answers({ topic: 'x'.repeat(201) }) },
        { label: 'a short answer on two lines', json: answers({ topic: 'One\nTwo' }) },
        { label: 'a control character', json: answers({ topic: 'Bell\u0007' }) },
        { label: 'a long answer of 2001 characters', json: answers({ notes: 'x'.repeat(2001) }) },
        { label: 'a choice that is not an option', json: answers({ size: '50' }) },
        { label: 'a checkbox as text', json: answers({ nda: 'yes' }) },
        { label: 'a text answer as a boolean', json: answers({ topic: true }) },
        { label: 'a bad phone answer', json: answers({ callback: 'call me' }) },
        { label: 'an answer to no question', json: answers({ other: 'x' }) },
        {
          label: 'three guests of two',
          json: { guests: ['a@example.org', 'b@example.org', 'c@example.org'] },
        },
        { label: 'a bad guest e-mail', json: { guests: ['not-an-email'] } },
        { label: 'the visitor as a guest', json: { guests: [book.attendeeEmail.toUpperCase()] } },
        { label: 'a guest twice', json: { guests: ['a@example.org', 'A@example.org'] } },
        {
          label: 'a guest as a number',
          json: { guests: [42] },
        },
        { label: 'no phone where the host calls', json: { phone: undefined } },
        { label: 'a blank phone', json: { phone: '  ' } },
        { label: 'a phone of letters', json: { phone: 'call me' } },
        { label: 'a phone of five digits', json: { phone: '12345' } },
        { label: 'a phone of 21 digits', json: { phone: '1'.repeat(21) } },
        { label: 'the same guest twice', json: { guests: [visitor, visitor] } },
      ],
    },
    {
      id: 'deleteSchedulingLink',
      valid: undefined,
      params: id,
      as: host,
      cases: [
        ...['yes', '1', 'TRUE', '', 'true,true', 'null'].map((value) => ({
          label: `cancelBookings=${JSON.stringify(value)}`,
          query: { cancelBookings: value },
        })),
        ...['"999"', '1', '"one"', '""', 'W/1', '"1", "2"', `"${'9'.repeat(11)}"`].map((value) => ({
          label: `If-Match ${value} with cancelBookings=true`,
          query: { cancelBookings: 'true' },
          headers: { 'if-match': value },
        })),
      ],
    },
  ];
}
