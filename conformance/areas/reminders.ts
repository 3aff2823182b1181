/**
 * A link's reminders (`docs/decisions.md#reminders-and-the-outbox`), the part of the contract a kit can check without moving the
 * server's clock: a new link has the default reminders (24 hours and 1 hour before, both on),
 * they round-trip through create, update and duplicate, and bad ones answer 400 naming their
 * field. Sending them (once the clock passes their time) is the mock's own test
 * (`mocks/handlers/reminders.test.ts`). What the run creates it deletes.
 */
import { withCode } from '../checker';
import { bodyHolds, firstDifference } from '../compare';
import type { Run, Schemas } from '../core';

type Link = Schemas['SchedulingLink'];
type CurrentUser = Schemas['CurrentUser'];

const FILE = 'conformance/areas/reminders.ts';
const DEFAULTS = [
  { minutesBefore: 1440, enabled: true },
  { minutesBefore: 60, enabled: true },
];

export async function reminders(run: Run, { me }: { me: CurrentUser }): Promise<void> {
  const check = run.checker(FILE);
  run.log('reminders: defaults, round-trip, 400s');
  const slug = `${me.slugPrefix}/conformance-reminders-${run.runId}`;
  const base = { name: 'Conformance reminders', slug, userId: me.id };
  const made = await check.expect(
    'createSchedulingLink',
    'a new link has the default reminders: 24 hours and 1 hour before',
    { as: run.host, json: base },
    201,
    bodyHolds({ reminders: DEFAULTS }),
  );
  const link = made?.body as Link | undefined;
  if (!link) return;
  const created: Link[] = [link];
  try {
    for (const [name, value, field] of [
      [
        'a lead time under 5 minutes',
        [{ minutesBefore: 4, enabled: true }],
        'reminders[0].minutesBefore',
      ],
      [
        'a lead time over 7 days',
        [{ minutesBefore: 10081, enabled: true }],
        'reminders[0].minutesBefore',
      ],
      [
        'a lead time in fractions',
        [{ minutesBefore: 30.5, enabled: true }],
        'reminders[0].minutesBefore',
      ],
      ['enabled as text', [{ minutesBefore: 60, enabled: 'true' }], 'reminders[0].enabled'],
      [
        'a repeated lead time',
        [...DEFAULTS, { minutesBefore: 60, enabled: false }],
        'reminders[2].minutesBefore',
      ],
      [
        'four reminders',
        [...DEFAULTS, { minutesBefore: 30, enabled: true }, { minutesBefore: 10, enabled: true }],
        'reminders',
      ],
    ] as const) {
      await check.expect(
        'updateSchedulingLink',
        `400 naming ${field} for ${name}`,
        { as: run.host, params: { id: link.id }, json: { reminders: value } },
        400,
        (a) => withCode('invalid_request')(a) ?? firstDifference({ field }, a.body),
      );
    }
    // A query parameter given twice is a 400 for every operation (contract, "Requests and
    // answers"); here on the run's own link, which must still be there afterwards.
    const twice = await run.http.send({
      method: 'DELETE',
      url: `${check.url(check.contract.operation('deleteSchedulingLink'), { params: { id: link.id } })}?cancelBookings=true&cancelBookings=false`,
      cookie: run.host.cookie,
    });
    check.verdict(
      'deleteSchedulingLink',
      '400 invalid_request for cancelBookings given twice',
      check.compare(check.contract.operation('deleteSchedulingLink'), twice, 400) ??
        withCode('invalid_request')(twice),
    );
    const next = [
      { minutesBefore: 2880, enabled: true },
      { minutesBefore: 1440, enabled: false },
      { minutesBefore: 15, enabled: true },
    ];
    await check.expect(
      'updateSchedulingLink',
      'sets three reminders, one switched off',
      { as: run.host, params: { id: link.id }, json: { reminders: next } },
      200,
      bodyHolds({ reminders: next }),
    );
    await check.expect(
      'listSchedulingLinks',
      'reads them back (the link still there)',
      { as: run.host },
      200,
      (a) =>
        bodyHolds({ reminders: next })({
          body: (a.body as Link[]).find((l) => l.id === link.id),
        }),
    );
    const copy = await check.expect(
      'duplicateSchedulingLink',
      'a copy keeps the reminders',
      { as: run.host, params: { id: link.id }, json: {} },
      201,
      bodyHolds({ reminders: next }),
    );
    if (copy?.body) created.push(copy.body as Link);
    await check.expect(
      'updateSchedulingLink',
      'an empty list sends none',
      { as: run.host, params: { id: link.id }, json: { reminders: [] } },
      200,
      bodyHolds({ reminders: [] }),
    );
  } finally {
    for (const l of created) {
      await check.expect(
        'deleteSchedulingLink',
        'deletes the run’s reminders link',
        { as: run.host, params: { id: l.id } },
        204,
      );
    }
  }
}
