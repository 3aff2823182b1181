import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN } from '../people';

/** 2,000 bookings in all: the two of `default` plus 1,598 past, 120 upcoming and 280 cancelled. */
export const MANY_BOOKINGS = { past: 1598, upcoming: 120, cancelled: 280 } as const;

export const manyBookings: ScenarioDefinition = {
  id: 'many-bookings',
  title: 'Many bookings',
  description:
    'Jordan Lee, signed in, with 2,000 bookings (122 upcoming, 1,598 past, 280 cancelled) for the Bookings page at scale.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  build(seed) {
    seedJordan(seed, { bookingHistory: MANY_BOOKINGS });
    seedPriya(seed);
  },
};
