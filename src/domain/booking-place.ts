/**
 * A booking's place, as pages and calendar files show it (docs/decisions.md#meeting-types). Apart
 * from `booking-details.ts` because the success page needs only this: the answer checks there bring
 * valibot, which the success page's byte budget has no room for.
 */
import type { BookingLocation, LinkLocation } from './meeting-types';

/** Whether the host calls the visitor: then the page asks for the visitor's number. */
export function hostCalls(location: LinkLocation | null): boolean {
  return location?.kind === 'phone' && location.caller === 'host';
}

/** A booking's place as a calendar entry's location: the address, number, text or video link. */
export function placeText(location: BookingLocation): string {
  switch (location.kind) {
    case 'video':
      return location.url;
    case 'phone':
      return location.number;
    case 'in_person':
      return location.address;
    case 'custom':
      return location.text;
  }
}

/** A video call's address when it is a web address a page may link to (http or https). */
export function safeVideoUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
