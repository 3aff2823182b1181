/**
 * A meeting's place in the visitor's words (docs/decisions.md#meeting-types), for the booking page's header, the details
 * step, the success page and the booking's own page. Before booking it is the link's place (a
 * video call's address and the host's number come with the invitation); once booked, the
 * booking's own (its video address, the number that is called).
 */
import {
  VIDEO_PROVIDER_NAMES,
  type BookingLocation,
  type LinkLocation,
} from '../../domain/meeting-types';
import { safeVideoUrl } from '../../domain/booking-place';
import type { CoreMessages } from '../../i18n/messages/en';

export interface PlaceWords {
  text: string;
  /** A booked video call's own address, shown as a link. */
  url?: string;
}

export function placeWords(
  location: LinkLocation | BookingLocation | null | undefined,
  host: string,
  words: CoreMessages,
  booked: boolean,
): PlaceWords | null {
  if (!location) return null;
  const text = words.place;
  switch (location.kind) {
    case 'video': {
      const url = booked && 'url' in location ? safeVideoUrl(location.url) : null;
      // A named service (docs/decisions.md#meeting-types) is called by its name, in every language.
      const service = location.provider ? VIDEO_PROVIDER_NAMES[location.provider] : null;
      if (url) return { text: service ?? text.video, url };
      return { text: service ? `${service}: ${text.videoLater}` : text.videoLater };
    }
    case 'phone': {
      const number = booked ? location.number?.trim() : '';
      if (location.caller === 'host') {
        return { text: number ? text.phoneHostAt(host, number) : text.phoneHost(host) };
      }
      return { text: number ? text.phoneVisitorAt(host, number) : text.phoneVisitor(host) };
    }
    case 'in_person':
      return { text: location.address };
    case 'custom':
      return { text: location.text };
  }
}
