import type { Server } from 'node:http';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { closeServer, EVENT_LOGGER, loggedEvents, servePage, type Logged } from './embed-host';
import { setE2EClockForFrames } from './helpers';

/**
 * The embed from a host's point of view: a page on another origin (another port) loads /embed.js
 * from the app, embeds one inline booking page and one popup, and books through each. A third
 * origin, framed by the host page, forges messages that both sides must ignore.
 *
 * Another port rather than another site (127.0.0.2): this Chromium denies storage to cross-site
 * frames, and the in-browser mock backend keeps its database in the frame's localStorage.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const HOST_ORIGIN = `http://127.0.0.1:${5600 + OFFSET}`;
const THIRD_ORIGIN = `http://127.0.0.1:${5601 + OFFSET}`;

function hostPage(appOrigin: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host site</title>
<script src="${appOrigin}/embed.js" async></script>
${EVENT_LOGGER}</head>
<body><main>
  <h1>Host site</h1>
  <div id="inline" data-slotwise-inline="jordan-lee/standard"
       data-slotwise-name="Inline Visitor" data-slotwise-email="inline.visitor@example.org"
       data-slotwise-tz="Asia/Kolkata"></div>
  <button id="popup" type="button" data-slotwise-popup="jordan-lee/high-priority"
          data-slotwise-name="Popup Visitor" data-slotwise-email="popup.visitor@example.org">Book a call</button>
  <iframe id="third" title="Third party" src="${THIRD_ORIGIN}/third.html"></iframe>
  <div id="later"></div>
</main></body></html>`;
}

const THIRD_PAGE = `<!doctype html><html lang="en"><head><title>Third party</title></head><body>
<script>
  // Forgeries: a booking "from the booking frame" to the host page, and a prefill to the frame.
  window.forge = () => {
    const wrap = (type, data) => ({ protocol: 'slotwise-embed', version: 1, type, data });
    parent.postMessage(wrap('booking-successful', { id: 'forged', title: 'Forged', startTime: '2030-01-01T10:00:00.000Z', endTime: '2030-01-01T10:30:00.000Z' }), '*');
    parent.postMessage(wrap('height', { height: 9999 }), '*');
    for (let i = 0; i < parent.frames.length; i++) {
      parent.frames[i].postMessage(wrap('init', { name: 'Forged Name', email: 'forged@example.org' }), '*');
    }
  };
</script></body></html>`;

let hostServer: Server;
let thirdServer: Server;

test.beforeAll(async ({ baseURL }) => {
  const appOrigin = new URL(baseURL!).origin;
  hostServer = await servePage(hostPage(appOrigin), `http://127.0.0.1:${5600 + OFFSET}`);
  thirdServer = await servePage(THIRD_PAGE, THIRD_ORIGIN);
});

test.afterAll(async () => {
  await closeServer(hostServer);
  await closeServer(thirdServer);
});

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: Logged[] }).__events);
const eventsOf = loggedEvents;

/** The frame never scrolls inside: its document fits its viewport. */
async function expectNoInnerScroll(page: Page, selector: string) {
  await expect
    .poll(async () => {
      const frame = await (await page.locator(selector).elementHandle())!.contentFrame();
      return frame!.evaluate(
        () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
      );
    })
    .toBeLessThanOrEqual(0);
}

