/**
 * The visitor's reschedule and the booking's answers and guests (contract `rescheduleBooking`,
 * `VisitorRescheduleRequest`): given ones are checked exactly as `bookSlot` checks them, and a
 * refused move changes nothing. Runs inside `areas/manage-booking.ts` on its confirmed booking of a spec
 * link (no questions, no guests), before that booking's move into a free slot, which then keeps
 * them (the slot alone sent).
 */
import type { Slot } from '../src/domain/slots';
import type { Checker, Rule } from './checker';
import { firstDifference } from './compare';

/** 400 naming `field`, as `bookSlot` names it. */
function withField(field: string): Rule {
  return (answer) => {
    const body = answer.body as { code?: unknown; field?: unknown } | null;
    return firstDifference({ code: 'invalid_request', field }, { ...body });
  };
}

export async function rescheduleDetailsChecks(
  check: Checker,
  {
    own,
    right,
    from,
    to,
  }: { own: { id: string }; right: Record<string, string>; from: Slot; to: Slot },
): Promise<void> {
  const move = (extra: object) => ({ startTime: to.start, endTime: to.end, ...extra });
  await check.expect(
    'rescheduleBooking',
    '400 answers.{id} for an answer to a question the link does not ask',
    { as: null, params: own, headers: right, json: move({ answers: { nope: 'x' } }) },
    400,
    withField('answers.nope'),
  );
  await check.expect(
    'rescheduleBooking',
    '400 guests for a guest on a link that takes none',
    { as: null, params: own, headers: right, json: move({ guests: ['guest@example.org'] }) },
    400,
    withField('guests'),
  );
  await check.expect(
    'getBooking',
    'unchanged after the refused answers and guests',
    { as: null, params: own, headers: right },
    200,
    (a) => firstDifference({ startTime: from.start, answers: [], guests: [] }, a.body),
  );
}
