import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { onE2EClock, openScenario } from './helpers';
import { expectFocusVisible, expectNoSidewaysScroll, tabTo, WIDTHS } from './visitor';

const BOOKING_PAGE = '/book/jordan-lee/standard';

test('a keyboard-only visitor switches zones by typing, books, reschedules and cancels, focus visible at every step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openScenario(page, 'default', BOOKING_PAGE);
  await expect(page).toHaveTitle('Select Date & Time · 1-1 meeting with Jordan Lee · Slotwise');
  await expect(page.getByTestId('slot-list').getByRole('button').first()).toBeVisible();

  // The zone box: Tab to it (its label is selected), type a city, Enter takes the one match.
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await tabTo(page, zone);
  await expectFocusVisible(page, zone);
  await page.keyboard.type('tokyo');
  await expect(zone).toHaveValue('tokyo');
  await expect(page.getByRole('option', { name: /^Tokyo \(Asia\)/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(zone).toHaveValue('Tokyo (Asia) · UTC+09:00');
  await expect(page.getByTestId('visitor-time-zone')).toHaveText('Tokyo (Asia) · UTC+09:00');
  // A typed offset, then Escape: the box shows the chosen zone again, nothing typed is left.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('+5:45');
  await expect(page.getByRole('option', { name: /^Kathmandu \(Asia\)/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zone).toHaveValue('Tokyo (Asia) · UTC+09:00');

  // On to the first slot: its name says the day too.
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  await tabTo(page, slot);
  await expectFocusVisible(page, slot);
  await expect(slot).toHaveAccessibleName(/^\d{1,2}:\d\d [AP]M, \w+day, \w+ \d{1,2}, \d{4}$/);
  const booked = await slot.getAttribute('data-start');
  await page.keyboard.press('Enter');
  const details = page.getByRole('heading', { name: 'Your meeting' });
  await expect(details).toBeFocused();
  await expect(page).toHaveTitle(/^Enter Your Details · /);

  // Confirm with nothing typed: the first invalid field takes the focus, its error read with it.
  const name = page.getByLabel('Full Name');
  await tabTo(page, page.getByRole('button', { name: 'Confirm Booking' }));
  await page.keyboard.press('Enter');
  await expectFocusVisible(page, name);
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(page).toHaveTitle(/^Error: Enter Your Details · /);
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await expectFocusVisible(page, page.getByLabel('Email Address'));
  await page.keyboard.type('kim.keyboard@example.org');
  await page.keyboard.press('Enter');

  const success = page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' });
  await expect(success).toBeFocused();
  await expect(page).toHaveTitle('Meeting Scheduled Successfully! · Slotwise');
  await expect(page.getByText('Tokyo (Asia) · UTC+09:00')).toBeVisible();
  const manage = page.getByRole('link', { name: 'Reschedule or cancel' });
  await tabTo(page, manage);
  await expectFocusVisible(page, manage);
  await page.keyboard.press('Enter');

  // The booking's own page: Reschedule, a new time, Confirm; focus follows each step.
  await expect(page).toHaveURL(/\/bookings\/[^/?]+\?token=/);
  await expect(page).toHaveTitle('Your booking · Slotwise');
  const reschedule = page.getByRole('button', { name: 'Reschedule' });
  await tabTo(page, reschedule);
  await expectFocusVisible(page, reschedule);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeFocused();
  // A new time: the last one offered on the day the page opens on (that day may offer only one).
  const offered = page.getByTestId('slot-list').getByRole('button');
  await expect(offered.first()).toBeVisible();
  const another = offered.last();
  expect(await another.getAttribute('data-start')).not.toBe(booked);
  await tabTo(page, another);
  await expectFocusVisible(page, another);
  await page.keyboard.press('Enter');
  await expect(details).toBeFocused();
  await expect(name).toHaveValue('Kim Keyboard');
  await tabTo(page, page.getByRole('button', { name: 'Confirm Booking' }));
  await page.keyboard.press('Enter');
  const yours = page.getByRole('heading', { name: 'Your booking' });
  await expect(page.getByText('Rescheduled', { exact: true })).toBeVisible();
  await expect(yours).toBeFocused();

  // Cancel: the reason field takes the focus, Enter asks to confirm, Enter on "Yes" cancels.
  const cancel = page.getByRole('button', { name: 'Cancel booking' });
  await tabTo(page, cancel);
  await expectFocusVisible(page, cancel);
  await page.keyboard.press('Enter');
  const reason = page.getByLabel('Reason (optional)');
  await expectFocusVisible(page, reason);
  await page.keyboard.type('Plans changed');
  await page.keyboard.press('Enter');
  const yes = page.getByRole('button', { name: 'Yes, cancel booking' });
  await expectFocusVisible(page, yes);
  // "No, keep it" returns the focus to the button that asked.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectFocusVisible(page, cancel);
  await page.keyboard.press('Enter');
  await expectFocusVisible(page, yes);
  await page.keyboard.press('Enter');
  const cancelled = page.getByRole('heading', { name: 'This booking is cancelled' });
  await expect(cancelled).toBeFocused();
  await expect(page.getByText('Reason: Plans changed')).toBeVisible();
  await expect(page).toHaveTitle('This booking is cancelled · Slotwise');
});

test('a keyboard-only visitor on a link that requires approval reads the note before Confirm Booking', async ({
  page,
}) => {
  // Scenario `policies`: Jordan's high-priority link requires approval.
  await openScenario(page, 'policies', '/book/jordan-lee/high-priority');
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  await expect(slot).toBeVisible();
  await tabTo(page, slot);
  await expectFocusVisible(page, slot);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your meeting' })).toBeFocused();
  const note = page.getByText('Jordan Lee must confirm this booking: until then it is a request.');
  await expect(note).toBeVisible();
  const name = page.getByLabel('Full Name');
  await tabTo(page, name);
  await page.keyboard.type('Kim Keys');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await page.keyboard.type('kim.keys@example.org');
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await tabTo(page, confirm);
  await expectFocusVisible(page, confirm);
  // The note comes before the button in the reading (and Tab) order.
  expect(
    await note.evaluate(
      (element, button) =>
        Boolean(element.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await confirm.elementHandle(),
    ),
  ).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeFocused();
});

test('a keyboard-only visitor chooses between two places with the arrow keys', async ({ page }) => {
  test.setTimeout(90_000);
  // Scenario `meeting-types`, Jordan signed in: his "Office hours" gets a second place first.
  await openScenario(page, 'meeting-types', '/book/jordan-lee/office-hours');
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/scheduling-links/lnk_jordan_office_hours', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        locations: [
          { kind: 'video', provider: 'google_meet' },
          { kind: 'in_person', address: '1 Main Street, Springfield' },
        ],
      }),
    });
    return res.status;
  });
  expect(status).toBe(200);
  await page.reload();
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  await expect(slot).toBeVisible({ timeout: 30_000 });
  await tabTo(page, slot);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your meeting' })).toBeFocused();
  await tabTo(page, page.getByLabel('Full Name'));
  await page.keyboard.type('Pat Places');
  await page.keyboard.press('Tab');
  await page.keyboard.type('pat.places@example.org');
  await tabTo(page, page.getByLabel(/What would you like to discuss\?/));
  await page.keyboard.type('Site visit');
  // The first place is chosen; Tab reaches it, an arrow key picks the other.
  const choice = page.getByRole('radiogroup', { name: /Where would you like to meet\?/ });
  const meet = choice.getByRole('radio', { name: /^Google Meet/ });
  const room = choice.getByRole('radio', { name: /1 Main Street, Springfield/ });
  await expect(meet).toBeChecked();
  await tabTo(page, meet);
  await expectFocusVisible(page, meet);
  await page.keyboard.press('ArrowDown');
  await expect(room).toBeChecked();
  await expectFocusVisible(page, room);
  await tabTo(page, page.getByRole('button', { name: 'Confirm Booking' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeFocused();
  await expect(page.getByText('1 Main Street, Springfield').first()).toBeVisible();
});

test('a keyboard-only visitor moving into the change cutoff reads the warning before Confirm', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Scenario `policies` on its own clock, Monday 4 May 2026, 3:00 PM in New York: the standard
  // link closes online changes 24 hours before the start, and Dana's booking is 3 days out.
  const now = '2026-05-04T19:00:00.000Z';
  await openScenario(page, 'policies', `/?now=${now}&clock=running`);
  const manage = await page.evaluate(async () => {
    const res = await fetch('/__mock/outbox');
    const sent = (await res.json()) as { to: string; manageUrl: string | null }[];
    return sent.find((m) => m.to === 'dana.white@example.org' && m.manageUrl)?.manageUrl ?? '';
  });
  expect(manage).not.toBe('');
  await page.goto(manage);
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible({
    timeout: 30_000,
  });
  const reschedule = page.getByRole('button', { name: 'Reschedule' });
  await tabTo(page, reschedule);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeFocused();
  // Tomorrow's first time starts within 24 hours.
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  await expect(slot).toBeVisible();
  const start = Date.parse((await slot.getAttribute('data-start')) ?? '');
  expect(start - Date.parse(now)).toBeLessThan(24 * 3_600_000);
  await tabTo(page, slot);
  await expectFocusVisible(page, slot);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your meeting' })).toBeFocused();
  const note = page.getByRole('note').filter({
    hasText:
      'After this move it can no longer be changed online; then write to jordan.lee@example.com.',
  });
  await expect(note).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await tabTo(page, confirm);
  await expectFocusVisible(page, confirm);
  // The warning comes before the button in the reading (and Tab) order.
  expect(
    await note.evaluate(
      (element, button) =>
        Boolean(element.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await confirm.elementHandle(),
    ),
  ).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeFocused();
  await expect(page.getByText('This booking can no longer be changed online')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
});

test('Back after a booking says the time is booked, with its own page, never "no longer available"', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${onE2EClock(BOOKING_PAGE)}&scenario=default`);
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible({
    timeout: 60_000,
  });
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  await slot.click();
  await page.getByLabel('Full Name').pressSequentially('Bea Back');
  await page.getByLabel('Email Address').pressSequentially('bea.back@example.org');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'You booked this time' });
  await expect(notice).toBeVisible();
  await expect(page.getByText('That time is no longer available')).toHaveCount(0);
  await notice.getByRole('link', { name: 'View your booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every step has no axe violation and no sideways scroll, the zone list open and errors shown', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openScenario(page, 'default', BOOKING_PAGE);
      await expect(page.getByTestId('slot-list').getByRole('button').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `calendar step at ${width} px`);

      // The zone list open: each option's time shown whole.
      const zone = page.getByRole('combobox', { name: 'Time zone' });
      await zone.click();
      await zone.pressSequentially('new zealand');
      const chatham = page.getByRole('option', { name: /^Chatham \(Pacific\)/ });
      await expect(chatham).toBeVisible();
      const cut = await chatham.evaluate((option) =>
        [...option.querySelectorAll('span span')].some(
          (span) => span.scrollWidth > span.clientWidth + 1,
        ),
      );
      expect(cut, 'an option cuts its text').toBe(false);
      await expectNoAxeViolations(page, `zone list open at ${width} px`);
      // An ambiguous abbreviation: its meanings as groups.
      await zone.fill('');
      await zone.pressSequentially('CST');
      await expect(page.getByText('China Standard Time')).toBeVisible();
      await expect(page.getByText('CST has several meanings: pick yours')).toBeVisible();
      await expectNoAxeViolations(page, `zone list, ambiguous abbreviation, at ${width} px`);
      await page.keyboard.press('Escape');
      // The closed box shows the whole offset.
      await zone.click();
      await zone.pressSequentially('chatham');
      await page.keyboard.press('Enter');
      await expect(zone).toHaveValue(/^Chatham \(Pacific\) · UTC\+1[23]:45$/);
      const clipped = await zone.evaluate(
        (input: HTMLInputElement) => input.scrollWidth > input.clientWidth + 1,
      );
      expect(clipped, 'the closed box cuts its label').toBe(false);

      await page.getByTestId('slot-list').getByRole('button').first().click();
      await expect(page.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `details step at ${width} px`);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expectNoAxeViolations(page, `details step with errors at ${width} px`);

      await page.getByLabel('Full Name').pressSequentially('Wes Width');
      await page.getByLabel('Email Address').pressSequentially('wes.width@example.org');
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      await expect(
        page.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `success page at ${width} px`);

      await page.getByRole('link', { name: 'Reschedule or cancel' }).click();
      // A full page load of the signed-out app: slow on a loaded machine.
      await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible({
        timeout: 30_000,
      });
      await expectNoAxeViolations(page, `booking's own page at ${width} px`);
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByLabel('Reason (optional)').press('Enter');
      await expect(page.getByRole('button', { name: 'Yes, cancel booking' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `cancel confirmation at ${width} px`);
    });
  });
}

