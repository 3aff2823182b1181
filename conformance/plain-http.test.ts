/**
 * conformance/README.md's plain-http instructions, run as written: `MOCK_PLAIN_HTTP=1 npm run mock:server`,
 * then `npm run conformance -- --base-url http://127.0.0.1:PORT`. The kit reads the server's
 * cookie mode from `/__mock/state`, says in its report which mode it judged, passes, and lists
 * nothing it produced (logout's 204 included) as "not produced".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
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

/** Runs a command to its end: exit code and output. */
function run(command: string, args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? 2, out }));
  });
}

let server: ChildProcess;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn('npm', ['run', '--silent', 'mock:server'], {
    env: { ...process.env, MOCK_PLAIN_HTTP: '1', MOCK_PORT: String(port) },
    stdio: 'ignore',
    // Its own process group, so the whole tree (npm, tsx, node) stops at the end.
    detached: true,
  });
  await waitFor(`${baseUrl}/__mock/state`, 90_000);
}, 120_000);

afterAll(() => {
  if (server.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

describe('the kit against the mock server in plain-http mode, as the README runs it', () => {
  let result: { code: number; out: string };
  beforeAll(async () => {
    result = await run('npm', [
      'run',
      '--silent',
      'conformance',
      '--',
      '--base-url',
      baseUrl,
      '--quiet',
      '--fuzz-count',
      '5',
    ]);
  }, 300_000);

  it('says which cookie mode it judged, and why', () => {
    expect(result.out).toContain(
      'Session cookie judged in plain-http mode: slotwise_session without Secure (as the mock server reports in /__mock/state).',
    );
  });

  it('passes, logout and its cookie included', () => {
    expect(result.out).not.toMatch(/^FAIL /m);
    expect(result.out).toMatch(/^PASS\s+logout\s/m);
    expect(result.code, result.out).toBe(0);
  });

  it('lists nothing it produced as not produced', () => {
    expect(result.out).not.toMatch(/logout: 204/);
  });
});
