/**
 * Meeting types (issue 42): a host creates any number of links with only a name and a slug, with
 * durations, a place, questions and guests; duplicates one, switches one off, and deletes one
 * (refused while upcoming bookings exist, unless they are cancelled with it). A visitor books the
 * chosen length with answers and a guest; every missing or invalid answer is a 400 naming its
 * field. What the run creates it deletes (its bookings cancelled by the deletion).
 */
import { splitSlug } from '../../src/domain/links';
import { withCode } from '../checker';
import { bodyHolds } from '../compare';
import type { Difference } from '../contract';
import { freeSlots, slugParams, type Run, type Schemas } from '../core';
import type { Answer } from '../http';

type Link = Schemas['SchedulingLink'];
type PublicLink = Schemas['PublicSchedulingLink'];
type Booking = Schemas['Booking'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/meeting-types.ts';

/** The answer's body holds these fields with exactly these values. */
const holds = bodyHolds;

/** A 400 `invalid_request` whose `field` is `field`. */
const namesField =
  (field: string) =>
  (answer: Answer): Difference | null => {
    const body = (answer.body ?? {}) as { code?: unknown; field?: unknown };
    if (body.code !== 'invalid_request') {
      return { path: '$.code', expected: 'invalid_request', got: String(body.code) };
    }
    return body.field === field
      ? null
      : { path: '$.field', expected: field, got: String(body.field) };
  };

/** The answer's text does not contain `secret` (an answer or a guest on a public call). */
const without =
  (secret: string) =>
  (answer: Answer): Difference | null =>
    answer.text.includes(secret)
      ? { path: '$', expected: `no trace of ${secret}`, got: 'found in the answer' }
      : null;

const QUESTIONS = [
  { id: 'topic', label: 'What would you like to discuss?', kind: 'short_text', required: true },
  {
    id: 'size',
    label: 'Team size',
    kind: 'single_choice',
    required: false,
    options: ['1-10', '11+'],
  },
] as const;

/** Runs the meeting-type checks on links of the run's own, then deletes them. */
export async function meetingTypes(run: Run, { me }: { me: CurrentUser }): Promise<void> {
  const check = run.checker(FILE);
  run.log('meeting types: create, duplicate, switch off, delete; durations, answers, guests');
  const prefix = me.slugPrefix;
  const slug = `${prefix}/conformance-types-${run.runId}`;
  const create = (json: Record<string, unknown>) => ({ as: run.host, json });

  // ---- create: only a name and a slug, every default ------------------------------------------
  const plain = await check.expect(
    'createSchedulingLink',
    'creates a link from only a name, a slug and the user, with every default',
    create({ name: 'Conformance plain', slug: `${slug}-plain`, userId: me.id }),
    201,
    holds({
      active: true,
      durations: [30],
      defaultDuration: 30,
      location: null,
      questions: [],
      maxGuests: 0,
    }),
  );
  const base = { name: 'Conformance types', slug, userId: me.id };
  for (const [name, extra] of [
    ['durations without defaultDuration', { durations: [30, 60], defaultDuration: 45 }],
    [
      'more than 10 questions',
      {
        questions: Array.from({ length: 11 }, (_, i) => ({
          id: `q${i}`,
          label: 'Q',
          kind: 'short_text',
          required: false,
        })),
      },
    ],
    [
      'a repeated question id',
      {
        questions: [
          { id: 'a', label: 'A', kind: 'short_text', required: false },
          { id: 'a', label: 'B', kind: 'long_text', required: false },
        ],
      },
    ],
    [
      'a single choice without options',
      { questions: [{ id: 'c', label: 'Pick', kind: 'single_choice', required: true }] },
    ],
    [
      'a phone call to the host without a number',
      { location: { kind: 'phone', caller: 'visitor', number: null } },
    ],
    ['an unknown place', { location: { kind: 'teleport' } }],
    ['more than 10 guests', { maxGuests: 11 }],
  ] as const) {
    await check.expect(
      'createSchedulingLink',
      `400 for ${name}`,
      create({ ...base, ...extra }),
      400,
      withCode('invalid_request'),
    );
  }

  const made = await check.expect(
    'createSchedulingLink',
    'creates a meeting type: 30 or 60 minutes, a video call, two questions, one guest',
    create({
      ...base,
      durations: [30, 60],
      location: { kind: 'video' },
      questions: QUESTIONS,
      maxGuests: 1,
    }),
    201,
    holds({ durations: [30, 60], defaultDuration: 30, maxGuests: 1, questions: QUESTIONS }),
  );
  const link = made?.body as Link | undefined;
  const copies: Link[] = [];
  try {
    if (!link) return;
    const params = slugParams(link.slug);

    // ---- duplicate -------------------------------------------------------------------------------
    const copy = await check.expect(
      'duplicateSchedulingLink',
      'duplicates a link with every setting under a new slug',
      { as: run.host, params: { id: link.id }, json: {} },
      201,
      holds({ durations: [30, 60], location: { kind: 'video' }, maxGuests: 1, version: 1 }),
    );
    if (copy) copies.push(copy.body as Link);
    await check.expect(
      'duplicateSchedulingLink',
      '409 for a slug that is taken',
      { as: run.host, params: { id: link.id }, json: { slug: link.slug } },
      409,
      withCode('slug_taken'),
    );
    await check.expect(
      'duplicateSchedulingLink',
      '400 for an unknown field',
      { as: run.host, params: { id: link.id }, json: { type: 'standard' } },
      400,
      withCode('invalid_request'),
    );
    await check.expect(
      'duplicateSchedulingLink',
      '404 for an unknown link',
      { as: run.host, params: { id: `lnk_missing_${run.runId}` }, json: {} },
      404,
    );
    await check.expect(
      'duplicateSchedulingLink',
      '401 without a session',
      { as: null, params: { id: link.id }, json: {} },
      401,
    );
    await check.expect(
      'duplicateSchedulingLink',
      '403 for a slug under another prefix',
      {
        as: run.host,
        params: { id: link.id },
        json: { slug: `not-${splitSlug(link.slug).prefix}/x` },
      },
      403,
      withCode('not_owner'),
    );

    // ---- the public page and the booking ---------------------------------------------------------
    const pub = await check.expect(
      'getPublicSchedulingLink',
      'the public link tells durations, place, questions and guests',
      { as: null, params },
      200,
      holds({ active: true, durations: [30, 60], location: { kind: 'video' }, maxGuests: 1 }),
    );
    const page = pub?.body as PublicLink | undefined;
    if (!page) return;
    const window = { startDate: page.startDate, endDate: page.endDate };
    const busy = await check.expect(
      'getBusySlots',
      'busy times of a meeting type',
      { as: null, params, json: window },
      200,
    );
    const long = busy
      ? Object.values(freeSlots({ ...page, defaultDuration: 60 }, busy, window))
      : [];
    const first = long.at(-1)?.at(-1);
    const second = long.at(-2)?.at(-1) ?? long.at(-1)?.at(0);
    if (!first || !second || first.start === second.start) {
      check.skip('bookSlot', 'books a chosen duration with answers and a guest', 'no free slots');
      return;
    }
    const visitorEmail = `conformance.types+${run.runId}@example.com`;
    const guest = `conformance.guest+${run.runId}@example.com`;
    const body = {
      title: 'Conformance types',
      description: 'Booked by the Slotwise conformance kit.',
      startTime: first.start,
      endTime: first.end,
      attendeeEmail: visitorEmail,
      attendeeName: 'Conformance Kit',
    };
    const answer = `Conformance answer ${run.runId}`;
    for (const [name, extra, field] of [
      ['a missing required answer', {}, 'answers.topic'],
      ['a blank required answer', { answers: { topic: '  ' } }, 'answers.topic'],
      ['a choice that is not an option', { answers: { topic: 'x', size: '50' } }, 'answers.size'],
      ['an answer to no question', { answers: { topic: 'x', other: 'y' } }, 'answers.other'],
      [
        'more guests than the link allows',
        { answers: { topic: 'x' }, guests: ['a@example.org', 'b@example.org'] },
        'guests',
      ],
      ['a bad guest e-mail', { answers: { topic: 'x' }, guests: ['not-an-email'] }, 'guests[0]'],
      ['the visitor as a guest', { answers: { topic: 'x' }, guests: [visitorEmail] }, 'guests[0]'],
      [
        'a phone number the link does not ask',
        { answers: { topic: 'x' }, phone: '+1 555 0100' },
        'phone',
      ],
    ] as const) {
      await check.expect(
        'bookSlot',
        `400 naming the field for ${name}`,
        { as: null, params, json: { ...body, ...extra } },
        400,
        namesField(field),
      );
    }
    const me = await check.expect(
      'getCurrentUser',
      'the host, for their address',
      { as: run.host },
      200,
    );
    const hostEmail = (me?.body as { email?: unknown } | undefined)?.email;
    if (typeof hostEmail === 'string')
      await check.expect(
        'bookSlot',
        '400 naming the field for the host’s own address as a guest',
        { as: null, params, json: { ...body, answers: { topic: 'x' }, guests: [hostEmail] } },
        400,
        namesField('guests[0]'),
      );
    await check.expect(
      'bookSlot',
      '400 for a length that is not one of the durations',
      {
        as: null,
        params,
        json: {
          ...body,
          endTime: new Date(Date.parse(first.start) + 45 * 60_000).toISOString(),
          answers: { topic: 'x' },
        },
      },
      400,
      withCode('invalid_request'),
    );
    const booked = await check.expect(
      'bookSlot',
      'books 60 minutes with answers and a guest; a video address of its own',
      {
        as: null,
        params,
        json: { ...body, duration: 60, answers: { topic: answer, size: '11+' }, guests: [guest] },
      },
      201,
      (a) => {
        const b = a.body as Booking;
        const wrong = holds({
          duration: 60,
          guests: [guest],
          answers: [
            { questionId: 'topic', label: QUESTIONS[0].label, value: answer },
            { questionId: 'size', label: QUESTIONS[1].label, value: '11+' },
          ],
        })(a);
        if (wrong) return wrong;
        return b.location?.kind === 'video'
          ? null
          : { path: '$.location', expected: 'a video address', got: JSON.stringify(b.location) };
      },
    );
    const booking = booked?.body as Booking | undefined;
    const other = await check.expect(
      'bookSlot',
      'another video booking gets another meeting address',
      {
        as: null,
        params,
        json: {
          ...body,
          startTime: second.start,
          endTime: second.end,
          duration: 60,
          attendeeEmail: `conformance.types2+${run.runId}@example.com`,
          answers: { topic: 'Second' },
        },
      },
      201,
      (a) => {
        const mine = (booking?.location as { url?: string } | null)?.url;
        const theirs = ((a.body as Booking).location as { url?: string } | null)?.url;
        return mine && theirs && mine !== theirs
          ? null
          : { path: '$.location.url', expected: `other than ${mine}`, got: String(theirs) };
      },
    );
    if (booking) {
      await check.expect(
        'getBooking',
        'the booking’s own page shows its place, answers and guests',
        { as: null, params: { id: booking.id }, headers: { 'booking-token': booking.token } },
        200,
        holds({ location: booking.location, answers: booking.answers, guests: [guest] }),
      );
      await check.expect(
        'getHostBooking',
        'the host sees the answers and the guests',
        { as: run.host, params: { id: booking.id } },
        200,
        holds({ location: booking.location, answers: booking.answers, guests: [guest] }),
      );
      await check.expect(
        'getPublicSchedulingLink',
        'no public call carries a booking’s answers or guests',
        { as: null, params },
        200,
        (a) => without(answer)(a) ?? without(guest)(a),
      );
      await check.expect(
        'getBusySlots',
        'busy times carry no answers or guests',
        { as: null, params, json: window },
        200,
        (a) => without(answer)(a) ?? without(guest)(a),
      );
    }

    // ---- switched off --------------------------------------------------------------------------
    const off = await check.expect(
      'updateSchedulingLink',
      'switches the link off (versioned)',
      {
        as: run.host,
        params: { id: link.id },
        headers: { 'if-match': `"${link.version}"` },
        json: { active: false },
      },
      200,
      holds({ active: false, version: link.version + 1 }),
    );
    await check.expect(
      'getPublicSchedulingLink',
      'a switched-off link still reads, saying it takes no bookings',
      { as: null, params },
      200,
      holds({ active: false }),
    );
    await check.expect(
      'getBusySlots',
      '409 link_inactive for busy times of a switched-off link',
      { as: null, params, json: window },
      409,
      withCode('link_inactive'),
    );
    await check.expect(
      'bookSlot',
      '409 link_inactive for booking a switched-off link',
      {
        as: null,
        params,
        json: {
          ...body,
          startTime: first.start,
          endTime: new Date(Date.parse(first.start) + 30 * 60_000).toISOString(),
          answers: { topic: 'x' },
        },
      },
      409,
      withCode('link_inactive'),
    );
    const version = (off?.body as Link | undefined)?.version ?? link.version;

    // ---- delete ---------------------------------------------------------------------------------
    await check.expect(
      'deleteSchedulingLink',
      '400 for a cancelBookings that is neither true nor false',
      { as: run.host, params: { id: link.id }, query: { cancelBookings: 'yes' } },
      400,
      withCode('invalid_request'),
    );
    await check.expect(
      'deleteSchedulingLink',
      '[versions] 412 for a stale If-Match, nothing deleted',
      { as: run.host, params: { id: link.id }, headers: { 'if-match': `"${version + 40}"` } },
      412,
      withCode('version_conflict'),
    );
    if (booking) {
      await check.expect(
        'deleteSchedulingLink',
        '409 link_has_bookings while upcoming bookings exist',
        { as: run.host, params: { id: link.id } },
        409,
        withCode('link_has_bookings'),
      );
    } else {
      check.skip(
        'deleteSchedulingLink',
        '409 link_has_bookings while upcoming bookings exist',
        'the booking was not made',
      );
    }
    await check.expect(
      'deleteSchedulingLink',
      '401 without a session',
      { as: null, params: { id: link.id } },
      401,
    );
    const deleted = await check.expect(
      'deleteSchedulingLink',
      'deletes with cancelBookings=true',
      {
        as: run.host,
        params: { id: link.id },
        query: { cancelBookings: 'true' },
        headers: { 'if-match': `"${version}"` },
      },
      204,
    );
    if (deleted) {
      if (booking) {
        await check.expect(
          'getBooking',
          'the deletion cancelled the upcoming booking, by the host',
          { as: null, params: { id: booking.id }, headers: { 'booking-token': booking.token } },
          200,
          holds({ status: 'cancelled', cancelledBy: 'host' }),
        );
      }
      const otherBooking = other?.body as Booking | undefined;
      if (otherBooking) {
        await check.expect(
          'getBooking',
          'every upcoming booking of the link was cancelled',
          {
            as: null,
            params: { id: otherBooking.id },
            headers: { 'booking-token': otherBooking.token },
          },
          200,
          holds({ status: 'cancelled' }),
        );
      }
      await check.expect(
        'getPublicSchedulingLink',
        'a deleted link’s address answers 404',
        { as: null, params },
        404,
      );
      await check.expect(
        'deleteSchedulingLink',
        '404 for a deleted link',
        { as: run.host, params: { id: link.id } },
        404,
      );
    }
  } finally {
    // The run's other links go too (none of them has bookings).
    for (const extra of [...copies, ...(plain ? [plain.body as Link] : [])]) {
      await check.expect(
        'deleteSchedulingLink',
        'deletes a link without bookings',
        { as: run.host, params: { id: extra.id } },
        204,
      );
    }
  }
}
