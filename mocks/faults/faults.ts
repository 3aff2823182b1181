/**
 * Fault injection, per contract operation (mock only; see mocks/README.md, "Faults").
 *
 * A fault makes one operation (by its `operationId`) answer a given error status with a
 * contract-valid `{error, code}` body, wait N ms before its normal answer, drop the connection
 * (the client sees a network error, as with `HttpResponse.error()`), or hang until released.
 * It applies once, N times, or until cleared. Faults live in `meta.faults`, so they persist and
 * are shared by every tab like the rest of the mock's state; hung requests live where they are
 * held (the leading tab, the Node process) and are released by `POST /__mock/faults/release`.
 *
 * The text form, shared by `?fault=` on any address, `POST /__mock/faults {"spec"}` and the QA
 * panel: faults separated by commas, each `operationId:action[:modifier]…`:
 *   action    `500` (any status of STATUS_CODES) | `delay=3000` | `drop` | `hang`
 *   modifier  `once` | `times=N` | `code=slot_taken` (a code that belongs to the status)
 * e.g. `bookSlot:500,getBusySlots:delay=3000,updatePreferences:503:times=2`.
 */
import { delay, HttpResponse } from 'msw';
import type { components } from '../../src/api/schema.gen';
import { meta, metaChanged, type Fault, type FaultAction } from '../db';
import { apiError, type ErrorCode } from '../errors';
import { isOperationId, OPERATIONS, operationFor, type OperationId } from './operations';

export const MAX_FAULT_DELAY_MS = 120_000;
export const MAX_FAULT_TIMES = 1000;

/** The code each error status answers with unless `code=` names another of its codes. */
const DEFAULT_CODES: Record<number, ErrorCode> = {
  400: 'invalid_request',
  401: 'not_authenticated',
  403: 'not_owner',
  404: 'not_found',
  409: 'slot_taken',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
};

/**
 * The status each code belongs to: the table of `ErrorCode` in the contract
 * (`faults.test.ts` checks it against openapi/openapi.yaml).
 */
export const CODE_STATUS = {
  invalid_request: 400,
  outside_booking_window: 400,
  primary_calendar_required: 400,
  idempotency_key_reused: 400,
  not_authenticated: 401,
  workflow_access_required: 403,
  operator_required: 403,
  not_owner: 403,
  foreign_origin: 403,
  oauth_state_mismatch: 403,
  read_only_key: 403,
  session_required: 403,
  not_team_member: 403,
  not_found: 404,
  method_not_allowed: 405,
  link_type_exists: 409,
  link_limit_reached: 409,
  slug_taken: 409,
  slot_taken: 409,
  time_off: 409,
  notice_too_short: 409,
  daily_limit_reached: 409,
  focus_time_taken: 409,
  booking_cancelled: 409,
  change_cutoff: 409,
  slot_held: 409,
  hold_not_extendable: 409,
  booking_not_pending: 409,
  link_inactive: 409,
  link_used: 409,
  link_has_bookings: 409,
  member_hosts_links: 409,
  team_has_links: 409,
  calendar_not_connected: 409,
  calendar_auth_expired: 409,
  version_conflict: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
} as const satisfies Record<components['schemas']['ErrorCode'], number>;

/** The messages of injected answers: what a person reads in the app's toasts. */
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  internal_error: 'The server failed unexpectedly. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again.',
  not_authenticated: 'Not authenticated',
  not_found: 'Not found',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  slot_taken: 'This time slot is no longer available',
};

/** The code an injected answer of this status carries unless another is named. */
export function defaultCode(status: number): ErrorCode {
  return DEFAULT_CODES[status] ?? 'internal_error';
}

/** Statuses a fault may answer: the contract's error statuses. */
export const STATUS_CODES = Object.keys(DEFAULT_CODES).map(Number);

/** Whether the operation may answer the status by the contract (5xx: every operation). */
export function statusAllowed(operationId: OperationId, status: number): boolean {
  if (status >= 500) return status in DEFAULT_CODES;
  return (OPERATIONS[operationId].errors as readonly number[]).includes(status);
}

