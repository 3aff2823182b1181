/**
 * The mock server's rule-breaks: deliberate, named bugs that the conformance kit's mutation pass
 * (`npm run conformance:mutants`, conformance/README.md "Mutation pass") switches on one at a
 * time to prove that the kit catches each of them. The catalogue (name, rule, family) is
 * `mocks/rule-break-catalogue.ts`.
 *
 * Only `mocks/server.ts` switches one on, from `MOCK_RULE_BREAK`; nothing else does, so in the
 * browser (the app's mocks, Storybook, unit tests) `ruleBroken` is always false. A production build
 * carries no module of `mocks/` at all (scripts/mock-markers.mjs).
 *
 * A switch point asks `ruleBroken(name)` only where the honest rule decides against the request,
 * so asking is changing the answer: the first time, the server says so on stderr
 * (`RULE_BREAK_APPLIED name`), and the pass counts a rule-break whose switch never changed an
 * answer as "does not apply", never as killed.
 */
/** Read by the pass (conformance/mutants.ts keeps the same words). */
export const RULE_BREAK_APPLIED = 'MOCK_RULE_BREAK applied:';

let active: string | null = null;
let applied = false;

/** The server's switch (`MOCK_RULE_BREAK`); null: every rule honoured. */
export function switchOnRuleBreak(name: string | null): void {
  active = name;
  applied = false;
}

export function activeRuleBreak(): string | null {
  return active;
}

/** Whether the rule-break is on; if it is, the caller breaks its rule now (recorded once). */
export function ruleBroken(name: string): boolean {
  if (active !== name) return false;
  if (!applied) {
    applied = true;
    console.error(`${RULE_BREAK_APPLIED} ${name}`);
  }
  return true;
}
