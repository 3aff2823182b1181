#!/usr/bin/env node
// `npm run test:unit:later -- +40d`: the unit and component tests with the machine's clock moved
// by the given offset (libfaketime's syntax: +40d, +400d, -3d). No test may depend on today's date:
// a test that needs a date sets the clock (mocks/test/helpers.ts NOW, vi.setSystemTime, ?now=).
// The clock moves for this process tree only; timers still run at normal speed.
import { spawnSync } from 'node:child_process';

const offset = process.argv[2];
if (!offset || !/^[+-]\d+[smhdy]?$/.test(offset)) {
  console.error('usage: npm run test:unit:later -- +40d');
  process.exit(2);
}
if (spawnSync('sh', ['-c', 'command -v faketime'], { stdio: 'ignore' }).status !== 0) {
  console.error('faketime is missing: apt-get install faketime (.ci/run installs it).');
  process.exit(1);
}
const moved = spawnSync(
  'faketime',
  ['-f', offset, 'node', '-e', 'console.log(new Date().toISOString())'],
  {
    encoding: 'utf8',
  },
);
console.log(`clock moved ${offset}: the tests see ${moved.stdout.trim()}`);
const { status } = spawnSync(
  'faketime',
  ['-f', offset, 'npx', 'vitest', 'run', '--project', 'unit'],
  {
    stdio: 'inherit',
    env: { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
  },
);
process.exit(status ?? 1);
