import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN } from '../people';

export const calendarDisconnected: ScenarioDefinition = {
  id: 'calendar-disconnected',
  title: 'Calendar disconnected',
  description:
    'Jordan Lee, signed in; the Google authorisation of his primary calendar expired: busy-slots and book answer 409 (authentication expired), analyze answers 409 (Google Calendar not connected).',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  build(seed) {
    seedJordan(seed, { authExpired: true });
    seedPriya(seed);
  },
};
