import type { ScenarioDefinition } from '../definition';
import { seedJordan, seedPriya } from '../hosts';
import { JORDAN } from '../people';

export const noWorkflowAccess: ScenarioDefinition = {
  id: 'no-workflow-access',
  title: 'No workflow access',
  description: 'Like default, signed in as Jordan Lee, but the workflow calls answer 403.',
  identity: { name: JORDAN.name, email: JORDAN.email },
  signedIn: true,
  build(seed) {
    seedJordan(seed, { workflowAccess: false });
    seedPriya(seed);
  },
};
