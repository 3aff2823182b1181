import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN } from '../people';

export const defaultScenario: ScenarioDefinition = {
  id: 'default',
  title: 'Default',
  description:
    'Jordan Lee (signed out): analysed calendar (42 meetings), two personal calendars, meetings in the previous, current and next weeks, this week’s goals, both links, workflow access with workflows in every status. Priya Shah is a second host.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: false,
  build(seed) {
    seedJordan(seed);
    seedPriya(seed);
  },
};
