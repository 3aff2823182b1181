/**
 * No double booking under concurrency: several visitors book one round-robin time at once, with
 * two members free. Exactly two bookings succeed, with two different members; every other answer
 * is 409 `slot_taken`; afterwards the time is busy for both members.
 */
import type { Answer } from '../../http';
import { withCode } from '../../checker';
import { preview } from '../../contract';
import { type Run, type Schemas } from '../../core';
import {
  bookingBody,
  busyAt,
  createLink,
  hhmm,
  hostIds,
  hoursOn,
  meet,
  readPage,
  slotAt,
  type Member,
  type Team,
} from './setup';

type Link = Schemas['SchedulingLink'];
type BusySlots = Schemas['BusySlotsResponse'];

const FILE = 'conformance/areas/teams/concurrency.ts';
/** Visitors booking at once (within the contract's 10 bookings per link and visitor address). */
export const PARALLEL = 8;

export async function concurrency(
  run: Run,
  { team, a, b, day }: { team: Team; a: Member; b: Member; day: string },
): Promise<Link | null> {
  const check = run.checker(FILE);
  const both = meet(hoursOn(day, a.zone), hoursOn(day, b.zone));
  if (!both) {
    check.skip(
      'bookSlot',
      'parallel bookings',
      `the hours of ${a.zone} and ${b.zone} do not meet on ${day}`,
    );
    return null;
  }
  const link = await createLink(check, a, 'a member creates a second round-robin link', {
    slug: `${team.slug}/rush`,
    name: 'Conformance rush',
    team,
    kind: 'round_robin',
    hosts: [
      { userId: a.id, priority: 'medium' },
      { userId: b.id, priority: 'medium' },
    ],
  });
  if (!link) return null;
  const [user, type] = link.slug.split('/') as [string, string];
  const op = run.contract.operation('bookSlot');
  const url = check.url(op, { params: { user, type } });
  const slot = slotAt(both.start);
  const answers: Answer[] = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      run.http.send({
        method: op.method,
        url,
        cookie: null,
        json: bookingBody(run, slot, `rush${i}`),
      }),
    ),
  );
  const name = `${PARALLEL} visitors book ${day} ${hhmm(both.start)} at once`;
  const booked = answers.filter((x) => x.status === 201);
  const refused = answers.filter((x) => x.status !== 201);
  // Every answer as the contract declares it: a booking, or the 409's error with its code.
  for (const x of answers) {
    const shape =
      check.compare(op, x, x.status === 201 ? 201 : 409) ??
      (x.status === 201 ? null : withCode('slot_taken')(x));
    if (shape) {
      check.fail('bookSlot', `${name}: each answer a booking or 409 slot_taken`, shape);
      break;
    }
  }
  const members = booked.map((x) => hostIds(x.body)[0] ?? '?');
  check.verdict(
    'bookSlot',
    `${name}: exactly two succeed, with two different members; the rest 409`,
    booked.length === 2 &&
      new Set(members).size === 2 &&
      members.every((m) => m === a.id || m === b.id)
      ? null
      : {
          path: 'statuses',
          expected: `2 × 201 (${a.id}, ${b.id}) and ${PARALLEL - 2} × 409`,
          got: `${booked.length} × 201 (${preview(members)}), ${refused.map((x) => x.status).join(', ')}`,
        },
  );
  const after = await readPage(check, link, 'the rushed link');
  const hosts = (after?.busy.body as BusySlots | undefined)?.hosts ?? [];
  check.verdict(
    'getBusySlots',
    'after the rush the time is busy for both members',
    hosts.length === 2 && hosts.every((h) => busyAt(h.busySlots, both.start))
      ? null
      : {
          path: '$.hosts[*].busySlots',
          expected: `${hhmm(both.start)} busy for both`,
          got: preview(hosts),
        },
  );
  return link;
}