async function bookThrough(frame: FrameLocator, name: string) {
  await expect(frame.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  const slot = frame.getByTestId('slot-list').getByRole('button').first();
  const start = await slot.getAttribute('data-start');
  await slot.click();
  await expect(frame.getByRole('heading', { name: 'Enter Your Details' })).toBeVisible();
  // The details step is whole once the time is held (the note arrives with the hold's answer,
  // and the frame grows by its height): the heights below are measured after it.
  await expect(frame.getByText(/holding this time for you: 10 minutes left/)).toBeVisible();
  // Prefilled by the host page (data-slotwise-name / -email), not by the forged message.
  await expect(frame.getByLabel('Full Name')).toHaveValue(name);
  return start!;
}

test('a host page on another origin embeds inline and popup booking pages', async ({ page }) => {
  await setE2EClockForFrames(page);
  await page.goto(`${HOST_ORIGIN}/`);
  const inlineSelector = '#inline iframe';
  const inline = page.frameLocator(inlineSelector);

  // Inline: ready, with the host's time zone.
  await expect.poll(async () => (await eventsOf(page, 'ready', 'inline')).length).toBe(1);
  await expect(inline.getByText('with Jordan Lee')).toBeVisible();
  await expect(inline.getByText(/Kolkata \(Asia\)/).first()).toBeVisible();
  await expect(inline.getByText('Powered by')).toBeVisible();
  await expectNoInnerScroll(page, inlineSelector);
  const calendarHeight = (await eventsOf(page, 'height', 'inline')).at(-1)!.detail.height;

  // The third site forges a booking to the host and a prefill to the frames: both ignored.
  await page
    .frame({ url: /third\.html/ })!
    .evaluate(() => (window as unknown as { forge: () => void }).forge());

  const start = await bookThrough(inline, 'Inline Visitor');
  const selected = await eventsOf(page, 'slot-selected', 'inline');
  expect(selected.at(-1)!.detail.start).toBe(start);
  await expect
    .poll(async () => (await eventsOf(page, 'height', 'inline')).at(-1)!.detail.height)
    .not.toBe(calendarHeight);
  await expectNoInnerScroll(page, inlineSelector);
  const detailsHeight = (await eventsOf(page, 'height', 'inline')).at(-1)!.detail.height;
  expect(
    await page.locator(inlineSelector).evaluate((el) => (el as HTMLElement).style.height),
  ).toBe(`${detailsHeight}px`);

  const heightsBefore = (await eventsOf(page, 'height', 'inline')).length;
  await inline.getByRole('button', { name: 'Confirm Booking' }).click();
  const success = inline.getByRole('heading', { name: 'Meeting Scheduled Successfully!' });
  await expect(success).toBeVisible();
  // As rich as the standalone success: the host, the booking's own page; the focus on the news.
  await expect(success).toBeFocused();
  await expect(inline.getByText('with Jordan Lee')).toBeVisible();
  expect(page.url()).toBe(`${HOST_ORIGIN}/`);
  await expect.poll(async () => (await eventsOf(page, 'booking-successful')).length).toBe(1);
  const booked = (await eventsOf(page, 'booking-successful'))[0]!;
  expect(booked.target).toBe('inline');
  expect(Object.keys(booked.detail).sort()).toEqual(['endTime', 'id', 'startTime', 'title']);
  expect(booked.detail.startTime).toBe(start);
  expect(JSON.stringify(booked.detail)).not.toMatch(/Inline Visitor|inline\.visitor/);
  // The id is the booking's: the success view's calendar file carries it as its UID.
  const ics = await inline.getByRole('link', { name: /Add to my calendar/ }).getAttribute('href');
  expect(decodeURIComponent(ics!)).toContain(`UID:${String(booked.detail.id)}@slotwise`);
  await expect
    .poll(async () => (await eventsOf(page, 'height', 'inline')).at(-1)!.detail.height)
    .not.toBe(detailsHeight);
  await expectNoInnerScroll(page, inlineSelector);
  // From the details to the success without a spinner's short frame between (no height flash).
  const after = (await eventsOf(page, 'height', 'inline')).slice(heightsBefore);
  const successHeight = after.at(-1)!.detail.height as number;
  for (const { detail } of after) {
    expect(detail.height as number).toBeGreaterThanOrEqual(
      Math.min(successHeight, detailsHeight as number) - 1,
    );
  }
  // The booking ends on its own page: the manage link opens it in a tab of its own (the frame's
  // address keeps embed mode while the visitor moves through the page).
  const manage = inline.getByRole('link', { name: 'Reschedule or cancel' });
  await expect(manage).toHaveAttribute('target', '_blank');
  const [managedPage] = await Promise.all([page.context().waitForEvent('page'), manage.click()]);
  await expect(managedPage.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(managedPage.getByText('Inline Visitor')).toBeVisible();
  await managedPage.close();

  // Popup: opens on click, Escape closes it and focus returns to the trigger.
  const trigger = page.getByRole('button', { name: 'Book a call' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Book a meeting' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(page.locator('main')).toHaveAttribute('inert', ''); // the page behind is inert
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Escape pressed inside the booking frame closes it as well, once the new frame is ready (the
  // first opening's frame said so already).
  const readyBefore = (await eventsOf(page, 'ready', 'popup')).length;
  await trigger.click();
  await expect(dialog).toBeVisible();
  await expect
    .poll(async () => (await eventsOf(page, 'ready', 'popup')).length)
    .toBeGreaterThan(readyBefore);
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // A click on the backdrop closes it too.
  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Book through the popup; Tab stays inside the dialog; the close button closes it.
  await trigger.click();
  const popup = page.frameLocator('.slotwise-dialog iframe');
  await expect.poll(async () => (await eventsOf(page, 'ready', 'popup')).length).toBeGreaterThan(1);
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).not.toBeFocused();
  expect(
    await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
  ).toBe(true);
  await bookThrough(popup, 'Popup Visitor');
  await popup.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    popup.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await eventsOf(page, 'booking-successful', 'popup')).length)
    .toBe(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Nothing the third site posted got through.
  const all = await events(page);
  expect(all.filter((e) => e.type === 'booking-successful').map((e) => e.detail.id)).not.toContain(
    'forged',
  );
  expect(all.filter((e) => e.type === 'height').map((e) => e.detail.height)).not.toContain(9999);
  expect(all.filter((e) => e.type === 'error')).toEqual([]);
});

test('elements added after the loader ran are picked up; a bad link reports an error', async ({
  page,
}) => {
  await setE2EClockForFrames(page);
  await page.goto(`${HOST_ORIGIN}/`);
  await expect.poll(async () => (await eventsOf(page, 'ready', 'inline')).length).toBe(1);
  await page.evaluate(() => {
    const late = document.createElement('div');
    late.id = 'late';
    late.setAttribute('data-slotwise-inline', 'jordan-lee/standard');
    document.getElementById('later')!.appendChild(late);
    const bad = document.createElement('div');
    bad.id = 'bad';
    bad.setAttribute('data-slotwise-inline', 'jordan-lee/no-such-link');
    document.getElementById('later')!.appendChild(bad);
  });
  await expect.poll(async () => (await eventsOf(page, 'ready', 'late')).length).toBe(1);
  await expect(page.frameLocator('#late iframe').getByText('with Jordan Lee')).toBeVisible();
  await expect
    .poll(async () => (await eventsOf(page, 'error', 'bad')).map((e) => e.detail.code))
    .toEqual(['link-not-found']);
});

test('signed-in pages refuse to be framed; booking pages and the loader may be', async ({
  request,
}) => {
  const app = await request.get('/preferences');
  expect(app.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  const book = await request.get('/book/jordan-lee/standard');
  expect(book.headers()['content-security-policy']).toBe('frame-ancestors *');
  const loader = await request.get('/embed.js');
  expect(loader.ok()).toBe(true);
  expect(loader.headers()['content-type']).toMatch(/javascript/);
});
