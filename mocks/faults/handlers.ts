/**
 * The fault switch's handlers (mock only, not in the contract):
 *
 * - `faultHandler`, first of the handler list in Node (Vitest, the HTTP server): applies the
 *   called operation's fault, then lets the contract handler answer (or answers instead). In the
 *   browser the leading tab applies faults before its write queue instead (`shared-db.ts`), so a
 *   hung write never holds the others up.
 * - The control routes:
 *   GET    /__mock/faults                the active faults and the hung requests
 *   POST   /__mock/faults                `{ "spec": "bookSlot:500,getBusySlots:delay=3000" }` or
 *                                        `{ operationId, action, status?, code?, ms?, times? }`
 *   DELETE /__mock/faults                clears every fault (and releases hung requests)
 *   DELETE /__mock/faults/{operationId}  clears that operation's fault
 *   POST   /__mock/faults/release        `{ operationId? }`: hung requests go on to their answer
 *   GET    /__mock/requests              the request log (newest first); `?har=1`: as HAR 1.2
 *   DELETE /__mock/requests              empties the log
 */
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { badRequest, readBody } from '../handlers/shared';
import {
  activeFaults,
  applyFault,
  checkFault,
  clearFaults,
  defaultCode,
  describeFault,
  hungRequests,
  MAX_FAULT_DELAY_MS,
  MAX_FAULT_TIMES,
  parseFaults,
  releaseHung,
  setFaults,
  STATUS_CODES,
  CODE_STATUS,
  type FaultInput,
} from './faults';
import type { FaultAction } from '../db';
import { isOperationId, OPERATION_IDS } from './operations';
import { clearLog, loggedCalls, summaries, toHar } from './request-log';

/** Faults applied per MSW request id, for the HTTP server's request log (`http-gate.ts`). */
export const appliedFaults = new Map<string, string>();

export const faultHandler = http.all('*', async ({ request, requestId }) => {
  const outcome = await applyFault(request);
  if (outcome.fault) {
    appliedFaults.set(requestId, outcome.fault);
    if (appliedFaults.size > 1000) appliedFaults.delete(appliedFaults.keys().next().value!);
  }
  return outcome.response ?? undefined;
});

const operationIdSchema = v.pipe(
  v.string('operationId is required'),
  v.check(isOperationId, (issue) => `Unknown operation: ${String(issue.input)}`),
);

const FaultBody = v.union(
  [
    v.strictObject({ spec: v.pipe(v.string(), v.maxLength(2000)) }),
    v.strictObject({
      operationId: operationIdSchema,
      action: v.picklist(
        ['status', 'delay', 'drop', 'hang'],
        'action must be status, delay, drop or hang',
      ),
      status: v.optional(
        v.picklist(STATUS_CODES, `status must be one of ${STATUS_CODES.join(', ')}`),
      ),
      code: v.optional(
        v.picklist(
          Object.keys(CODE_STATUS) as (keyof typeof CODE_STATUS)[],
          'code must be an ErrorCode',
        ),
      ),
      ms: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_FAULT_DELAY_MS)),
      ),
      times: v.optional(
        v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_FAULT_TIMES))),
      ),
    }),
  ],
  'Send { "spec": "bookSlot:500" } or { "operationId", "action", … }',
);
const ReleaseBody = v.strictObject({ operationId: v.optional(operationIdSchema) });

function faultsState() {
  return {
    faults: activeFaults().map((fault) => ({ ...fault, text: describeFault(fault) })),
    hung: hungRequests(),
    operations: OPERATION_IDS,
  };
}

function toInput(
  body: Exclude<v.InferOutput<typeof FaultBody>, { spec: string }>,
): FaultInput | string {
  let action: FaultAction;
  if (body.action === 'status') {
    if (body.status === undefined) return 'status is required for action status';
    const code = body.code ?? defaultCode(body.status);
    action = { kind: 'status', status: body.status, code };
  } else if (body.action === 'delay') {
    if (body.ms === undefined) return 'ms is required for action delay';
    action = { kind: 'delay', ms: body.ms };
  } else action = { kind: body.action };
  if (!isOperationId(body.operationId)) return `Unknown operation: ${body.operationId}`;
  return { operationId: body.operationId, action, times: body.times ?? null };
}

export const faultControlHandlers = [
  http.get('*/__mock/faults', () => HttpResponse.json(faultsState())),

  http.post('*/__mock/faults', async ({ request }) => {
    const body = await readBody(request, FaultBody);
    if (!body.success) return badRequest(body.error);
    let inputs: FaultInput[];
    if ('spec' in body.output) {
      const parsed = parseFaults(body.output.spec);
      if (!parsed.ok) return badRequest(parsed.error);
      inputs = parsed.value;
    } else {
      const input = toInput(body.output);
      if (typeof input === 'string') return badRequest(input);
      const problem = checkFault(input);
      if (problem) return badRequest(problem);
      inputs = [input];
    }
    setFaults(inputs);
    return HttpResponse.json(faultsState(), { status: 201 });
  }),

  http.delete('*/__mock/faults', () => {
    clearFaults();
    return HttpResponse.json(faultsState());
  }),

  http.delete('*/__mock/faults/:operationId', ({ params }) => {
    const id = String(params.operationId);
    if (!isOperationId(id)) return badRequest(`Unknown operation: ${id}`);
    clearFaults(id);
    return HttpResponse.json(faultsState());
  }),

  http.post('*/__mock/faults/release', async ({ request }) => {
    let operationId: string | undefined;
    if ((await request.clone().text()).trim() !== '') {
      const body = await readBody(request, ReleaseBody);
      if (!body.success) return badRequest(body.error);
      operationId = body.output.operationId;
    }
    const released = releaseHung(
      operationId !== undefined && isOperationId(operationId) ? operationId : undefined,
    );
    return HttpResponse.json({ released, ...faultsState() });
  }),

  http.get('*/__mock/requests', ({ request }) => {
    if (new URL(request.url).searchParams.get('har') === '1')
      return HttpResponse.json(toHar(loggedCalls()));
    return HttpResponse.json({ calls: summaries() });
  }),

  http.delete('*/__mock/requests', () => {
    clearLog();
    return HttpResponse.json({ calls: [] });
  }),
];
