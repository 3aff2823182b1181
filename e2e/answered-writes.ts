/**
 * The harness of `answered-writes.spec.ts`: every write operation of the contract, sent from the
 * page through MSW's worker to the leading tab (the browser mock with its real persistence), and
 * read back after a reload that follows the answer at once.
 *
 * "At once" is made exact: from the moment the answer reaches the page, the page stores nothing
 * more under the mock database's key (no debounced save, no `pagehide` save), as if the tab died
 * right after the answer. What the next page finds is what the leader stored before it answered.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { slotsOfLink } from '../src/domain/slots';
import { waitForApp } from './helpers';

/** The mock database's snapshot key (`mocks/persistence.ts`). */
export const STORAGE_KEY = 'slotwise.mock-db.v1';

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

/** What one operation of the table gets: plain calls, and the write under test. */
export interface Ctx {
  /** A call with nothing after it (reads, and the setup of a write). */
  call(call: Call): Promise<Answer>;
  /**
   * The write under test: answered, then the page stores nothing more and reloads; resolves once
   * the next page's mock backend serves.
   */
  write(call: Call): Promise<Answer>;
  /** Ids and tokens carried from one operation to the next. */
  state: Record<string, string>;
}

/** The write operations of the contract: every POST, PUT, PATCH and DELETE of openapi.yaml. */
export function contractWrites(): string[] {
  const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const ids: string[] = [];
  for (const operations of Object.values(contract.paths))
    for (const [method, operation] of Object.entries(operations))
      if (['post', 'put', 'patch', 'delete'].includes(method) && operation.operationId)
        ids.push(operation.operationId);
  return ids.sort();
}

async function send(page: Page, call: Call, freezeAfter: boolean): Promise<Answer> {
  return page.evaluate(
    async ({ call, freezeAfter, key }) => {
      const headers: Record<string, string> = { ...call.headers };
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(call.path, {
        method: call.method,
        credentials: 'include',
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      if (freezeAfter) {
        // The answer is here: from now on this page stores nothing under the database's key.
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
          if (name !== key) setItem.call(this, name, value);
        };
      }
      const text = await res.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      return { status: res.status, body };
    },
    { call, freezeAfter, key: STORAGE_KEY },
  );
}

export function contextFor(page: Page): Ctx {
  return {
    state: {},
    call: (call) => send(page, call, false),
    async write(call) {
      const answer = await send(page, call, true);
      await page.reload();
      await waitForApp(page, 60_000);
      return answer;
    },
  };
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
export function expectStatus(answer: Answer, status: number, what: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(status);
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
  expect(slots.length).toBeGreaterThan(16);
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
