/** Shared helpers of the mock backend's tests: HTTP-shaped calls against the MSW node server. */
import { resolve } from 'node:path';
import { Contract } from '../../conformance/contract';
import { mockFetch, signInAs, signOut, useScenario } from '../node';

export { JORDAN_GOALS_WEEK, JORDAN_WEEK, NOW } from './now';
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

/** Every operation of openapi/openapi.yaml, as the conformance kit reads it. */
export function contractOperations(): ContractOperation[] {
  return Contract.load(resolve(process.cwd(), 'openapi/openapi.yaml')).operations.map((op) => ({
    operationId: op.id,
    method: op.method,
    path: op.path,
    public: op.public,
  }));
}
