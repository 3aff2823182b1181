/**
 * The assistant's records of the mock backend's database (valibot, Standard Schema): the
 * scheduling workflows and their events. The whole database's schema: `db-schemas.ts`.
 */
import * as v from 'valibot';
import { WORKFLOW_STATUSES } from '../src/domain/workflow-status';

const isoString = v.string();
const nullableString = v.nullable(v.string());

const slotSchema = v.object({ startTime: isoString, endTime: isoString });
const answerSchema = v.object({ option: v.number(), by: v.string(), at: isoString });

export const workflowSchema = v.object({
  id: v.string(),
  machineType: v.string(),
  status: v.picklist(WORKFLOW_STATUSES),
  /** The host the request came from, when known (links the workflow to a calendar). */
  userId: nullableString,
  context: v.object({
    user: v.object({ name: nullableString, email: nullableString }),
    input: v.object({ text: nullableString }),
    meetingId: nullableString,
    error: nullableString,
    /** The free time the engine found for the meeting (find_new_slots_for_selected_meeting). */
    newSlot: v.optional(v.nullable(slotSchema)),
    /** Where the meeting was before the engine moved it (set when rescheduled). */
    previousSlot: v.optional(v.nullable(slotSchema)),
    /**
     * The free times offered (find_new_slots_for_selected_meeting): inside the wish, earliest
     * first; or, when the wish cannot be met, the nearest ones, each with its reason.
     */
    slotOptions: v.optional(
      v.array(v.object({ ...slotSchema.entries, reason: v.optional(v.string()) })),
    ),
    /** The candidate meetings sent to the requester when the request was ambiguous. */
    meetingOptions: v.optional(
      v.array(
        v.object({
          option: v.number(),
          meetingId: v.string(),
          meetingTitle: v.string(),
          startTime: isoString,
          endTime: isoString,
          label: v.string(),
        }),
      ),
    ),
    /** The wish read before the meeting was known (kept until a candidate is chosen). */
    pendingWish: v.optional(
      v.object({
        window: v.object({ start: isoString, end: isoString }),
        partOfDay: v.picklist(['am', 'pm', 'any']),
        timeZone: v.string(),
      }),
    ),
    /** Which candidate meeting was chosen, by whom, when. */
    meetingSelection: v.optional(answerSchema),
    /** Which proposed time was chosen, by whom, when. */
    slotSelection: v.optional(answerSchema),
    /** The host's answer to the new time. */
    hostAnswer: v.optional(
      v.object({ answer: v.picklist(['approved', 'rejected']), by: v.string(), at: isoString }),
    ),
    /** What the assistant understood at parsing_input (simulation/intent.ts). */
    intent: v.optional(
      v.object({
        meetingId: v.string(),
        meetingTitle: v.string(),
        window: v.object({ start: isoString, end: isoString }),
        partOfDay: v.picklist(['am', 'pm', 'any']),
        timeZone: v.optional(v.string()),
      }),
    ),
  }),
  createdAt: isoString,
  updatedAt: isoString,
});

export const workflowEventSchema = v.object({
  id: v.string(),
  workflowId: v.string(),
  type: v.string(),
  timestamp: isoString,
  payload: v.object({
    message: v.optional(v.string()),
    value: v.optional(v.string()),
  }),
});

export type WorkflowRecord = v.InferOutput<typeof workflowSchema>;
export type WorkflowEventRecord = v.InferOutput<typeof workflowEventSchema>;
