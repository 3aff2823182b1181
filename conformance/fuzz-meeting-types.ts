/**
 * The fuzz pass's meeting type (the links without a `type`: durations, a place, questions,
 * guests): one the pass makes for itself (a phone call the host makes, a question of every kind,
 * two guests, one booking), and the writes it fuzzes there with values the schema alone cannot
 * see. `fuzz-pass.ts` runs them and deletes the meeting type at the end.
 */
import { freeSlots, MINUTE, slugParams, type Run, type Schemas } from './core';
import type { Target } from './fuzz-send';

const FILE = 'conformance/fuzz-meeting-types.ts';

/** The meeting type the pass fuzzes: the link, a free 60-minute slot, its booking's visitor. */
export interface MeetingType {
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
export async function meetingType(
  run: Run,
  me: Schemas['CurrentUser'],
  prefix: string,
): Promise<MeetingType | null> {
  const check = run.checker(FILE);
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

/** The meeting type's writes: create without `type`, update, duplicate, book, delete. */
export function meetingTypeTargets(
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
