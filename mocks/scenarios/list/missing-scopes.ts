import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN } from '../people';

export const missingScopes: ScenarioDefinition = {
  id: 'missing-scopes',
  title: 'Missing scopes',
  description: 'Jordan Lee, signed in, but the Google calendar scopes were withheld at consent.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  build(seed) {
    seedJordan(seed, { scopes: 'basic' });
    seedPriya(seed);
  },
};
