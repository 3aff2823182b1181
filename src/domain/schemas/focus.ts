/**
 * Focus time for the weekly goals (docs/decisions.md#focus-time-for-the-weekly-goals): the goals'
 * time needs and the focus calls' bodies. One part of `../api-schemas.ts`, whose comment gives the
 * rules all parts share.
 */
import * as v from 'valibot';
import { dateTimeSchema } from './blocks';
import { WeekStartDateSchema } from './dashboard';

/** Body of `proposeFocusBlocks`. */
export const FocusProposalRequestSchema = v.strictObject({
  weekStartDate: WeekStartDateSchema,
});

/** Query of `getFocusWeek`. */
export const FocusWeekQuerySchema = v.object({ weekStartDate: WeekStartDateSchema });

const GOAL_INDEX_MESSAGE = 'goalIndex must be 0, 1 or 2';
const timesInOrder = (b: { startTime: string; endTime: string }) =>
  Date.parse(b.endTime) > Date.parse(b.startTime);

/** One block of `applyFocusBlocks`. */
export const FocusBlockInputSchema = v.pipe(
  v.strictObject({
    goalIndex: v.pipe(
      v.number(GOAL_INDEX_MESSAGE),
      v.integer(GOAL_INDEX_MESSAGE),
      v.minValue(0, GOAL_INDEX_MESSAGE),
      v.maxValue(2, GOAL_INDEX_MESSAGE),
    ),
    startTime: dateTimeSchema('startTime'),
    endTime: dateTimeSchema('endTime'),
  }),
  v.check((b) => timesInOrder(b), 'endTime must be after startTime'),
);

/** Body of `applyFocusBlocks`: 1 to 200 blocks of one week. */
export const FocusBlocksInputSchema = v.strictObject({
  weekStartDate: WeekStartDateSchema,
  blocks: v.pipe(
    v.array(FocusBlockInputSchema, 'blocks must be a list'),
    v.minLength(1, 'blocks must hold 1 to 200 blocks'),
    v.maxLength(200, 'blocks must hold 1 to 200 blocks'),
  ),
});
export type FocusBlocksInput = v.InferOutput<typeof FocusBlocksInputSchema>;

/** Body of `moveFocusBlock`. */
export const FocusBlockMoveSchema = v.pipe(
  v.strictObject({
    startTime: dateTimeSchema('startTime'),
    endTime: dateTimeSchema('endTime'),
  }),
  v.check((b) => timesInOrder(b), 'endTime must be after startTime'),
);
