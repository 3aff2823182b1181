/**
 * The mock-only routes that drive the workflow simulation (listed in `./control.ts`'s comment):
 * start a workflow, advance it, answer for the requester or the host.
 */
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { isFinalWorkflowStatus } from '../../src/domain/workflow-status';
import { sessionUser } from '../auth';
import { now } from '../clock';
import { db, isLiveWorkflow, markWorkflowLive, meta } from '../db';
import { apiError, invalid } from '../errors';
import { scenarios } from '../scenarios';
import {
  AnswerError,
  answerWorkflow,
  startWorkflow,
  tickWorkflows,
  type WorkflowAnswer,
} from '../simulation/workflow-engine';
import { badRequest, readBody } from './shared';
import { workflowSummary } from './workflows';

export const MAX_REQUEST_TEXT = 2000;
export const MAX_TICK_STEPS = 20;

const StartWorkflowBody = v.strictObject({
  text: v.pipe(
    v.string('text is required'),
    v.trim(),
    v.minLength(1, 'text must not be empty'),
    v.maxLength(MAX_REQUEST_TEXT, `text must be at most ${MAX_REQUEST_TEXT} characters`),
  ),
});
const TickBody = v.strictObject({
  steps: v.optional(
    v.pipe(
      v.number('steps must be a number'),
      v.integer('steps must be an integer'),
      v.minValue(1, `steps must be from 1 to ${MAX_TICK_STEPS}`),
      v.maxValue(MAX_TICK_STEPS, `steps must be from 1 to ${MAX_TICK_STEPS}`),
    ),
  ),
  id: v.optional(v.pipe(v.string('id must be a string'), v.minLength(1, 'id must not be empty'))),
  // As the runner ticks on its timer: only the workflows it moves (started by someone, never a
  // scenario's seeded ones). What a test uses to show a scenario holds still, without waiting.
  runner: v.optional(v.boolean('runner must be true or false')),
});

const MAX_OPTION = 20;
const AnswerBody = v.union(
  [
    v.strictObject({
      id: v.pipe(v.string('id is required'), v.minLength(8, 'id must have 8 characters or more')),
      option: v.pipe(
        v.number('option must be a number'),
        v.integer('option must be an integer'),
        v.minValue(1, `option must be from 1 to ${MAX_OPTION}`),
        v.maxValue(MAX_OPTION, `option must be from 1 to ${MAX_OPTION}`),
      ),
    }),
    v.strictObject({
      id: v.pipe(v.string('id is required'), v.minLength(8, 'id must have 8 characters or more')),
      host: v.picklist(['approve', 'reject'], "host must be 'approve' or 'reject'"),
    }),
  ],
  "Give { id, option } to answer for the requester, or { id, host: 'approve' | 'reject' } for the host",
);

/**
 * The workflow an id names: exact, else the one whose id starts with it (the QA panel prints
 * the first 8 characters). Several matches: ambiguous.
 */
function findWorkflow(given: string): { id: string } | 'ambiguous' | null {
  // As the workflows screen prints it, too: `1a2b3c4d...`.
  const id = given.trim().replace(/(?:\.\.\.|…)$/, '');
  if (id === '') return null;
  const exact = db.workflows.findFirst((q) => q.where({ id }));
  if (exact) return exact;
  const matches = db.workflows.all().filter((w) => w.id.startsWith(id));
  if (matches.length > 1) return 'ambiguous';
  return matches[0] ?? null;
}

export const workflowControlHandlers = [
  http.post('*/__mock/workflows', async ({ request, cookies }) => {
    const body = await readBody(request, StartWorkflowBody);
    if (!body.success) return badRequest(body.error);
    // The signed-in host, else the identity of the loaded scenario.
    const identity = scenarios.find((s) => s.id === meta.scenarioId)?.identity;
    const host =
      sessionUser(request, cookies) ??
      (identity ? db.users.findFirst((q) => q.where({ email: identity.email })) : undefined);
    const workflow = await startWorkflow(body.output.text, host?.id ?? null, now());
    markWorkflowLive(workflow.id);
    const eventCount = db.workflowEvents.all().filter((e) => e.workflowId === workflow.id).length;
    return HttpResponse.json(workflowSummary(workflow, eventCount), { status: 201 });
  }),

  http.post('*/__mock/workflows/tick', async ({ request }) => {
    // The body is optional: none (or {}) is one step.
    let steps = 1;
    let id: string | undefined;
    let runner = false;
    if ((await request.clone().text()).trim() !== '') {
      const body = await readBody(request, TickBody);
      if (!body.success) return badRequest(body.error);
      steps = body.output.steps ?? 1;
      id = body.output.id;
      runner = body.output.runner === true;
      if (runner && id !== undefined) return badRequest('Give either id or runner, not both');
    }
    if (id !== undefined) {
      const found = findWorkflow(id);
      if (found === 'ambiguous') return badRequest(`Several workflows start with ${id}`);
      if (!found)
        return HttpResponse.json(apiError('not_found', `No workflow ${id}`), { status: 404 });
      id = found.id;
    }
    const advanced: { id: string; from: string; to: string }[] = [];
    for (let i = 0; i < steps; i++) {
      const only = runner
        ? isLiveWorkflow
        : id === undefined
          ? undefined
          : (w: { id: string }) => w.id === id;
      const results = await tickWorkflows({ now: now(), ...(only ? { only } : {}) });
      for (const r of results) advanced.push({ id: r.workflow.id, from: r.from, to: r.to });
    }
    const active = db.workflows.all().filter((w) => !isFinalWorkflowStatus(w.status)).length;
    return HttpResponse.json({ advanced, active });
  }),

  http.post('*/__mock/workflows/answer', async ({ request }) => {
    const body = await readBody(request, AnswerBody);
    if (!body.success) return badRequest(body.error);
    const { id } = body.output;
    const matches = db.workflows.all().filter((w) => w.id === id || w.id.startsWith(id));
    if (matches.length !== 1)
      return HttpResponse.json(
        apiError(
          'not_found',
          matches.length === 0
            ? `No workflow ${id}`
            : `${matches.length} workflows start with ${id}`,
        ),
        { status: 404 },
      );
    const answer: WorkflowAnswer =
      'option' in body.output
        ? { kind: 'option', option: body.output.option }
        : { kind: 'host', approve: body.output.host === 'approve' };
    try {
      const result = await answerWorkflow(db, matches[0]!.id, answer, now());
      if (!result)
        return HttpResponse.json(invalid(`Workflow ${matches[0]!.id} has already finished`), {
          status: 409,
        });
      return HttpResponse.json({ id: result.workflow.id, from: result.from, to: result.to });
    } catch (cause) {
      if (cause instanceof AnswerError)
        return HttpResponse.json(invalid(cause.message), { status: cause.status });
      throw cause;
    }
  }),
];
