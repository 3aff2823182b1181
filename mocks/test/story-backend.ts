/**
 * The backend of stories and component tests: the mock's own handlers (`handlers/index.ts`) over
 * its in-memory database, emptied and seeded for each story or test, with the mock's clock fixed.
 * A story or test names its data (a scenario of `scenarios/`, or a seed function written with
 * the seed builder `scenarios/seed.ts`) and, at most, the failure or latency it shows: a fault of
 * `faults/` (`listWorkflows:hang`), or one handler put in front for that operation when the
 * state needs words of its own.
 *
 * Browser-safe (no `msw/node`): Storybook imports it as well as Vitest. In Storybook the
 * database is the story frame's own module instance (not the shared, persisted one of
 * `browser.ts`), so stories never see each other's or the dev app's data.
 */
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { setNow } from '../clock';
import { db, meta, restore } from '../db';
import { clearFaults, dropHung, parseFaults, setFaults } from '../faults/faults';
import { handlers } from '../handlers';
import { JORDAN, loadScenario, type Person } from '../scenarios';
import { Seed } from '../scenarios/seed';
import { NOW } from './now';

export { NOW };
export { Seed };

/** Jordan Lee as the stories draw him: the scenarios' Jordan without the avatar picture. */
export const STORY_HOST: Person = { ...JORDAN, picture: null };

export interface BackendSetup {
  /** A named scenario (`scenarios/index.ts`), seeded relative to `now`. */
  scenario?: string;
  /** Or the story's own records, written with the seed builder. */
  seed?: (seed: Seed) => void;
  /** The instant the data is relative to; the mock's clock stands still there. Default NOW. */
  now?: string;
  /**
   * The e-mail of the seeded account whose session the requests carry; null: nobody. Default:
   * the scenario's signed-in identity, or nobody for a seed.
   */
  signedInAs?: string | null;
  /** Faults in the text form of `faults/faults.ts` (`listWorkflows:hang,getWorkflowStats:503`). */
  faults?: string;
}

/** What takes handlers: a story's `msw` (the worker) or the MSW node server of the tests. */
export interface HandlerTarget {
  use(...handlers: RequestHandler[]): void;
}

function origin(): string {
  if (typeof location !== 'undefined' && location.origin && location.origin !== 'null')
    return location.origin;
  return 'http://localhost';
}

/**
 * Puts the real handlers in front of `target`, empties the database and seeds it, fixes the
 * clock, signs the account in, sets the faults, and puts `overrides` (failure or latency states
 * only) in front of everything.
 */
export async function seedBackend(
  target: HandlerTarget,
  setup: BackendSetup,
  ...overrides: RequestHandler[]
): Promise<void> {
  target.use(...handlers);
  const now = setup.now ?? NOW;
  meta.latencyMs = 0;
  // What the last story or test left held ends here: it must not land in this one's data.
  dropHung();
  clearFaults();
  setNow(now);
  let signedInAs = setup.signedInAs;
  if (setup.scenario !== undefined) {
    const loaded = await loadScenario(setup.scenario, { now });
    if (signedInAs === undefined && loaded.sessionToken !== null) {
      const session = db.sessions.findFirst((q) => q.where({ token: loaded.sessionToken! }));
      signedInAs = db.users.findFirst((q) => q.where({ id: session?.userId ?? '' }))?.email;
    }
  } else {
    const seed = new Seed(Date.parse(now), 1);
    setup.seed?.(seed);
    // A story's own records are checked against the record schemas as they load.
    await restore(seed.data);
  }
  if (signedInAs) await signIn(signedInAs);
  if (setup.faults) {
    const faults = parseFaults(setup.faults);
    if (!faults.ok) throw new Error(faults.error);
    setFaults(faults.value);
  }
  if (overrides.length > 0) target.use(...overrides);
}

