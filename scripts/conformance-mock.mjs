#!/usr/bin/env node
// `npm run conformance:mock`: starts `npm run mock:server` on a free port, runs the conformance kit against it in strict mode
// (a skipped check fails), with its webhook mode (`--webhooks`: the server really POSTs to the kit's
// loopback receiver), writes reports/conformance-junit.xml, and stops the server.
// Extra arguments go to the kit (e.g. `-- --fuzz-count 100 --fuzz-seed 7`).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The mock server did not answer ${url} within ${ms / 1000} s`);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
// Its own process group, so the whole tree (npm, tsx, node) stops at the end.
const server = spawn('npm', ['run', '--silent', 'mock:server'], {
  env: { ...process.env, MOCK_PORT: String(port) },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
let code = 2;
try {
  await waitFor(`${baseUrl}/__mock/state`, 60_000);
  const kit = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'conformance/cli.ts',
      '--base-url',
      baseUrl,
      '--strict',
      '--webhooks',
      '--junit',
      'reports/conformance-junit.xml',
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  code = await new Promise((resolve) => kit.once('exit', (c) => resolve(c ?? 2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
process.exit(code);
