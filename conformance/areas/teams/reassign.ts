/**
 * A host gives a round-robin booking to another host of its link (`reassignHostBooking`): to a
 * member free then it goes through (the booking's hosts become that member, its assignment says
 * `reassigned`, the time moves from one member's busy times to the other's); to a member busy then
 * it is 409 `slot_taken`; to a member of the team who is no host of the link, to someone outside
 * the team, to the host it already has, or for a collective booking, 400; another host's booking,
 * or an unknown one, is 404. A refused reassign changes nothing.
 */
import { withCode, type Rule } from '../../checker';
import { preview, type Difference } from '../../contract';
import { type Run, type Schemas } from '../../core';
import type { Answer } from '../../http';
import { busyAt, hhmm, hostIds, readPage, type Booking, type Member } from './setup';
import type { RoundRobinBookings } from './round-robin';

type BusySlots = Schemas['BusySlotsResponse'];
type HostBooking = Schemas['HostBooking'];

const FILE = 'conformance/areas/teams/reassign.ts';

/** A rule: the host's booking is now `member`'s alone, reassigned. */
function reassignedTo(member: Member): Rule {
  return (a: Answer): Difference | null => {
    const got = hostIds(a.body);
    if (got.length !== 1 || got[0] !== member.id)
      return { path: '$.hosts', expected: `${member.id} alone`, got: preview(got) };
    const rule = (a.body as HostBooking).assignment?.rule;
    return rule === 'reassigned'
      ? null
      : { path: '$.assignment.rule', expected: 'reassigned', got: String(rule) };
  };
}

export async function reassign(
  run: Run,
  {
    me,
    a,
    b,
    c,
    rr,
    collectiveBooking,
  }: {
    me: Schemas['CurrentUser'];
    a: Member;
    b: Member;
    c: Member;
    rr: RoundRobinBookings;
    collectiveBooking: Booking | null;
  },
): Promise<void> {
  const check = run.checker(FILE);
  const to = (as: Member | null, booking: Booking | { id: string }, hostId: string) => ({
    as: as ? as.session : run.host,
    params: { id: booking.id },
    json: { hostId },
  });
  const invalid = withCode('invalid_request');
  if (rr.first) {
    await check.expect(
      'reassignHostBooking',
      '400 to a member of the team who is no host of the link',
      to(a, rr.first, c.id),
      400,
      invalid,
    );
    await check.expect(
      'reassignHostBooking',
      '400 to a host outside the team',
      to(a, rr.first, me.id),
      400,
      invalid,
    );
    await check.expect(
      'reassignHostBooking',
      '400 to the host it already has',
      to(a, rr.first, a.id),
      400,
      invalid,
    );
    await check.expect(
      'reassignHostBooking',
      '404 for a host who is not one of the booking’s, as for an unknown id',
      to(null, rr.first, b.id),
      404,
      withCode('not_found'),
    );
  }
  await check.expect(
    'reassignHostBooking',
    '404 for an unknown booking',
    to(a, { id: `bkg-unknown-${run.runId}` }, b.id),
    404,
    withCode('not_found'),
  );
  if (collectiveBooking) {
    await check.expect(
      'reassignHostBooking',
      '400 for a collective booking',
      to(a, collectiveBooking, b.id),
      400,
      invalid,
    );
  }
  if (rr.whileBusy) {
    await check.expect(
      'reassignHostBooking',
      '409 slot_taken to a member busy at its time',
      to(a, rr.whileBusy, b.id),
      409,
      withCode('slot_taken'),
    );
    await check.expect(
      'getHostBooking',
      'the refused reassign changed nothing',
      { as: a.session, params: { id: rr.whileBusy.id } },
      200,
      (x) =>
        hostIds(x.body).join(',') === a.id
          ? null
          : { path: '$.hosts', expected: `${a.id} alone`, got: preview(hostIds(x.body)) },
    );
  }
  const moved = rr.last;
  if (!moved) {
    check.skip(
      'reassignHostBooking',
      'reassigns to a free member',
      'no round-robin booking to move',
    );
    return;
  }
  const start = Date.parse(moved.startTime);
  const done = await check.expect(
    'reassignHostBooking',
    'reassigns to a member free at its time: the booking is theirs, “reassigned”',
    to(a, moved, b.id),
    200,
    reassignedTo(b),
  );
  if (!done) return;
  await check.expect(
    'getHostBooking',
    'the new host reads it as theirs',
    { as: b.session, params: { id: moved.id } },
    200,
    reassignedTo(b),
  );
  const page = await readPage(check, rr.link, 'the round-robin link after the reassign');
  const hosts = (page?.busy.body as BusySlots | undefined)?.hosts ?? [];
  const byId = new Map(hosts.map((h) => [h.id, h.busySlots]));
  check.verdict(
    'getBusySlots',
    'the reassigned time is busy for the new host and free for the former one',
    busyAt(byId.get(b.id) ?? [], start) && !busyAt(byId.get(a.id) ?? [], start)
      ? null
      : {
          path: '$.hosts[*].busySlots',
          expected: `${hhmm(start)} busy for ${b.id} only`,
          got: preview(hosts),
        },
  );
}
