/**
 * What the table of `answered-writes-operations.ts` is written against: calls, the write under
 * test, and small readers of the mock's answers. No browser and no test runner here: the e2e spec
 * runs the table through a page (`answered-writes.ts`), the unit test through the leading tab's
 * server in Node (`mocks/answered-writes.test.ts`), each passing its own `expect`.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { slotsOfLink } from '../src/domain/slots';

export interface Answer {
  status: number;
  body: unknown;
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The matchers the table uses: Playwright's and Vitest's `expect` both have them. */
export interface Matchers {
  toBe(expected: unknown): void;
  toEqual(expected: unknown): void;
  toMatchObject(expected: Record<string, unknown> | unknown[]): void;
  toContainEqual(expected: unknown): void;
  toBeLessThan(expected: number): void;
  toBeGreaterThan(expected: number): void;
  toMatch(expected: RegExp): void;
  toBeDefined(): void;
}

export interface Expect {
  (actual: unknown, message?: string): Matchers & { not: Matchers };
  objectContaining(expected: Record<string, unknown>): unknown;
}

/** What one operation of the table gets: plain calls, and the write under test. */
export interface Ctx {
  expect: Expect;
  /** A call with nothing after it (reads, and the setup of a write). */
  call(call: Call): Promise<Answer>;
  /**
   * The write under test: answered, then nothing more is stored and the backend starts again
   * from what was stored (a reload); resolves once it serves again.
   */
  write(call: Call): Promise<Answer>;
  /** Ids and tokens carried from one operation to the next. */
  state: Record<string, string>;
}

export type Op = (ctx: Ctx) => Promise<void>;

/** The write operations of the contract (every POST, PUT, PATCH and DELETE), with their tag. */
export function contractWriteTags(): Record<string, string> {
  const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  };
  const tags: Record<string, string> = {};
  for (const operations of Object.values(contract.paths))
    for (const [method, operation] of Object.entries(operations))
      if (['post', 'put', 'patch', 'delete'].includes(method) && operation.operationId)
        tags[operation.operationId] = operation.tags?.[0] ?? '';
  return tags;
}

/** A value the operations before stored in `state`. */
export function need(ctx: Ctx, key: string): string {
  const value = ctx.state[key];
  if (value === undefined) throw new Error(`No ${key}: an operation before it failed`);
  return value;
}

/** The list's item at `index`, which must be there. */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No item ${index} in a list of ${list.length}`);
  return item;
}

/** `expect` on an answer's status, showing its body when it differs. */
export function expectStatus(ctx: Ctx, answer: Answer, status: number, what: string) {
  ctx.expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(status);
}

export type Slot = { start: string; end: string };
export type PublicLink = Parameters<typeof slotsOfLink>[0];
export type Availability = Parameters<typeof slotsOfLink>[1];
export type Preferences = Availability['preferences'] & { timePreference: string };

/** The mock's session cookie header: the caller's cookies, as a follower forwards them. */
export const SESSION_COOKIE_HEADER = 'x-mock-client-cookie';

/** Free slots of a link a few days out, as the booking page computes them. */
export async function freeTimes(ctx: Ctx, type = 'standard'): Promise<Slot[]> {
  const path = `/api/scheduling-links/jordan-lee/${type}`;
  const link = (await ctx.call({ method: 'GET', path })).body as PublicLink;
  const state = await ctx.call({ method: 'GET', path: '/__mock/state' });
  const busy = await ctx.call({
    method: 'POST',
    path: `${path}/busy-slots`,
    body: { startDate: link.startDate, endDate: link.endDate },
  });
  const now = (state.body as { now: string }).now;
  const slots = Object.values(slotsOfLink(link, busy.body as Availability, 'UTC', now)).flat();
  // Not the first ones (a minimum notice may fall between computing and booking).
  ctx.expect(slots.length).toBeGreaterThan(16);
  return slots.slice(8, 16);
}

export const busyAt = async (ctx: Ctx, slot: Slot) => {
  const answer = await ctx.call({
    method: 'POST',
    path: '/api/scheduling-links/jordan-lee/standard/busy-slots',
    body: { startDate: slot.start, endDate: slot.end },
  });
  return (answer.body as Availability).busySlots.some(
    (b) => b.start < slot.end && b.end > slot.start,
  );
};

export const hostBooking = async (ctx: Ctx, id: string) =>
  (await ctx.call({ method: 'GET', path: `/api/host/bookings/${id}` })).body as Record<
    string,
    unknown
  >;

export const bookingBody = (slot: Slot, who: string) => ({
  title: `Talk with ${who}`,
  description: '',
  startTime: slot.start,
  endTime: slot.end,
  attendeeEmail: `${who.toLowerCase()}@example.com`,
  attendeeName: who,
});

export const book = (ctx: Ctx, type: string, slot: Slot, who: string) =>
  ctx.call({
    method: 'POST',
    path: `/api/scheduling-links/jordan-lee/${type}/book`,
    body: bookingBody(slot, who),
  });
