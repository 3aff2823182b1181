#!/usr/bin/env node
// `npm test`: every check the project has, in order, with a summary. Stops at the first failure
// unless --keep-going is given.
import { spawnSync } from 'node:child_process';

const steps = [
  ['format', 'npm run format:check'],
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['contract lint', 'npm run lint:api'],
  ['contract security lint (Spectral OWASP)', 'npm run lint:security'],
  ['contract drift', 'npm run check:api-drift'],
  ['unit and component tests', 'npm run test:unit'],
  // The same tests with the machine's clock moved ahead (libfaketime): no test may depend on
  // today's date. `.ci/run` installs Debian's faketime when it is missing.
  ['unit and component tests, clock +40 days', 'npm run test:unit:later -- +40d'],
  ['unit and component tests, clock +400 days', 'npm run test:unit:later -- +400d'],
  ['conformance kit vs mock server', 'npm run conformance:mock'],
  ['story tests (Chromium)', 'npm run test:stories'],
  ['production build', 'npm run build'],
  ['bundle budgets', 'npm run budgets'],
  ['storybook build', 'npm run build-storybook -- --quiet'],
  ['e2e (Playwright, Chromium)', 'npm run test:e2e'],
];
const keepGoing = process.argv.includes('--keep-going');
const results = [];
for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n━━ ${name}: ${command}`);
  const { status } = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  results.push({
    step: name,
    result: status === 0 ? 'pass' : 'FAIL',
    seconds: Math.round((Date.now() - started) / 1000),
  });
  if (status !== 0 && !keepGoing) break;
}
console.log('');
console.table(results);
const passed = results.filter((r) => r.result === 'pass').length;
const failed = results.length - passed + (steps.length - results.length);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
