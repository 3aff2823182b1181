/**
 * The mock backend in the browser (`VITE_MOCKS=on`): MSW's service worker answers every API call
 * from one database shared by every tab of the origin (see shared-db.ts: the leading tab holds
 * it, the others forward their calls to it), which persists across reloads (see persistence.ts).
 *
 * - First visit (nothing stored): loads the `default` scenario.
 * - `?scenario=ID` on any URL: loads (resets) that scenario, remembers it, and removes the
 *   parameter from the address.
 * - `?fault=bookSlot:500,…` sets injected faults per operation for every tab (faults/faults.ts).
 * - `?now=ISO` (with `&clock=running` to let it run) sets the QA clock for the mock and for the
 *   app's notion of now, in every tab (before a `?scenario=` loads, which is seeded from it).
 * - Sessions: the scenario is loaded through `POST /__mock/scenario`, whose answer sets (or
 *   clears) the `slotwise_session` cookie; MSW keeps mocked cookies in its own jar (persisted in
 *   localStorage, HttpOnly included) and sends them with later requests.
 * - `/auth/google/web`, `/auth/google/calendar` (and their `/consent` pages) are full-page
 *   navigations the worker does not see: the app shell then renders only the mock consent page
 *   (`takeover`).
 * - The workflow engine's runner (in the leading tab) advances the active workflows every
 *   `VITE_MOCK_WORKFLOW_TICK_MS` (default 10000; 0 turns it off); changes persist like any other.
 */
import { createElement, type ReactNode } from 'react';
import { setupWorker } from 'msw/browser';
import { setAppClock } from '../src/components/app-clock';
import { applyClockSetting, CLOCK_CHANNEL, type ClockSetting } from './clock';
import { ConsentPage, type ConsentFlow } from './consent/consent-page';
import { isLiveWorkflow, meta } from './db';
import { servedHandlers } from './handlers';
import { flushPersistence, readPersisted, restoreOrReseed, startPersistence } from './persistence';
import { startSharedDb } from './shared-db';
import { QaPanel } from './qa-panel';
import { DEFAULT_SCENARIO, isScenarioId, loadScenario } from './scenarios';
import { startWorkflowRunner } from './simulation/workflow-engine';

export interface BrowserMocks {
  /** A page to render instead of the app (the mock consent screen), or null. */
  takeover: ReactNode | null;
  /** The QA panel, rendered beside the app inside its providers. */
  panel: ReactNode;
}

function defaultLatency(): number {
  const raw = Number(import.meta.env.VITE_MOCK_LATENCY ?? 300);
  return Number.isFinite(raw) && raw >= 0 ? raw : 300;
}

export const DEFAULT_WORKFLOW_TICK_MS = 10_000;

function workflowTickMs(): number {
  const raw = Number(import.meta.env.VITE_MOCK_WORKFLOW_TICK_MS ?? DEFAULT_WORKFLOW_TICK_MS);
  return Number.isFinite(raw) && raw >= 0 ? raw : DEFAULT_WORKFLOW_TICK_MS;
}

/** `/auth/google/web`, `/auth/google/calendar` and their `/consent` pages. */
function consentFlow(url: URL): ConsentFlow | null {
  const match = /^\/auth\/google\/(web|calendar)(?:\/consent)?\/?$/.exec(url.pathname);
  if (!match) return null;
  return match[1] === 'calendar' ? 'calendar' : 'web';
}

async function requestScenario(id: string): Promise<void> {
  const res = await fetch('/__mock/scenario', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  if (!res.ok) throw new Error(`Could not load scenario ${id}: ${res.status}`);
}

async function requestClock(now: string, running: boolean): Promise<void> {
  const res = await fetch('/__mock/clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now, running }),
  });
  if (!res.ok) throw new Error(`Could not set the clock: ${res.status}`);
}

async function requestFaults(spec: string): Promise<void> {
  const res = await fetch('/__mock/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ spec }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    console.warn(`[mocks] Ignoring ?fault=${spec}: ${body?.error ?? res.status}`);
  } else await flushPersistence();
}

async function readState(): Promise<{ clock: ClockSetting | null }> {
  const res = await fetch('/__mock/state', { credentials: 'include' });
  if (!res.ok) return { clock: null };
  return (await res.json()) as { clock: ClockSetting | null };
}

/**
 * Keeps MSW's worker registered when a page goes away. On `beforeunload` MSW tells its worker
 * `CLIENT_CLOSED`, and the worker unregisters itself when no other page it controls is open:
 * between two pages of one tab, or as the only tab navigates. The next page (or a tab opened in
 * that moment) then starts with no worker controlling it, and re-registering brings the worker
 * back already active, so nothing claims that page and its API calls reach the static server.
 * Dropping that one message keeps the registration, like any app's worker: every later page is
 * controlled from its first request. (A closed page's id stays in the worker's list of mocking
 * pages; ids are never reused, and a page is only mocked once its own MSW has started.)
 */
function keepWorkerRegistered(): void {
  const post = ServiceWorker.prototype.postMessage;
  ServiceWorker.prototype.postMessage = function postMessage(
    this: ServiceWorker,
    message: unknown,
    ...rest: unknown[]
  ) {
    if (message === 'CLIENT_CLOSED') return;
    return (post as (...args: unknown[]) => void).call(this, message, ...rest);
  } as ServiceWorker['postMessage'];
}

