/**
 * The records of the mock backend's database, described with valibot (Standard Schema): one
 * schema per @msw/data collection, the record types inferred from them, and the database's type.
 * The collections themselves, persistence hooks and the mock's own state: `db.ts`.
 */
import type { Collection } from '@msw/data';
import type * as v from 'valibot';
import {
  activitySchema,
  calendarSchema,
  focusBlockSchema,
  goalsSchema,
  meetingSchema,
  preferencesSchema,
  sessionSchema,
  userSchema,
} from './db-schemas-host';
import { bookingSchema, holdSchema, invitationSchema, linkSchema } from './db-schemas-booking';
import { workflowEventSchema, workflowSchema } from './db-schemas-workflow';
import { INTEGRATION_SCHEMAS } from './db-integrations';
import { TEAM_SCHEMAS } from './db-teams';

export * from './db-schemas-host';
export * from './db-schemas-booking';
export * from './db-schemas-workflow';
export type * from './db-integrations';
export type * from './db-teams';

const schemas = {
  users: userSchema,
  sessions: sessionSchema,
  preferences: preferencesSchema,
  calendars: calendarSchema,
  meetings: meetingSchema,
  goals: goalsSchema,
  links: linkSchema,
  bookings: bookingSchema,
  invitations: invitationSchema,
  workflows: workflowSchema,
  workflowEvents: workflowEventSchema,
  activities: activitySchema,
  focusBlocks: focusBlockSchema,
  holds: holdSchema,
  ...INTEGRATION_SCHEMAS,
  ...TEAM_SCHEMAS,
};

/** The schema of each collection's records. */
export const RECORD_SCHEMAS: Readonly<typeof schemas> = schemas;

type Schemas = typeof schemas;
export type CollectionName = keyof Schemas;
export const COLLECTION_NAMES = Object.keys(schemas) as CollectionName[];

export type Db = { [K in CollectionName]: Collection<Schemas[K]> };

/** Plain data of every collection (what persistence writes and `snapshot()` returns). */
export type DbData = { [K in CollectionName]: v.InferInput<Schemas[K]>[] };
