import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN } from '../people';

export const busyMonth: ScenarioDefinition = {
  id: 'busy-month',
  title: 'Busy month',
  description:
    'Jordan Lee, signed in, with 1,000 meetings this month (the month view at scale) and the default workflows.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  build(seed) {
    seedJordan(seed, { monthMeetings: 1000 });
    seedPriya(seed);
  },
};
