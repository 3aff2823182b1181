import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN } from '../people';

export const busyWeek: ScenarioDefinition = {
  id: 'busy-week',
  title: 'Busy week',
  description: 'Jordan Lee, signed in, with 300 meetings this week and 3,000 workflows.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  build(seed) {
    seedJordan(seed, { busy: true });
    seedPriya(seed);
  },
};