test.describe('with the text at 200% on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // The header's text moves below the picture when it cannot fit beside it, and the weekday
  // names shorten to one letter when the grid is narrow for its text.
  test('no cut times, no overlapping day numbers, no sideways scroll', async ({ page }) => {
    await page.goto(`${onE2EClock(BOOKING_PAGE)}&scenario=default`);
    await expect(page.getByTestId('slot-list').getByRole('button').first()).toBeVisible({
      timeout: 60_000,
    });
    // The browser's text size: every rem doubles, as the setting does.
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await expectNoSidewaysScroll(page);
    const cut = await page
      .getByTestId('slot-list')
      .getByRole('button')
      .evaluateAll(
        (buttons) =>
          buttons.filter((button) => {
            const label = button.querySelector('.mantine-Button-label') ?? button;
            const box = button.getBoundingClientRect();
            const text = label.getBoundingClientRect();
            return (
              text.left < box.left - 1 ||
              text.right > box.right + 1 ||
              label.scrollWidth > label.clientWidth + 1
            );
          }).length,
      );
    expect(cut, 'slot buttons whose time is cut').toBe(0);
    const overlaps = await page
      .getByRole('table')
      .getByRole('button')
      .evaluateAll((days) => {
        const boxes = days.map((day) => day.getBoundingClientRect());
        let count = 0;
        for (let i = 0; i < boxes.length; i += 1) {
          for (let j = i + 1; j < boxes.length; j += 1) {
            const a = boxes[i]!;
            const b = boxes[j]!;
            if (
              a.left < b.right - 1 &&
              b.left < a.right - 1 &&
              a.top < b.bottom - 1 &&
              b.top < a.bottom - 1
            )
              count += 1;
          }
        }
        return count;
      });
    expect(overlaps, 'day buttons overlapping').toBe(0);
  });
});
