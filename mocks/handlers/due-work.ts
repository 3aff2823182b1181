/**
 * What falls due as the mock's clock moves: requests nobody answered expire, then the
 * reminders whose send time has passed go out. The mock has no timer of its own: this runs before
 * every request it serves and when the QA clock moves, so every read sees the state "now" implies.
 */
import { http } from 'msw';
import { expireAllDue } from './approval';
import { sweepReminders } from './reminders';
import { publicOrigin } from '../public-origin';
import { sweepDueWebhooks } from '../webhooks';

export async function sweepDue(origin: string): Promise<void> {
  await expireAllDue(origin);
  await sweepReminders(origin);
  await sweepDueWebhooks();
}

/**
 * Runs the sweep before the mock serves a request, then lets the request through. The links it
 * sends are built on the configured public origin, never on this request's: it sends other
 * visitors' messages.
 */
export const dueWorkHandler = http.all(/\/(?:api|__mock)\//, async () => {
  await sweepDue(publicOrigin());
});
