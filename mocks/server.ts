/**
 * The mock backend as a real HTTP server (`npm run mock:server`), for Playwright, the
 * conformance test, backend teams and the app with mocks off behind the dev proxy
 * (`VITE_MOCKS=off API_PROXY_TARGET=http://127.0.0.1:8787 npm run dev`).
 *
 * Environment:
 *   MOCK_PORT      port on 127.0.0.1 (default 8787)
 *   MOCK_SCENARIO  scenario loaded at start (default 'default')
 *   MOCK_LATENCY   artificial latency in ms (default 0)
 *   MOCK_NOW       freeze the mock clock at this ISO instant (default: the real clock)
 *   MOCK_WORKFLOW_TICK_MS  the workflow runner's interval (default 10000; 0 turns it off)
 *   MOCK_PLAIN_HTTP  1: plain http://127.0.0.1 development (the session cookie is
 *                  `slotwise_session` without `Secure`); default: the contract's
 *                  `__Host-slotwise_session` with `Secure` (see mocks/README.md "Security")
 *   MOCK_PUBLIC_ORIGIN  the app's public origin, which every link a message carries is built on
 *                  (default: the server's own http://127.0.0.1:PORT); never taken from a
 *                  request's Host, X-Forwarded-Host or Forwarded (mocks/public-origin.ts)
 *   MOCK_ALLOWED_ORIGINS  extra origins allowed to write (comma-separated; default: own origin)
 *   MOCK_RATE_LIMIT  off: no per-link rate limit on busy-slots and book (default on: 60 per
 *                  minute and 10 per 10 minutes per visitor and link; mocks/rate-limit.ts); QA
 *                  can also switch it with POST /__mock/rate-limit {"enabled": false}
 *   MOCK_RULE_BREAK  one named rule-break of mocks/rule-break-catalogue.ts switched on (default
 *                  none): only for the kit's mutation pass (`npm run conformance:mutants`)
 *
 * Webhooks really go out: a subscription's URL is POSTed to (10 seconds at most; loopback
 * addresses allowed), not only the built-in receiver (`mocks/webhooks.ts`).
 *
 * The app itself (contract handlers, control routes, consent pages) is `mocks/http-app.ts`.
 */
import { now, setNow } from './clock';
import { createMockApp } from './http-app';
import { publicOrigin, setPublicOrigin } from './public-origin';
import { isLiveWorkflow, meta } from './db';
import { rateLimitMode } from './rate-limit';
import { securityMode } from './security';
import { isRuleBreakName, RULE_BREAKS } from './rule-break-catalogue';
import { switchOnRuleBreak } from './rule-breaks';
import { DEFAULT_SCENARIO, isScenarioId, loadScenario } from './scenarios';
import { startWorkflowRunner } from './simulation/workflow-engine';
import { fetchTransport, setWebhookTransport } from './webhooks';

const HOST = '127.0.0.1';
const port = Number(process.env.MOCK_PORT ?? 8787);
const scenarioId = process.env.MOCK_SCENARIO ?? DEFAULT_SCENARIO;
if (!isScenarioId(scenarioId)) {
  console.error(`Unknown MOCK_SCENARIO "${scenarioId}"`);
  process.exit(1);
}
// The catalogue, for the kit's mutation pass (which never imports the mock).
if (process.argv.includes('--list-rule-breaks')) {
  console.log(JSON.stringify(RULE_BREAKS));
  process.exit(0);
}
const ruleBreak = process.env.MOCK_RULE_BREAK || null;
if (ruleBreak !== null && !isRuleBreakName(ruleBreak)) {
  console.error(`Unknown MOCK_RULE_BREAK "${ruleBreak}" (mocks/rule-break-catalogue.ts)`);
  process.exit(1);
}
switchOnRuleBreak(ruleBreak);
if (process.env.MOCK_NOW) setNow(process.env.MOCK_NOW);
setPublicOrigin(process.env.MOCK_PUBLIC_ORIGIN || `http://${HOST}:${port}`);
securityMode.plainHttp = process.env.MOCK_PLAIN_HTTP === '1';
rateLimitMode.enabled = process.env.MOCK_RATE_LIMIT !== 'off';
meta.latencyMs = Math.max(0, Number(process.env.MOCK_LATENCY ?? 0) || 0);
setWebhookTransport(fetchTransport);
await loadScenario(scenarioId, { now: now() });
const workflowTickMs = Math.max(0, Number(process.env.MOCK_WORKFLOW_TICK_MS ?? 10_000) || 0);
startWorkflowRunner({ intervalMs: workflowTickMs, only: isLiveWorkflow });

const app = createMockApp();

app.listen(port, HOST, () => {
  console.log(
    `Slotwise mock server on http://${HOST}:${port}  (scenario "${meta.scenarioId}", latency ${meta.latencyMs} ms, workflow tick ${workflowTickMs ? `${workflowTickMs} ms` : 'off'}, ${securityMode.plainHttp ? 'plain-http cookies' : 'Secure __Host- cookie'}, rate limit ${rateLimitMode.enabled ? 'on' : 'off'}${ruleBreak ? `, RULE-BREAK ${ruleBreak}` : ''})`,
  );
  console.log(
    `  state: http://${HOST}:${port}/__mock/state  (links in messages: ${publicOrigin()})`,
  );
});
