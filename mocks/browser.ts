/**
 * The mock backend in the browser (`VITE_MOCKS=on`): MSW's service worker answers every API call
 * from the in-page database, which persists across reloads (see persistence.ts).
 *
 * - First visit (nothing stored): loads the `default` scenario.
 * - `?scenario=ID` on any URL: loads (resets) that scenario, remembers it, and removes the
 *   parameter from the address.
 * - Sessions: the scenario is loaded through `POST /__mock/scenario`, whose answer sets (or
 *   clears) the `slotwise_session` cookie; MSW keeps mocked cookies in its own jar (persisted in
 *   localStorage, HttpOnly included) and sends them with later requests.
 * - `/auth/google/web`, `/auth/google/calendar` (and their `/consent` pages) are full-page
 *   navigations the worker does not see: the app shell then renders only the mock consent page
 *   (`takeover`).
 * - The workflow engine's runner advances the active workflows every
 *   `VITE_MOCK_WORKFLOW_TICK_MS` (default 10000; 0 turns it off); changes persist like any other.
 */
import { createElement, type ReactNode } from 'react';
import { setupWorker } from 'msw/browser';
import { ConsentPage, type ConsentFlow } from './consent/consent-page';
import { meta } from './db';
import { handlers } from './handlers';
import { applyPersisted, flushPersistence, readPersisted, startPersistence } from './persistence';
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

export async function startBrowserMocks(): Promise<BrowserMocks> {
  const url = new URL(window.location.href);
  const requested = url.searchParams.get('scenario');
  const storage = window.localStorage;

  meta.latencyMs = defaultLatency();
  const persisted = await readPersisted(storage);
  let scenarioToLoad: string | null = null;

  if (requested !== null) {
    if (isScenarioId(requested)) scenarioToLoad = requested;
    else console.warn(`[mocks] Unknown scenario "${requested}"; keeping the current one.`);
  }
  if (persisted) {
    meta.latencyMs = persisted.meta.latencyMs;
    if (scenarioToLoad === null) {
      await applyPersisted(persisted);
      // The records could not be stored (too large): re-seed the same scenario, same "now".
      if (!persisted.data)
        await loadScenario(persisted.meta.scenarioId, { now: persisted.meta.seededAt });
    }
  } else if (scenarioToLoad === null) {
    scenarioToLoad = DEFAULT_SCENARIO;
  }

  startPersistence(storage);

  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });

  if (scenarioToLoad !== null) {
    await requestScenario(scenarioToLoad);
    await flushPersistence();
  }
  if (requested !== null) {
    url.searchParams.delete('scenario');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }

  const flow = consentFlow(url);
  // Workflows run while the app runs (not behind the consent page, which navigates away).
  if (!flow) startWorkflowRunner({ intervalMs: workflowTickMs() });
  return {
    takeover: flow ? createElement(ConsentPage, { flow }) : null,
    panel: createElement(QaPanel),
  };
}
