/**
 * What happened to a booking, for whoever listens (the webhooks, `webhooks.ts`). The booking flows
 * call `bookingEvent` where they already tell people (the host's messages, the visitor's notices);
 * this module imports nothing, so any of them may call it without an import cycle.
 */
import type { BookingRecord } from './db-schemas';
import type { WebhookEventName } from '../src/domain/api-schemas';

type Listener = (event: WebhookEventName, booking: BookingRecord) => Promise<void>;

const listeners = new Set<Listener>();

export function onBookingEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener, one after the other; a listener's failure never undoes the booking. */
export async function bookingEvent(event: WebhookEventName, booking: BookingRecord): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(event, booking);
    } catch (error) {
      console.error('[mock] a booking event listener failed', error);
    }
  }
}
