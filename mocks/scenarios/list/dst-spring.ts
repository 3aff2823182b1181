import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN } from '../people';

export const dstSpring: ScenarioDefinition = {
  id: 'dst-spring',
  title: 'DST spring forward',
  description:
    'Jordan Lee (America/New_York), signed in, on Thursday 11 March 2027 at 9:00 AM EST: the clocks go forward on Sunday 14 March. Meetings and both booking links span the change.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  clock: '2027-03-11T14:00:00.000Z',
  build(seed) {
    seedJordan(seed);
    seedPriya(seed);
  },
};