/** How many times this tab reloaded because no worker controlled it (sessionStorage). */
const UNCONTROLLED_RELOADS = 'slotwise.mock-uncontrolled-reloads';

/**
 * True once a service worker controls this page (waiting up to `ms` for a claim in flight),
 * false when none does.
 */
function controlledWithin(ms: number): Promise<boolean> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Boolean(container.controller)), ms);
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

/**
 * The backstop to `keepWorkerRegistered`: a page can still start with no worker controlling it
 * although MSW reports mocking enabled (the worker was unregistered by other means, and coming
 * back already active it claims no page). Its API calls would reach the static server and get
 * index.html. A reload is controlled by the registered worker; it is tried twice in a row, then
 * the failure is logged.
 */
async function ensureControlled(): Promise<boolean> {
  const storage = window.sessionStorage;
  if (await controlledWithin(2000)) {
    storage.removeItem(UNCONTROLLED_RELOADS);
    return true;
  }
  const reloads = Number(storage.getItem(UNCONTROLLED_RELOADS) ?? 0);
  if (reloads >= 2) {
    console.error('[mocks] No service worker controls this page: API calls reach the network.');
    return true;
  }
  storage.setItem(UNCONTROLLED_RELOADS, String(reloads + 1));
  window.location.reload();
  return false;
}

export async function startBrowserMocks(): Promise<BrowserMocks> {
  const url = new URL(window.location.href);
  const requested = url.searchParams.get('scenario');
  const storage = window.localStorage;
  const flow = consentFlow(url);
  let scenarioToLoad: string | null = null;
  if (requested !== null) {
    if (isScenarioId(requested)) scenarioToLoad = requested;
    else console.warn(`[mocks] Unknown scenario "${requested}"; keeping the current one.`);
  }

  // Only the leading tab holds the live database (shared-db.ts); it loads the stored state when
  // it takes the lead, which may be now or later, when the leading tab goes away.
  let storedAtLead = false;
  const becomeLeader = async () => {
    meta.latencyMs = defaultLatency();
    const persisted = await readPersisted(storage);
    if (persisted) {
      storedAtLead = true;
      try {
        meta.latencyMs = persisted.meta.latencyMs;
        applyClockSetting(persisted.meta.clock);
        // Records not stored (too large) or not restorable: the same scenario, at the same "now".
        await restoreOrReseed(persisted, (id, seededAt) =>
          loadScenario(isScenarioId(id) ? id : DEFAULT_SCENARIO, { now: seededAt }),
        );
      } catch (cause) {
        // Never lead without storing: a clean default scenario, stored from here on.
        console.error(
          '[mocks] The stored state could not be loaded; the default scenario is loaded instead.',
          cause,
        );
        await loadScenario(DEFAULT_SCENARIO);
      }
    }
    startPersistence(storage);
    // Workflows run in the leading tab only, like a server's background jobs.
    startWorkflowRunner({ intervalMs: workflowTickMs(), only: isLiveWorkflow });
  };
  const shared = startSharedDb(servedHandlers, becomeLeader);

  keepWorkerRegistered();
  const worker = setupWorker(shared.router);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // Reloading: nothing more starts in this page.
  if (!(await ensureControlled())) await new Promise(() => undefined);
  // Every tab's app follows the QA clock (src/components/app-clock.ts).
  const clockChannel = new BroadcastChannel(CLOCK_CHANNEL);
  clockChannel.onmessage = (event: MessageEvent<{ clock: ClockSetting | null }>) =>
    setAppClock(event.data.clock);
  const leads = await shared.ready;
  // `?now=ISO` (frozen) or `?now=ISO&clock=running`: the QA clock, set before any scenario loads
  // so the scenario is seeded relative to it.
  const requestedNow = url.searchParams.get('now');
  if (requestedNow !== null) {
    if (Number.isNaN(Date.parse(requestedNow)))
      console.warn(`[mocks] Ignoring ?now=${requestedNow}: not an ISO date-time.`);
    else await requestClock(requestedNow, url.searchParams.get('clock') === 'running');
  }
  setAppClock((await readState()).clock);
  // First visit of the origin (nothing stored): the default scenario.
  if (scenarioToLoad === null && leads && !storedAtLead) scenarioToLoad = DEFAULT_SCENARIO;

  if (scenarioToLoad !== null) {
    await requestScenario(scenarioToLoad);
    await flushPersistence();
  }
  // `?fault=bookSlot:500,getBusySlots:delay=3000`: faults for every tab (faults/faults.ts),
  // set after the scenario, which keeps them.
  const requestedFault = url.searchParams.get('fault');
  if (requestedFault !== null) await requestFaults(requestedFault);
  if (requested !== null || requestedNow !== null || requestedFault !== null) {
    url.searchParams.delete('scenario');
    url.searchParams.delete('fault');
    url.searchParams.delete('now');
    url.searchParams.delete('clock');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }

  return {
    takeover: flow ? createElement(ConsentPage, { flow }) : null,
    // Not in a frame (the embed): the panel would cover the booking page's footer.
    panel: window.parent === window ? createElement(QaPanel) : null,
  };
}
