/**
 * The browser harness of `answered-writes.spec.ts`: a call is sent from the page through MSW's
 * worker to the leading tab (the browser mock with its real persistence); a write under test is
 * followed at once by a reload.
 *
 * "At once" is made exact: from the moment the answer reaches the page, the page stores nothing
 * more under the mock database's key (no debounced save, no `pagehide` save), as if the tab died
 * right after the answer. What the next page finds is what the leader stored before it answered.
 */
import { expect, type Page } from '@playwright/test';
import type { Answer, Call, Ctx, Expect } from './answered-writes-calls';
import { waitForApp } from './helpers';

/** The mock database's snapshot key (`mocks/persistence.ts`). */
export const STORAGE_KEY = 'slotwise.mock-db.v1';

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

/** The table's context on `page`: every write is followed by the frozen reload. */
export function contextFor(page: Page): Ctx {
  return {
    expect: expect satisfies Expect,
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
