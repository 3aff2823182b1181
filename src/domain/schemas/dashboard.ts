/**
 * The dashboard's queries (meetings, activity, workflows) and the weekly goals. One part of
 * `../api-schemas.ts`, whose comment gives the rules all parts share.
 */
import * as v from 'valibot';
import { isWeekStart } from '../date-time';
import { WORKFLOW_STATUSES } from '../workflow-status';
import {
  charCount,
  dateTimeSchema,
  MAX_RANGE_DAYS,
  MAX_RANGE_MS,
  queryIntegerSchema,
} from './blocks';
import { GOAL_MAX_MINUTES } from '../focus-planner';

/** `listMeetings` query: both bounds or neither; end after start; at most 62 days. */
export const MeetingsQuerySchema = v.pipe(
  v.object({
    startDate: v.optional(dateTimeSchema('startDate')),
    endDate: v.optional(dateTimeSchema('endDate')),
  }),
  v.check(
    (q) => (q.startDate === undefined) === (q.endDate === undefined),
    'startDate and endDate must be given together',
  ),
  v.check(
    (q) =>
      q.startDate === undefined ||
      q.endDate === undefined ||
      Date.parse(q.endDate) > Date.parse(q.startDate),
    'endDate must be after startDate',
  ),
  v.check(
    (q) =>
      q.startDate === undefined ||
      q.endDate === undefined ||
      Date.parse(q.endDate) - Date.parse(q.startDate) <= MAX_RANGE_MS,
    `The range must not exceed ${MAX_RANGE_DAYS} days`,
  ),
);

export const ActivityQuerySchema = v.object({
  limit: v.optional(queryIntegerSchema('limit', 1, 100), '20'),
});

export const WorkflowStatusSchema = v.picklist(
  WORKFLOW_STATUSES,
  `status must be one of ${WORKFLOW_STATUSES.join(', ')}`,
);

export const WorkflowsQuerySchema = v.object({
  status: v.optional(WorkflowStatusSchema),
  limit: v.optional(queryIntegerSchema('limit', 1, 1000), '100'),
  page: v.optional(queryIntegerSchema('page', 1, 1_000_000), '1'),
});

export const GOAL_COUNT = 3;
export const GOAL_MAX_LENGTH = 100;
export const GOALS_REQUIRED_MESSAGE = 'You need to provide at least one goal for the week.';
export const GOAL_TOO_LONG_MESSAGE = `Each goal must be at most ${GOAL_MAX_LENGTH} characters`;

/** One goal: trimmed, at most 100 characters (code points), may be blank. */
export const GoalSchema = v.pipe(
  v.string('Each goal must be a string'),
  v.trim(),
  v.check((value) => charCount(value) <= GOAL_MAX_LENGTH, GOAL_TOO_LONG_MESSAGE),
);

/** Exactly three trimmed goals, at least one non-blank. */
export const GoalsSchema = v.pipe(
  v.array(GoalSchema, `goals must be a list of ${GOAL_COUNT} goals`),
  v.length(GOAL_COUNT, `goals must hold exactly ${GOAL_COUNT} goals`),
  v.check((goals) => goals.some((goal) => goal !== ''), GOALS_REQUIRED_MESSAGE),
);

export const WEEK_START_DATE_MESSAGE = 'weekStartDate must be a Monday (YYYY-MM-DD)';

/**
 * The goals week: the calendar date of its Monday, 'YYYY-MM-DD' in the host's zone, kept as sent.
 * An impossible date (2027-02-30), another day or a date-time is refused, never rounded.
 */
export const WeekStartDateSchema = v.pipe(
  v.string(WEEK_START_DATE_MESSAGE),
  v.check((value: string) => isWeekStart(value), WEEK_START_DATE_MESSAGE),
);

export const MINUTES_NEEDED_MESSAGE =
  'minutesNeeded must hold 3 numbers of minutes: 0, or 30 to 1200 in half hours';
export const BLANK_GOAL_TIME_MESSAGE = 'A blank goal cannot need time';

/** One goal's need: 0 (none), or 30 to 1200 minutes in half hours. */
export const MinutesNeededSchema = v.pipe(
  v.number(MINUTES_NEEDED_MESSAGE),
  v.check(
    (n) => Number.isInteger(n) && n >= 0 && n <= GOAL_MAX_MINUTES && n % 30 === 0,
    MINUTES_NEEDED_MESSAGE,
  ),
);

/** `minutesNeeded` of `saveWeeklyGoals`: one per goal. */
export const MinutesNeededListSchema = v.pipe(
  v.array(MinutesNeededSchema, MINUTES_NEEDED_MESSAGE),
  v.length(GOAL_COUNT, MINUTES_NEEDED_MESSAGE),
);

/** Body of `saveWeeklyGoals`; `minutesNeeded` (focus time) is optional; a blank goal needs none. */
export const WeeklyGoalsInputSchema = v.pipe(
  v.strictObject({
    goals: GoalsSchema,
    weekStartDate: WeekStartDateSchema,
    minutesNeeded: v.optional(MinutesNeededListSchema),
  }),
  v.check(
    (b) =>
      b.minutesNeeded === undefined ||
      b.goals.every((g, i) => g !== '' || b.minutesNeeded?.[i] === 0),
    BLANK_GOAL_TIME_MESSAGE,
  ),
);
export type WeeklyGoalsInput = v.InferOutput<typeof WeeklyGoalsInputSchema>;

/** Query of `getWeeklyGoals`. */
export const WeeklyGoalsQuerySchema = v.object({
  weekStartDate: WeekStartDateSchema,
});
