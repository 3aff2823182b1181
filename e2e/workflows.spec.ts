import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openScenario, signInAsJordan } from './helpers';

const history = (page: Page) => page.getByRole('region', { name: 'Workflow History' });
/** The body rows of the history table (the first row holds the headers). */
const bodyRows = (page: Page) =>
  history(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** Columns: ID, Status (badge and progress), User, Request, Created, Actions. */
const statusCell = (row: Locator) => row.getByRole('cell').nth(1).locator('[data-badge]');

async function openWorkflows(page: Page) {
  await signInAsJordan(page);
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  await nav.getByRole('link', { name: 'Workflows' }).click();
  await expect(page).toHaveURL(/\/workflows$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
}

test('an operator sees the statistics and the history, and filters it by tab', async ({ page }) => {
  await openWorkflows(page);
  await expect(
    page.getByText('Monitor and analyze workflow executions and their history'),
  ).toBeVisible();
  for (const card of ['Total Workflows', 'Recent Activity', 'Completed', 'Failed']) {
    await expect(page.getByRole('region', { name: card })).toContainText(/\d/);
  }
  expect(await bodyRows(page).count()).toBeGreaterThan(1);
  await expect(
    bodyRows(page)
      .first()
      .getByRole('button', { name: /View Details/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/workflows');

  // Tabs filter by status and live in the URL.
  const tabs: [string, string, string][] = [
    ['Failed', 'failed', 'failed'],
    ['Waiting', 'waiting', 'awaiting meeting selection'],
    ['Completed', 'completed', 'rescheduled'],
  ];
  for (const [tab, search, status] of tabs) {
    await history(page).getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/workflows\\?status=${search}$`));
    await expect(history(page).getByRole('tab', { name: tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(bodyRows(page).first()).toBeVisible();
    for (const row of await bodyRows(page).all()) {
      await expect(statusCell(row)).toHaveText(status);
    }
  }

  // A reload keeps the tab.
  await page.reload();
  await expect(history(page).getByRole('tab', { name: 'Completed' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(statusCell(bodyRows(page).first())).toHaveText('rescheduled');

  await history(page).getByRole('tab', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/workflows$/);
});

test('the details dialog shows the summary, the context, the diagram and the events', async ({
  page,
}) => {
  await openWorkflows(page);
  await history(page).getByRole('tab', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/status=failed$/);
  await bodyRows(page)
    .first()
    .getByRole('button', { name: /View Details/ })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Workflow Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Summary' })).toContainText('failed');
  await expect(dialog.getByRole('region', { name: 'Summary' })).toContainText('Complete');
  await expect(dialog.getByRole('region', { name: 'Context' })).toBeVisible();

  const diagram = dialog
    .getByRole('region', { name: 'Workflow Flow' })
    .getByRole('application', { name: 'Workflow flow diagram' });
  await expect(diagram).toBeVisible();
  const nodes = diagram.getByRole('group');
  await expect(nodes.first()).toHaveAccessibleName('Step 1: Workflow created');
  await expect(nodes.last()).toHaveAccessibleName(/^Step \d+: Workflow error: .+/);
  // An edge into every node but the first.
  const nodeCount = await nodes.count();
  await expect(diagram.locator('.react-flow__edge')).toHaveCount(nodeCount - 1);
  await expect(diagram.getByRole('button', { name: 'Zoom In' })).toBeVisible();

  const events = dialog.getByRole('region', { name: 'Event History' }).getByRole('listitem');
  await expect(events).toHaveCount(nodeCount);
  await expect(events.first()).toContainText('WORKFLOW_CREATED');
  await expect(events.last()).toContainText('WORKFLOW_ERROR');
  await expectNoAxeViolations(page, 'workflow details dialog');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an operator watches a started workflow advance after a refresh', async ({ page }) => {
  // Seeded workflows hold still; one someone starts (QA panel, `POST /__mock/workflows`) is moved
  // forward by the mock engine's runner on a timer while the app runs.
  test.setTimeout(120_000);
  await openWorkflows(page);
  const started = await page.evaluate(async () => {
    const res = await fetch('/__mock/workflows', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Can we move the design review to Thursday afternoon?' }),
    });
    return (await res.json()) as { id: string; status: string };
  });
  expect(started.status).toBe('parsing_input');
  await page.getByRole('button', { name: 'Refresh' }).click();
  const row = bodyRows(page).filter({
    has: page.getByText(`${started.id.slice(0, 8)}...`, { exact: true }),
  });
  // Listed at once; its first status may already be behind it: the runner ticks on its own timer,
  // and on a loaded machine it can move the workflow before the refreshed table draws.
  await expect(row).toHaveCount(1);

  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(statusCell(row)).not.toHaveText('parsing input', { timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });
  await expect(row.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '10');
});

test('busy-week: thousands of workflows page through quickly', async ({ page }) => {
  // How fast is measured by the benchmarks (docs/performance.md), never here.
  await openScenario(page, 'busy-week', '/workflows');
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(25);
  // Every workflow is reachable: the footer's total is the Total Workflows card's.
  const total = (await page.getByRole('region', { name: 'Total Workflows' }).innerText()).match(
    /\d{1,3}(,\d{3})+/,
  )?.[0];
  expect(total).toMatch(/^3,\d{3}$/);
  await expect(page.getByText(`Showing 1–25 of ${total}`, { exact: true })).toBeVisible();

  const count = Number(total!.replace(',', ''));
  const lastPage = Math.ceil(count / 25);
  const pages = page.getByRole('navigation', { name: 'Workflow history pages' });
  await pages.getByRole('button', { name: `Page ${lastPage}` }).click();
  const first = (lastPage - 1) * 25 + 1;
  await expect(
    page.getByText(`Showing ${first.toLocaleString('en-US')}–${total} of ${total}`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(count - first + 1);
  await pages.getByRole('button', { name: 'Page 1', exact: true }).click();
  await expect(bodyRows(page)).toHaveCount(25);
  await expectNoAxeViolations(page, '/workflows busy-week');
});

test('without workflow access there is no Workflows item and /workflows is the 404 page', async ({
  page,
}) => {
  await openScenario(page, 'no-workflow-access', '/preferences');
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  await expect(nav.getByRole('link', { name: 'Planner' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Workflows' })).toHaveCount(0);
  await page.goto('/workflows?status=failed');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`the flow diagram fits the screen on first view, names wrapped at underscores (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    await signInAsJordan(page);
    // A rescheduled workflow: 13 events, among them find_new_slots_for_selected_meeting.
    await page.goto('/workflows?status=completed');
    await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    await page
      .getByRole('button', { name: /View Details/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Workflow Details' });
    const diagram = dialog.getByRole('application', { name: 'Workflow flow diagram' });
    await expect(diagram).toBeVisible();
    const nodes = diagram.getByRole('group');
    await expect(nodes).toHaveCount(13);
    await diagram.scrollIntoViewIfNeeded();

    // Every node is within the diagram's box and the screen, left to right (a long workflow is
    // panned downwards, never sideways).
    const box = (await diagram.boundingBox())!;
    for (const node of await nodes.all()) {
      const at = (await node.boundingBox())!;
      expect(at.x, (await node.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(box.x);
      expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width);
      expect(at.x + at.width).toBeLessThanOrEqual(width);
    }

    // The long state name wraps only at its underscores: each part between them is on one line.
    const name = diagram.getByText(/^find_new_slots_for_selected_meeting$/);
    const lines = await name.evaluate((element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return { part: node.textContent, lines: tops.size };
        }),
    );
    expect(lines.map(({ part }) => part).join('')).toBe('find_new_slots_for_selected_meeting');
    expect(lines.filter((part) => part.lines !== 1)).toEqual([]);
  });
}
