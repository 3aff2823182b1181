/**
 * The request log of the mock backend: the last 200 contract calls it served (in the browser,
 * every tab's: the leading tab serves them all), with the operation, status, duration and the
 * fault applied; `GET /__mock/requests` reads it, the QA panel lists it and exports it as HAR
 * 1.2 (`toHar`), to attach to a bug report. Kept in memory only: a reload of the leading tab
 * starts a new log.
 */
import type { OperationId } from './operations';

export const LOG_SIZE = 200;
/** Bodies are kept up to this many characters (a busy-week meeting list is cut). */
const MAX_BODY_CHARS = 100_000;

export interface LoggedCall {
  id: number;
  /** When the call arrived (the device's clock, not the QA clock: a HAR is about real time). */
  startedAt: string;
  method: string;
  url: string;
  operationId: OperationId | null;
  /** The answer's status; 0 when the connection was dropped. */
  status: number;
  statusText: string;
  durationMs: number;
  /** The fault applied (`bookSlot:500`), or null. */
  fault: string | null;
  requestHeaders: [string, string][];
  requestBody: string | null;
  responseHeaders: [string, string][];
  responseBody: string | null;
}

const entries: LoggedCall[] = [];
let nextId = 1;

/** Headers that stay out of the log: the session must not end up in a bug report. */
const SECRET_HEADERS = new Set(['cookie', 'set-cookie', 'x-mock-client-cookie', 'booking-token']);

function visibleHeaders(headers: Headers): [string, string][] {
  return [...headers].map(([name, value]) =>
    SECRET_HEADERS.has(name.toLowerCase()) ? [name, '(hidden)'] : [name, value],
  );
}

/** A body as logged: text, cut at MAX_BODY_CHARS; null when empty. */
export async function bodyText(message: Request | Response): Promise<string | null> {
  try {
    const text = await message.clone().text();
    if (text === '') return null;
    return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}…` : text;
  } catch {
    return null;
  }
}

/**
 * Serves a request through `serve` and logs it (contract calls only). `operationId` and
 * `fault` come from the fault switch, which runs inside `serve`.
 */
export async function logCall(
  request: Request,
  serve: () => Promise<{
    response: Response;
    operationId: OperationId | null;
    fault: string | null;
  }>,
): Promise<Response> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const requestBody = await bodyText(request);
  const { response, operationId, fault } = await serve();
  if (operationId !== null)
    await record({ request, requestBody, response, operationId, fault, started, startedAt });
  return response;
}

/** Logs one served call (the HTTP server calls it as it answers). */
export async function record(call: {
  request: Request;
  requestBody: string | null;
  response: Response;
  operationId: OperationId;
  fault: string | null;
  /** `performance.now()` when the call arrived. */
  started: number;
  startedAt: string;
}): Promise<void> {
  const { request, response } = call;
  const dropped = response.type === 'error';
  const durationMs = Math.round(performance.now() - call.started);
  entries.unshift({
    id: nextId++,
    startedAt: call.startedAt,
    method: request.method,
    url: request.url,
    operationId: call.operationId,
    status: dropped ? 0 : response.status,
    statusText: dropped ? 'Connection dropped' : response.statusText,
    durationMs,
    fault: call.fault,
    requestHeaders: visibleHeaders(request.headers),
    requestBody: call.requestBody,
    responseHeaders: dropped ? [] : visibleHeaders(response.headers),
    responseBody: dropped ? null : await bodyText(response),
  });
  if (entries.length > LOG_SIZE) entries.length = LOG_SIZE;
}

/** The log, newest first. */
export function loggedCalls(): LoggedCall[] {
  return entries.slice();
}

export function clearLog(): void {
  entries.length = 0;
}

/** The summary the QA panel lists (no headers or bodies). */
export type LoggedCallSummary = Pick<
  LoggedCall,
  'id' | 'startedAt' | 'method' | 'url' | 'operationId' | 'status' | 'durationMs' | 'fault'
>;

export function summaries(): LoggedCallSummary[] {
  return entries.map(({ id, startedAt, method, url, operationId, status, durationMs, fault }) => ({
    id,
    startedAt,
    method,
    url,
    operationId,
    status,
    durationMs,
    fault,
  }));
}

function harHeaders(headers: [string, string][]) {
  return headers.map(([name, value]) => ({ name, value }));
}

function mimeOf(headers: [string, string][]): string {
  return headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
}

/**
 * The calls as a HAR 1.2 log (oldest first, as browsers export). The fault applied rides in the
 * custom field `_fault`, the operation in `_operationId` (HAR allows `_`-prefixed fields).
 */
export function toHar(calls: readonly LoggedCall[], creatorVersion = '1.0.0') {
  return {
    log: {
      version: '1.2',
      creator: { name: 'Slotwise mock backend', version: creatorVersion },
      entries: calls
        .slice()
        .reverse()
        .map((call) => {
          const url = new URL(call.url);
          return {
            startedDateTime: call.startedAt,
            time: call.durationMs,
            request: {
              method: call.method,
              url: call.url,
              httpVersion: 'HTTP/1.1',
              cookies: [],
              headers: harHeaders(call.requestHeaders),
              queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
              ...(call.requestBody !== null
                ? { postData: { mimeType: mimeOf(call.requestHeaders), text: call.requestBody } }
                : {}),
              headersSize: -1,
              bodySize: call.requestBody?.length ?? 0,
            },
            response: {
              status: call.status,
              statusText: call.statusText,
              httpVersion: 'HTTP/1.1',
              cookies: [],
              headers: harHeaders(call.responseHeaders),
              content: {
                size: call.responseBody?.length ?? 0,
                mimeType: mimeOf(call.responseHeaders),
                ...(call.responseBody !== null ? { text: call.responseBody } : {}),
              },
              redirectURL: '',
              headersSize: -1,
              bodySize: call.responseBody?.length ?? -1,
              ...(call.status === 0 ? { _error: 'net::ERR_CONNECTION_RESET' } : {}),
            },
            cache: {},
            timings: { send: 0, wait: call.durationMs, receive: 0 },
            _operationId: call.operationId,
            _fault: call.fault,
          };
        }),
    },
  };
}