/** A session for the account: MSW's cookie store keeps the cookie, as a browser would. */
async function signIn(email: string): Promise<void> {
  const res = await fetch(new URL('/__mock/session', origin()), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(`Could not sign ${email} in: ${res.status} ${await res.text()}`);
}

/**
 * A latency state of one call that the faults cannot say: the first `answered` calls go on to the
 * mock's answer, every later one never answers (for example the access probe answers and the
 * screen's own read stays loading).
 */
export function hangsAfter(method: 'get' | 'post', path: string, answered: number) {
  let calls = 0;
  return http[method](path, async () => {
    calls += 1;
    if (calls > answered) await delay('infinite');
    // Nothing returned: MSW hands the request on to the mock's handler.
    return undefined;
  });
}

const THROUGH = 'x-story-through';

/**
 * An answer the mock never gives but another server may, within the contract (events out of
 * order, context keys the contract allows): the mock's own answer to the same GET, changed by
 * `change`. The inner request carries a marker, so it goes past this handler to the mock's.
 */
export function reshaped<T>(path: string, change: (body: T) => unknown) {
  return http.get(path, async ({ request }) => {
    if (request.headers.has(THROUGH)) return undefined;
    const headers = new Headers(request.headers);
    headers.set(THROUGH, '1');
    const answer = await fetch(request.url, { headers, credentials: 'include' });
    const body = change((await answer.json()) as T);
    return HttpResponse.json(body as never, { status: answer.status, headers: answer.headers });
  });
}

/** MSW's life-cycle events: the node server's or a story worker's `events`. */
export interface RequestEvents {
  events: {
    on(event: 'request:start', listener: (args: { request: Request }) => void): void;
  };
}

/**
 * The requests the screen sends to `pathname`, in order, each as `read` describes it. The
 * listener stays until the events' listeners are removed (the test's afterEach).
 */
export function recordRequests<T>(
  target: RequestEvents,
  pathname: string | RegExp,
  read: (url: URL) => T,
  /** Only requests with this method (any, when not given). */
  method?: string,
): T[] {
  const seen: T[] = [];
  target.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (method !== undefined && request.method.toUpperCase() !== method.toUpperCase()) return;
    if (pathMatch(url, pathname)) seen.push(read(url));
  });
  return seen;
}

/** The address's match for `pathname` (the whole path, or a pattern's groups), or null. */
function pathMatch(url: URL, pathname: string | RegExp): RegExpExecArray | null {
  if (typeof pathname !== 'string') return pathname.exec(url.pathname);
  return url.pathname === pathname ? (Object.assign([url.pathname], { index: 0 }) as never) : null;
}

/** What `recordBodies` hands `read` besides the body. */
export interface RecordedRequest {
  /** The path's match: a pattern's groups are `match[1]`, `match[2]`, … */
  match: RegExpExecArray;
  headers: Headers;
}

/**
 * The JSON bodies of the `method` requests the screen sends to `pathname`, in order, each as
 * `read` gives it (by default the body itself). A body is read from a copy as the request starts,
 * before any handler reads it; it is in the list once read (`waitFor` its length). The listener
 * stays until the events' listeners are removed (the test's afterEach).
 */
export function recordBodies<T, B = T>(
  target: RequestEvents,
  method: string,
  pathname: string | RegExp,
  read: (body: B, request: RecordedRequest) => T = (body) => body as unknown as T,
): T[] {
  const seen: T[] = [];
  target.events.on('request:start', ({ request }) => {
    if (request.method.toUpperCase() !== method.toUpperCase()) return;
    const match = pathMatch(new URL(request.url), pathname);
    if (!match) return;
    const headers = new Headers(request.headers);
    void request
      .clone()
      .json()
      .then(
        (body: B) => seen.push(read(body, { match, headers })),
        () => undefined,
      );
  });
  return seen;
}

/**
 * A write that never answers, for a story that shows it pending. Not the `hang` fault: the next
 * story's `seedBackend` ends what the faults hold as dropped connections, and a screen that
 * retries a dropped write by itself (the link dialog does) would then send it again into that
 * story's database, its answer toasting over that story's screen.
 */
export function writeNeverAnswers(method: 'put' | 'post' | 'patch' | 'delete', path: string) {
  return http[method](path, () => delay('infinite'));
}
