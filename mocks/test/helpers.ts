/** Shared helpers of the mock backend's tests: HTTP-shaped calls against the MSW node server. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mockFetch, signInAs, signOut, useScenario } from '../node';

/** A Wednesday, 10:00 in New York (EST), 20:30 in Kolkata. */
export const NOW = '2026-11-04T15:00:00.000Z';
/** Jordan's week (America/New_York): Monday 2026-11-02 00:00 EST. */
export const JORDAN_WEEK = '2026-11-02T05:00:00.000Z';

export { mockFetch, signInAs, signOut, useScenario };

export interface Call {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A JSON call; `body` is sent as JSON when given. */
export async function api(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Call> {
  const res = await mockFetch(path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The `error` field of an error answer. */
export function errorOf(call: Call): string {
  const body = call.body;
  if (
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'string'
  )
    return body.error;
  throw new Error(`Not an error body: ${JSON.stringify(body)}`);
}

export function json<T>(call: Call): T {
  return call.body as T;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  public: boolean;
}

/** Every operation of openapi/openapi.yaml (a line scan: paths at indent 2, methods at 4). */
export function contractOperations(): ContractOperation[] {
  const file = resolve(process.cwd(), 'openapi/openapi.yaml');
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((l) => l === 'paths:');
  const ops: ContractOperation[] = [];
  let path = '';
  let current: ContractOperation | null = null;
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const p = /^ {2}(\/\S*):\s*$/.exec(line);
    if (p?.[1]) {
      path = p[1];
      continue;
    }
    const m = /^ {4}(get|put|post|patch|delete):\s*$/.exec(line);
    if (m?.[1]) {
      current = { operationId: '', method: m[1].toUpperCase(), path, public: false };
      ops.push(current);
      continue;
    }
    const id = /^ {6}operationId:\s*(\S+)/.exec(line);
    if (id?.[1] && current) current.operationId = id[1];
    if (/^ {6}security:\s*\[\]/.test(line) && current) current.public = true;
  }
  return ops;
}
