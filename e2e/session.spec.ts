import { expect, test } from '@playwright/test';
import { consent, openOnE2EClock, openScenario, signInAsJordan } from './helpers';

test('a signed-out host signs in through the consent screen and lands on preferences', async ({
  page,
}) => {
  await openScenario(page, 'default', '/');
  await expect(
    page.getByText('Sign in with the provider to access your meeting management preferences'),
  ).toBeVisible();
  await expect(
    page.getByText('By signing in, you agree to connect your calendar for meeting scheduling'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await consent(page, /Jordan Lee/);
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();

  // The shell: name, e-mail and log out in the avatar menu; the navigation with workflow access.
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  for (const label of [
    'Meeting Preferences',
    'Planner',
    'Scheduling links',
    'Analytics',
    'Workflows',
  ]) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Account menu for Jordan Lee' }).click();
  await expect(page.getByRole('menu').getByText('jordan.lee@example.com')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
});

test('the session survives a reload, and the login page sends a signed-in host on', async ({
  page,
}) => {
  await signInAsJordan(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/preferences$/);
});

test('each signed-in page shows its title and the navigation moves between them', async ({
  page,
}) => {
  await signInAsJordan(page);
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  const pages: [string, RegExp, string][] = [
    ['Planner', /\/meetings$/, 'Weekly Planner'],
    ['Scheduling links', /\/scheduling$/, 'Scheduling Links'],
    ['Analytics', /\/analytics$/, 'Analytics'],
    ['Workflows', /\/workflows$/, 'Workflows'],
    ['Meeting Preferences', /\/preferences$/, 'Meeting Preferences'],
  ];
  for (const [label, url, heading] of pages) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('logging out ends the session and returns to the login page', async ({ page }) => {
  await signInAsJordan(page);
  await page.getByRole('button', { name: 'Account menu for Jordan Lee' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  // The server really ended it: a signed-in page sends the visitor back.
  await page.goto('/meetings');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visitor of a signed-in page is sent to the login page', async ({ page }) => {
  await openScenario(page, 'default', '/analytics');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('missing scopes lead to the access issue page; reconnecting with scopes leads back', async ({
  page,
}) => {
  await openScenario(page, 'missing-scopes', '/preferences');
  await expect(page).toHaveURL(/\/access-issue$/);
  await expect(page.getByRole('heading', { name: 'Permissions missing' })).toBeVisible();
  await page.getByRole('button', { name: /Why do I need this\?/ }).click();
  await expect(page.getByText(/We never share your calendar/)).toBeVisible();

  await page.getByRole('button', { name: 'Reconnect Google Calendar' }).click();
  await consent(page, /.+/, { grant: true });
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();
});

test('withholding the scopes at consent keeps the host on the access issue page', async ({
  page,
}) => {
  await openScenario(page, 'default', '/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await consent(page, /Jordan Lee/, { grant: false });
  await expect(page).toHaveURL(/\/access-issue$/);
  await expect(page.getByRole('heading', { name: 'Permissions missing' })).toBeVisible();
});

test('without workflow access there is no Workflows item and /workflows is a 404', async ({
  page,
}) => {
  await openScenario(page, 'no-workflow-access', '/preferences');
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  await expect(nav.getByRole('link', { name: 'Planner' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Workflows' })).toHaveCount(0);
  await page.goto('/workflows');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await openOnE2EClock(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('small screens get the navigation as a tab strip', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsJordan(page);
  const strip = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  await expect(strip).toHaveCount(1);
  await strip.getByRole('link', { name: 'Planner' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
});
