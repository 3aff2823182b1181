/**
 * How long the 'Workflow History' takes to render with the `busy-week` load (3000 workflows).
 * Run: npx vitest bench --project unit src/features/workflows/components/workflow-table.bench.ts --run
 *
 * - the table with all 3000 rows at once (what an unpaginated table would cost);
 * - the history card as shipped: the list query answered with 1000 rows (the contract's limit),
 *   paginated to 25;
 * - the same card handed all 3000 rows (a backend ignoring the limit);
 * - one page of 25 rows.
 * Each iteration mounts into happy-dom and unmounts again. Figures are for comparison, not
 * asserted anywhere.
 */
import { cleanup, render } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { bench, describe } from 'vitest';
import { withProviders as inProviders } from '../../../test/with-providers';
import { workflowKeys, WORKFLOWS_PAGE_SIZE } from '../api';
import { manyWorkflows } from '../test-seed';
import { WorkflowHistory } from './workflow-history';
import { WorkflowTable } from './workflow-table';

const rows = manyWorkflows(3000);
const noop = () => {};

function withProviders(children: ReactNode, cached?: typeof rows) {
  return inProviders(children, (queryClient) => {
    if (!cached) return;
    queryClient.setQueryData(workflowKeys.list(undefined, 1), {
      workflows: cached.slice(0, WORKFLOWS_PAGE_SIZE),
      total: cached.length,
    });
  });
}

function mount(element: ReactNode) {
  render(element);
  cleanup();
}

describe('workflow history render, 3000 workflows', () => {
  bench(
    'table, all 3000 rows (unpaginated)',
    () => mount(withProviders(createElement(WorkflowTable, { workflows: rows, onView: noop }))),
    // About a minute an iteration in happy-dom: keep the run short.
    { iterations: 2, time: 0, warmupIterations: 0 },
  );

  bench(
    'history card, page 1 of 3000 cached',
    () =>
      mount(
        withProviders(
          createElement(WorkflowHistory, { tab: undefined, onTabChange: noop, onView: noop }),
          rows,
        ),
      ),
    { iterations: 20, time: 0, warmupIterations: 2 },
  );

  bench(
    'table, one page of 25 rows',
    () =>
      mount(
        withProviders(createElement(WorkflowTable, { workflows: rows.slice(0, 25), onView: noop })),
      ),
    { iterations: 20, time: 0, warmupIterations: 2 },
  );
});
