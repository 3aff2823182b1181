import { expect, test, type Page } from '@playwright/test';
import { E2E_NOW, openScenario, signInAsJordan } from './helpers';

// With nobody acting, a scenario shows exactly what it showed when it loaded: no workflow moves,
// no meeting moves, every figure stays (mocks/README.md, "Scenarios hold still"). Rather than
// waiting 30 s for the workflow engine's timer, the test ticks the engine three times exactly as
// its runner does (`POST /__mock/workflows/tick { runner: true }`).

async function readApi(page: Page) {
  // The week of the e2e clock's day (the test lasts minutes), from Monday in the browser's zone.
  return page.evaluate(async (now) => {
    const get = async (path: string) => {
      const res = await fetch(path, { credentials: 'include' });
      return { status: res.status, body: await res.text() };
    };
    const monday = new Date(now);
    monday.setHours(0, 0, 0, 0);
    monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
    const sunday = new Date(monday);
    sunday.setDate(sunday.getDate() + 7);
    const week = new URLSearchParams({
      startDate: monday.toISOString(),
      endDate: sunday.toISOString(),
    });
    return {
      metrics: await get('/api/dashboard/metrics'),
      workflowStats: await get('/api/dashboard/workflows-stats'),
      workflows: await get('/api/dashboard/workflows?limit=1000'),
      meetings: await get(`/api/dashboard/meetings?${week.toString()}`),
    };
  }, E2E_NOW);
}

/** The figures of the analytics page, card by card. */
async function readAnalytics(page: Page) {
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const values = page.locator('[data-testid$="-value"], [data-testid$="-note"]');
  await expect(values.first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  return values.allTextContents();
}

for (const scenario of ['default', 'busy-week']) {
  test(`the ${scenario} scenario holds still with nobody acting`, async ({ page }) => {
    test.setTimeout(120_000);
    // `default` starts signed out: sign in through consent first (which changes nothing seeded).
    if (scenario === 'default') {
      await signInAsJordan(page);
      await page.goto('/meetings');
    } else await openScenario(page, scenario, '/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Planner' })).toBeVisible();
    await expect(page.getByText('Loading meetings...')).toHaveCount(0);
    const plannerBefore = await page.locator('.rbc-time-view .rbc-event').count();
    expect(plannerBefore).toBeGreaterThan(0);
    const before = await readApi(page);
    for (const read of Object.values(before)) expect(read.status).toBe(200);
    const analyticsBefore = await readAnalytics(page);

    // What the engine's runner does while nobody acts: three of its ticks (it ticks every
    // 10 s), taken at once. The clock stays: figures over a rolling window (the last 24 hours)
    // may rightly change as time passes, which is not what this test is about.
    const tick = await page.evaluate(async () => {
      const res = await fetch('/__mock/workflows/tick', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ runner: true, steps: 3 }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(tick).toEqual({ status: 200, body: { advanced: [], active: expect.any(Number) } });

    expect(await readApi(page)).toEqual(before);
    expect(await readAnalytics(page)).toEqual(analyticsBefore);
    await page.goto('/meetings');
    await expect(page.getByText('Loading meetings...')).toHaveCount(0);
    await expect(page.locator('.rbc-time-view .rbc-event')).toHaveCount(plannerBefore);
  });
}