export interface FaultInput {
  operationId: OperationId;
  action: FaultAction;
  times: number | null;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function wholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Checks one fault (whatever its source): the status fits the operation, the code the status. */
export function checkFault(input: FaultInput): string | null {
  const { operationId, action, times } = input;
  if (times !== null && (!Number.isInteger(times) || times < 1 || times > MAX_FAULT_TIMES))
    return `times must be from 1 to ${MAX_FAULT_TIMES}`;
  if (action.kind === 'delay' && (action.ms < 1 || action.ms > MAX_FAULT_DELAY_MS))
    return `delay must be from 1 to ${MAX_FAULT_DELAY_MS} ms`;
  if (action.kind === 'status') {
    if (!statusAllowed(operationId, action.status)) {
      const declared = [...OPERATIONS[operationId].errors, 500, 503].join(', ');
      return `${operationId} cannot answer ${action.status} by the contract (it may answer ${declared})`;
    }
    if (CODE_STATUS[action.code] !== action.status)
      return `code ${action.code} belongs to status ${CODE_STATUS[action.code]}, not ${action.status}`;
  }
  return null;
}

/** One fault of the text form (`bookSlot:500:once`). */
export function parseFault(text: string): Parsed<FaultInput> {
  const [rawId = '', rawAction = '', ...modifiers] = text.trim().split(':');
  const operationId = rawId.trim();
  if (!isOperationId(operationId))
    return { ok: false, error: `Unknown operation "${operationId}" in "${text}"` };
  let action: FaultAction;
  const status = wholeNumber(rawAction);
  if (status !== null) {
    const code = DEFAULT_CODES[status];
    if (!code)
      return { ok: false, error: `Status ${rawAction} is not one of ${STATUS_CODES.join(', ')}` };
    action = { kind: 'status', status, code };
  } else if (rawAction.startsWith('delay=')) {
    const ms = wholeNumber(rawAction.slice(6));
    if (ms === null) return { ok: false, error: `delay needs milliseconds: "${text}"` };
    action = { kind: 'delay', ms };
  } else if (rawAction === 'drop' || rawAction === 'hang') {
    action = { kind: rawAction };
  } else {
    return {
      ok: false,
      error: `"${text}": the action must be a status, delay=MS, drop or hang`,
    };
  }
  let times: number | null = null;
  for (const modifier of modifiers) {
    if (modifier === 'once') times = 1;
    else if (modifier.startsWith('times=')) {
      times = wholeNumber(modifier.slice(6));
      if (times === null) return { ok: false, error: `times needs a number: "${text}"` };
    } else if (modifier.startsWith('code=') && action.kind === 'status') {
      const code = modifier.slice(5);
      if (!(code in CODE_STATUS)) return { ok: false, error: `Unknown error code "${code}"` };
      action = { ...action, code: code as ErrorCode };
    } else return { ok: false, error: `Unknown modifier "${modifier}" in "${text}"` };
  }
  const input = { operationId, action, times };
  const problem = checkFault(input);
  return problem ? { ok: false, error: problem } : { ok: true, value: input };
}

/** The comma-separated text form: every fault, or the first problem (nothing set then). */
export function parseFaults(text: string): Parsed<FaultInput[]> {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return { ok: false, error: 'No fault given' };
  const faults: FaultInput[] = [];
  for (const part of parts) {
    const parsed = parseFault(part);
    if (!parsed.ok) return parsed;
    faults.push(parsed.value);
  }
  return { ok: true, value: faults };
}

/** A fault as text, in the form `parseFault` reads (`bookSlot:500:times=2`). */
export function describeAction(action: FaultAction): string {
  switch (action.kind) {
    case 'status':
      return DEFAULT_CODES[action.status] === action.code
        ? String(action.status)
        : `${action.status}:code=${action.code}`;
    case 'delay':
      return `delay=${action.ms}`;
    default:
      return action.kind;
  }
}

export function describeFault(fault: Pick<Fault, 'operationId' | 'action' | 'remaining'>): string {
  const times =
    fault.remaining === null ? '' : fault.remaining === 1 ? ':once' : `:times=${fault.remaining}`;
  return `${fault.operationId}:${describeAction(fault.action)}${times}`;
}

// ---------------------------------------------------------------------------------------------
// The active faults (in `meta`, persisted and shared like the database)
// ---------------------------------------------------------------------------------------------

export function activeFaults(): Fault[] {
  return meta.faults ?? [];
}

/** Sets faults; a fault replaces the one its operation had. */
export function setFaults(inputs: readonly FaultInput[]): Fault[] {
  const next = activeFaults().filter((f) => !inputs.some((i) => i.operationId === f.operationId));
  for (const input of inputs)
    next.push({
      operationId: input.operationId,
      action: input.action,
      remaining: input.times,
      applied: 0,
    });
  meta.faults = next;
  metaChanged({ settingsOnly: true });
  return next;
}

/** Clears one operation's fault, or all of them; releases what they hold. */
export function clearFaults(operationId?: OperationId): Fault[] {
  meta.faults =
    operationId === undefined ? [] : activeFaults().filter((f) => f.operationId !== operationId);
  metaChanged({ settingsOnly: true });
  releaseHung(operationId);
  return meta.faults;
}

/** Takes the operation's fault for one call (counting it down), or null. */
function takeFault(operationId: OperationId): Fault | null {
  const faults = activeFaults();
  const fault = faults.find((f) => f.operationId === operationId);
  if (!fault) return null;
  const remaining = fault.remaining === null ? null : fault.remaining - 1;
  const taken = { ...fault, applied: fault.applied + 1, remaining };
  meta.faults =
    remaining === 0
      ? faults.filter((f) => f !== fault)
      : faults.map((f) => (f === fault ? taken : f));
  metaChanged({ settingsOnly: true });
  return taken;
}

// ---------------------------------------------------------------------------------------------
// Hung requests
// ---------------------------------------------------------------------------------------------

interface Hung {
  id: number;
  operationId: OperationId;
  since: string;
  /** Lets it go on to its answer, or (`drop`) ends it as a dropped connection. */
  release: (drop?: boolean) => void;
}
const hung: Hung[] = [];
let hungIds = 0;

export function hungRequests(): { id: number; operationId: OperationId; since: string }[] {
  return hung.map(({ id, operationId, since }) => ({ id, operationId, since }));
}

/** Lets hung requests (of one operation, or all) go on to their normal answer. */
export function releaseHung(operationId?: OperationId): number {
  let released = 0;
  for (let i = hung.length - 1; i >= 0; i--) {
    const entry = hung[i]!;
    if (operationId !== undefined && entry.operationId !== operationId) continue;
    hung.splice(i, 1);
    entry.release();
    released += 1;
  }
  return released;
}

/**
 * Ends every hung request as a dropped connection, without an answer: what a database being
 * replaced (a story or test seeding its own) does to the requests the last one left held, so a
 * held write never lands in the new data.
 */
export function dropHung(): number {
  const dropped = hung.splice(0);
  for (const entry of dropped) entry.release(true);
  return dropped.length;
}

// ---------------------------------------------------------------------------------------------
// Applying a fault to a request
// ---------------------------------------------------------------------------------------------

export interface FaultOutcome {
  operationId: OperationId | null;
  /** The fault applied, as text (`bookSlot:500`), or null. */
  fault: string | null;
  /** The answer instead of the normal one (a status or a dropped connection), or null. */
  response: Response | null;
}

function underVitest(): boolean {
  return typeof process !== 'undefined' && typeof process.env === 'object' && !!process.env.VITEST;
}

/**
 * Applies the request's operation fault, if any: answers instead (status, drop), or waits (delay,
 * hang) and lets the normal answer follow.
 */
export async function applyFault(request: Request): Promise<FaultOutcome> {
  const operationId = operationFor(request.method, new URL(request.url).pathname);
  if (!operationId || activeFaults().length === 0)
    return { operationId, fault: null, response: null };
  const fault = takeFault(operationId);
  if (!fault) return { operationId, fault: null, response: null };
  const text = `${operationId}:${describeAction(fault.action)}`;
  const action = fault.action;
  switch (action.kind) {
    case 'status': {
      if (meta.latencyMs > 0 && !underVitest()) await delay(meta.latencyMs);
      const message =
        MESSAGES[action.code] ??
        `Injected fault: ${action.status} ${action.code} on ${operationId}`;
      const headers: Record<string, string> = {};
      if (action.status === 429 || action.status === 503) headers['Retry-After'] = '30';
      return {
        operationId,
        fault: text,
        response: HttpResponse.json(apiError(action.code, message), {
          status: action.status,
          headers,
        }),
      };
    }
    case 'drop':
      return { operationId, fault: text, response: HttpResponse.error() };
    case 'delay':
      await delay(action.ms);
      return { operationId, fault: text, response: null };
    case 'hang': {
      const dropped = await new Promise<boolean>((resolve) => {
        hungIds += 1;
        const release = (drop = false) => resolve(drop);
        hung.push({ id: hungIds, operationId, since: new Date().toISOString(), release });
      });
      return { operationId, fault: text, response: dropped ? HttpResponse.error() : null };
    }
  }
}
