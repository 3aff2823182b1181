import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { onE2EClock, openScenario } from './helpers';

// The QA panel keeps the README's word: invitations link each booking's own page, the short
// workflow id it prints is accepted, nothing is cut, the identity line says who is signed in,
// and on a phone the collapsed panel never covers the page's primary button.

// The machine may be busy (scenario loads, a second tab): generous waits.
test.setTimeout(120_000);

/**
 * Jordan signed in (the `no-workflow-access` scenario) on the preferences page. The screen itself is
 * waited for: a signed-in page keeps index.html's skeleton beside the app for a moment.
 */
async function openSignedIn(page: Page, path: string) {
  await page.goto(`${onE2EClock(path)}&scenario=no-workflow-access`);
  await expect(page.getByRole('heading', { name: 'Meeting Preferences' })).toBeVisible({
    timeout: 30_000,
  });
}

function qaPanel(page: Page) {
  return page.getByRole('region', { name: 'QA panel' });
}

async function openPanel(page: Page) {
  const panel = qaPanel(page);
  await panel.getByRole('button', { name: 'Expand the QA panel' }).click();
  return panel;
}

async function boxes(a: Locator, b: Locator) {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  expect(first).not.toBeNull();
  expect(second).not.toBeNull();
  return [first!, second!] as const;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the identity line names the signed-in host', async ({ page }) => {
  await openSignedIn(page, '/preferences');
  const panel = await openPanel(page);
  await expect(panel.getByText('Signed in as Jordan Lee (jordan.lee@example.com)')).toBeVisible();
});

test('the identity line says when nobody is signed in', async ({ page }) => {
  await openScenario(page, 'default', '/');
  const panel = await openPanel(page);
  await expect(panel.getByText('Signed out', { exact: true })).toBeVisible();
});

test('an invitation links its booking’s own page', async ({ page }) => {
  await openScenario(page, 'default', '/');
  const panel = await openPanel(page);
  const links = panel.getByRole('link', { name: /^Open the booking’s page: “Invitation: / });
  await expect(links.first()).toBeVisible();
  const href = await links.first().getAttribute('href');
  expect(href).toMatch(/^\/bookings\/[^/?]+\?token=[^&]+$/);
  await links.first().click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible({
    timeout: 20_000,
  });
});

test('the short workflow id the panel prints advances that workflow; no label is cut', async ({
  page,
}) => {
  await openScenario(page, 'default', '/');
  const panel = await openPanel(page);
  await panel
    .getByRole('textbox', { name: 'Request text' })
    .pressSequentially('Move my Roadmap sync on Thursday to next Tuesday afternoon');
  await panel.getByRole('button', { name: 'Start workflow' }).click();
  const note = panel.getByText(/^Started workflow [0-9a-f]{8}\.$/);
  await expect(note).toBeVisible();
  const shortId = /([0-9a-f]{8})/.exec((await note.textContent()) ?? '')![1]!;
  const only = panel.getByRole('textbox', { name: /^Only this workflow/ });
  await only.clear();
  await only.pressSequentially(shortId);
  await panel.getByRole('button', { name: 'Advance workflows' }).click();
  await expect(panel.getByText(/^Advanced 1 workflow\(s\); \d+ still running\.$/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(panel.getByRole('alert')).toHaveCount(0);

  // Every button label fits its button (no "Start workfl").
  for (const button of await panel.getByRole('button').all()) {
    const cut = await button.evaluate((el) => {
      const label = el.querySelector<HTMLElement>('.mantine-Button-label') ?? el;
      return label.scrollWidth > label.clientWidth + 1;
    });
    expect(cut, `${await button.textContent()} is cut`).toBe(false);
  }
  await expectNoAxeViolations(page, 'QA panel, expanded');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the collapsed panel never covers the primary button', async ({ page }, testInfo) => {
    await openScenario(page, 'default', '/');
    const chip = qaPanel(page);
    const signIn = page.getByRole('button', { name: 'Continue with Google' });
    await expect(signIn).toBeVisible();
    let [chipBox, buttonBox] = await boxes(chip, signIn);
    expect(overlaps(chipBox, buttonBox)).toBe(false);
    await testInfo.attach('login at 375 px', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });

    await page.goto('/book/jordan-lee/standard');
    await page.getByTestId('slot-list').getByRole('button').first().click();
    const confirm = page.getByRole('button', { name: 'Confirm Booking' });
    await confirm.scrollIntoViewIfNeeded();
    // The chip moves aside as the button comes into its corner.
    await expect
      .poll(async () => {
        [chipBox, buttonBox] = await boxes(chip, confirm);
        return overlaps(chipBox, buttonBox);
      })
      .toBe(false);
    // Scrolled so the button sits at the very bottom, where the chip starts.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        [chipBox, buttonBox] = await boxes(chip, confirm);
        return overlaps(chipBox, buttonBox);
      })
      .toBe(false);
    await testInfo.attach('booking details at 375 px', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await page.screenshot({ path: testInfo.outputPath('booking-375.png') });
  });
});
