import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { consent } from './helpers';

// The mock assistant, walked on purpose: the QA clock is stopped at Wednesday 4 November 2026,
// 10:00 AM in New York (Jordan's zone, and the browser's), so the default scenario's calendar is
// always the same one (mocks/README.md, "The assistant").
const NOW = '2026-11-04T15:00:00Z';
// Each step waits on the mock's latency and the shared machine's load: give it room.
const expect = baseExpect.configure({ timeout: 30_000 });
const README_EXAMPLE = 'move my Roadmap sync on Thursday to next Tuesday afternoon';

const panel = (page: Page) => page.getByRole('region', { name: 'QA panel' });
const history = (page: Page) => page.getByRole('region', { name: 'Workflow History' });
const rowOf = (page: Page, shortId: string) =>
  history(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${shortId}`) }) });
const statusOf = async (page: Page, shortId: string) => {
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  // The badge reads the status with spaces ("awaiting meeting selection").
  const text = await rowOf(page, shortId).locator('[data-badge]').innerText();
  return text.trim().replace(/\s+/g, '_');
};

async function signInAtNow(page: Page) {
  await page.goto(`/?now=${NOW}&scenario=default`);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await consent(page, /Jordan Lee/);
  await expect(page).toHaveURL(/\/preferences$/);
}

async function startFromPanel(page: Page, text: string): Promise<string> {
  const expand = panel(page).getByRole('button', { name: 'Expand the QA panel' });
  if (await expand.isVisible()) await expand.click();
  const form = panel(page).getByRole('form', { name: 'Start a workflow' });
  await form.getByRole('textbox', { name: 'Request text' }).pressSequentially(text);
  await form.getByRole('button', { name: 'Start workflow' }).click();
  const note = form.getByRole('status');
  await expect(note).toHaveText(/^Started workflow [0-9a-f]{8}\.$/);
  return /([0-9a-f]{8})/.exec((await note.textContent()) ?? '')?.[1] ?? '';
}

/**
 * Advances the workflow from the QA panel until its row shows `status`. "Advance workflows" moves
 * machine steps only, so it cannot overshoot a status that waits for a person.
 */
async function advanceTo(page: Page, shortId: string, status: string) {
  const form = panel(page).getByRole('form', { name: 'Start a workflow' });
  await expect
    .poll(
      async () => {
        const current = await statusOf(page, shortId);
        if (current !== status) {
          await form.getByRole('button', { name: 'Advance workflows' }).click();
          await expect(form.getByRole('status')).toHaveText(/^Advanced \d+ workflow/);
        }
        return current;
      },
      { timeout: 90_000, intervals: [300] },
    )
    .toBe(status);
}

async function answer(page: Page, button: string, option?: string) {
  const form = panel(page).getByRole('form', { name: 'Answer for people' });
  if (option) await form.getByRole('combobox', { name: 'Option' }).selectOption(option);
  await form.getByRole('button', { name: button }).click();
  await expect(form.getByRole('status')).toHaveText(/^Workflow [0-9a-f]{8}: \w+ → \w+\.$/);
}

async function openDetails(page: Page, shortId: string): Promise<Locator> {
  await rowOf(page, shortId)
    .getByRole('button', { name: /View Details/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Workflow Details' });
  await expect(dialog.getByRole('region', { name: 'Summary' })).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(180_000);
  await signInAtNow(page);
  // In-app navigation from /preferences: a reload of the page checks nothing here.
  await page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Workflows' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible({
    timeout: 30_000,
  });
});

test("the README's example asks which meeting; picking one ends rescheduled, on the planner", async ({
  page,
}) => {
  const shortId = await startFromPanel(page, README_EXAMPLE);
  await advanceTo(page, shortId, 'awaiting_meeting_selection');

  // Two Roadmap syncs on Thursday: both sent, with their dates and times.
  let dialog = await openDetails(page, shortId);
  const sent = dialog
    .getByRole('region', { name: 'Conversation' })
    .getByRole('region', { name: 'Meetings sent to Jordan Lee' });
  await expect(sent.getByRole('listitem')).toHaveText([
    'Roadmap sync — Thu, Nov 5, 9:45 AM',
    'Roadmap sync — Thu, Nov 5, 11:15 AM',
  ]);
  await expect(sent).toContainText('Waiting for Jordan Lee to choose');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Neither the runner nor "Advance workflows" answers for a person: it waits for the QA panel.
  await panel(page)
    .getByRole('form', { name: 'Start a workflow' })
    .getByRole('button', { name: 'Advance workflows' })
    .click();
  expect(await statusOf(page, shortId)).toBe('awaiting_meeting_selection');
  await answer(page, 'Pick option as user', '1');
  await advanceTo(page, shortId, 'awaiting_host_response');
  await answer(page, 'Host approves');
  await expect.poll(() => statusOf(page, shortId)).toBe('rescheduled');

  dialog = await openDetails(page, shortId);
  const conversation = dialog.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByText('Chosen by Jordan Lee', { exact: true })).toBeVisible();
  await expect(conversation.getByRole('region', { name: "The host's answer" })).toContainText(
    /^The host's answerApproved by Jordan Lee on /,
  );
  await page.keyboard.press('Escape');

  // The planner shows the meeting next Tuesday afternoon, at its new time.
  await page.goto('/meetings?date=2026-11-10&view=day');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Planner' })).toBeVisible();
  await expect(page.getByText('Loading meetings...')).toHaveCount(0);
  await expect(page.locator('.rbc-event[title^="1:30 PM – 2:30 PM"]')).toHaveAttribute(
    'title',
    /: Roadmap sync$/,
  );
  // And no longer on Thursday at 9:45 AM.
  await page.goto('/meetings?date=2026-11-05&view=day');
  await expect(page.getByText('Loading meetings...')).toHaveCount(0);
  await expect(page.locator('.rbc-event[title$=": Roadmap sync"]')).toHaveCount(1);
  await expect(page.locator('.rbc-event[title^="9:45 AM"]')).toHaveCount(0);
});

test('a full wished afternoon gets the three nearest times, with reasons, in the details', async ({
  page,
}) => {
  // Thursday 12 November's afternoon has no free 90 minutes for this 90-minute meeting.
  const shortId = await startFromPanel(
    page,
    'Move my coffee chat with Alex to next Thursday afternoon',
  );
  await advanceTo(page, shortId, 'awaiting_new_slot_selection');
  const dialog = await openDetails(page, shortId);
  const proposed = dialog
    .getByRole('region', { name: 'Conversation' })
    .getByRole('region', { name: 'New times proposed to Jordan Lee' });
  const items = proposed.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveText(
    'Mon, Nov 16, 12:00 PM – 1:30 PM' +
      'Thursday afternoon is full; Mon, Nov 16, 12:00 PM is the nearest afternoon',
  );
  await expect(items.nth(1)).toHaveText(
    'Mon, Nov 9, 11:30 AM – 1:00 PM' +
      'Thursday afternoon is full; Monday 11:30 AM is the nearest free time',
  );
  await expect(items.nth(2)).toHaveText(
    'Tue, Nov 17, 12:00 PM – 1:30 PM' +
      'Thursday afternoon is full; Tue, Nov 17, 12:00 PM is the nearest afternoon',
  );
  await expect(proposed).toContainText('Waiting for Jordan Lee to choose');
});
