import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN } from '../people';

export const dstFall: ScenarioDefinition = {
  id: 'dst-fall',
  title: 'DST fall back',
  description:
    'Jordan Lee, moved to Europe/London, signed in, on Thursday 28 October 2027 at 9:00 AM BST: the clocks go back on Sunday 31 October. Meetings and both booking links span the change.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  clock: '2027-10-28T08:00:00.000Z',
  build(seed) {
    seedJordan(seed, { timezone: 'Europe/London' });
    seedPriya(seed);
  },
};
