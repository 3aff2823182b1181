/** What the workflow engine reads and writes: the live `db` by default, a test's store else. */
import type { Db } from '../db';

export type EngineStore = Pick<
  Db,
  | 'users'
  | 'preferences'
  | 'meetings'
  | 'calendars'
  | 'bookings'
  | 'workflows'
  | 'workflowEvents'
  | 'activities'
  | 'links'
  | 'focusBlocks'
>;
