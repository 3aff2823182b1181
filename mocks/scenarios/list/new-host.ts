import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya, seedSam } from '../hosts';
import { SAM } from '../people';

export const newHost: ScenarioDefinition = {
  id: 'new-host',
  title: 'New host',
  description:
    'Sam Rivera, signed in, brand new: no analysis, no links, no goals, an empty calendar.',
  identity: { name: SAM.name, email: SAM.email },
  signedIn: true,
  build(seed) {
    seedJordan(seed);
    seedPriya(seed);
    seedSam(seed);
  },
};
