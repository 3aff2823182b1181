/**
 * Meeting types (contract: `SchedulingLink`'s durations, location, questions, maxGuests): a host creates any number of links with only a name and a slug, with
 * durations, a place, questions and guests; duplicates one, switches one off, and deletes one
 * (refused while upcoming bookings exist, unless they are cancelled with it). A visitor books the
 * chosen length with answers and a guest; every missing or invalid answer is a 400 naming its
 * field. What the run creates it deletes (its bookings cancelled by the deletion).
 *
 * Here the links created with only a name and a slug, or with each new field; then, by rule
 * family, `duplicate.ts`, `booking.ts` (the public page and the booking) and `off-and-delete.ts`.
 */
import { withCode } from '../../checker';
import type { Run, Schemas } from '../../core';
import { bookingChecks } from './booking';
import { duplicateChecks } from './duplicate';
import { offAndDeleteChecks } from './off-and-delete';
import { holds, QUESTIONS } from './shared';

type Link = Schemas['SchedulingLink'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/meeting-types/index.ts';

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
    await duplicateChecks(run, link, copies);
    const booked = await bookingChecks(run, link);
    if (booked) await offAndDeleteChecks(run, link, booked);
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
