/** Every handler of the mock backend: the contract (one file per tag) and the control routes. */
import { authHandlers } from './auth';
import { bookingHandlers } from './booking';
import { connectionTestHandlers } from './connection-tests';
import { faultControlHandlers, faultHandler } from '../faults/handlers';
import { controlHandlers } from './control';
import { dashboardHandlers } from './dashboard';
import { dueWorkHandler } from './due-work';
import { queryOnceHandler } from './query-once';
import { goalHandlers } from './goals';
import { holdHandlers } from './holds';
import { linkListHandlers } from './link-extras';
import { focusHandlers } from './focus';
import { hostBookingHandlers } from './host-bookings';
import { reassignHandlers } from './reassign';
import { schedulingLinkHandlers } from './scheduling-links';
import { teamHandlers } from './teams';
import { userHandlers } from './user';
import { workflowHandlers } from './workflows';
import { webhookHandlers } from './webhooks';
import { webhookControlHandlers } from './webhook-control';
import { apiKeyHandlers } from './api-keys';
import { apiKeyGate } from '../api-keys-auth';

/** The contract's operations only. */
export const contractHandlers = [
  ...authHandlers,
  ...userHandlers,
  ...dashboardHandlers,
  ...workflowHandlers,
  ...connectionTestHandlers,
  ...goalHandlers,
  ...focusHandlers,
  ...schedulingLinkHandlers,
  ...teamHandlers,
  ...bookingHandlers,
  ...holdHandlers,
  ...linkListHandlers,
  ...hostBookingHandlers,
  ...reassignHandlers,
  ...webhookHandlers,
  ...apiKeyHandlers,
];

/**
 * What the browser's leading tab serves (`shared-db.ts`): it applies injected faults itself,
 * before its write queue.
 */
export const servedHandlers = [
  // A query parameter given twice: 400 before anything runs.
  queryOnceHandler,
  // An API key is judged before anything runs (api-keys-auth.ts).
  apiKeyGate,
  // Expires unanswered requests and sends the reminders that became due, then lets
  // the request through.
  dueWorkHandler,
  ...contractHandlers,
  ...controlHandlers,
  ...webhookControlHandlers,
  ...faultControlHandlers,
];

/** Node (Vitest, the HTTP mock server) and Storybook: the fault switch first. */
export const handlers = [faultHandler, ...servedHandlers];
