/** Connection tests (contract tag `connection-tests`): operators only, one report per service. */
import { withCode } from '../checker';
import { firstDifference } from '../compare';
import type { Run, Schemas } from '../core';

const FILE = 'conformance/areas/connection-tests.ts';

export async function connectionTests(run: Run): Promise<void> {
  const check = run.checker(FILE);
  run.log('connection tests');
  // [security: operator-only] connection tests spend the backend's keys: operators only.
  const operator = run.operator ?? run.host;
  const outsider = run.outsider ?? (run.operatorIsDefault ? null : run.host);
  for (const [id, service] of [
    ['testSlackConnection', 'slack'],
    ['testGoogleConnection', 'google'],
    ['testOpenAIConnection', 'openai'],
  ] as const) {
    if (outsider && outsider !== operator)
      await check.expect(
        id,
        '403 without operator rights',
        { as: outsider },
        403,
        withCode('operator_required'),
      );
    else check.skip(id, '403 without operator rights', 'no user without operator rights');
    await check.expect(id, `reports on ${service}`, { as: operator }, 200, (a) =>
      firstDifference(service, (a.body as Schemas['ConnectionTestResult']).service, '/service'),
    );
  }
}
