import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { closeServer, EVENT_LOGGER, loggedEvents, servePage } from './embed-host';

/**
 * The embed across sites, on the production build (mocks off, the HTTP mock server behind the
 * preview proxy): a host page on 127.0.0.2 embeds an inline booking page from 127.0.0.1 and books
 * through it; a page on 127.0.0.3 forges messages to both sides. (The in-browser mocks cannot run
 * in a cross-site frame whose storage this Chromium denies; the production app needs no storage.)
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const HOST_ORIGIN = `http://127.0.0.2:${5610 + OFFSET}`;
const THIRD_ORIGIN = `http://127.0.0.3:${5611 + OFFSET}`;

const hostPage = (appOrigin: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host site</title>
${EVENT_LOGGER}</head>
<body><main>
  <h1>Host site</h1>
  <div id="inline" data-slotwise-inline="jordan-lee/standard"
       data-slotwise-name="Cross Site" data-slotwise-email="cross.site@example.org"></div>
  <iframe id="third" title="Third party" src="${THIRD_ORIGIN}/"></iframe>
</main>
<script src="${appOrigin}/embed.js" async></script>
</body></html>`;

const THIRD_PAGE = `<!doctype html><html lang="en"><head><title>Third party</title></head><body>
<script>
  window.forge = () => {
    const wrap = (type, data) => ({ protocol: 'slotwise-embed', version: 1, type, data });
    parent.postMessage(wrap('booking-successful', { id: 'forged', title: 'Forged', startTime: '2030-01-01T10:00:00.000Z', endTime: '2030-01-01T10:30:00.000Z' }), '*');
    parent.postMessage(wrap('error', { code: 'forged' }), '*');
    for (let i = 0; i < parent.frames.length; i++) {
      parent.frames[i].postMessage(wrap('init', { name: 'Forged Name' }), '*');
    }
  };
</script></body></html>`;

let servers: Server[] = [];

test.beforeAll(async ({ baseURL }) => {
  const appOrigin = new URL(baseURL!).origin;
  servers = [
    await servePage(hostPage(appOrigin), HOST_ORIGIN),
    await servePage(THIRD_PAGE, THIRD_ORIGIN),
  ];
});

test.afterAll(async () => {
  await Promise.all(servers.map(closeServer));
});

const eventsOf = loggedEvents;

test('a host page on another site books through an inline embed', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/`);
  const inline = page.frameLocator('#inline iframe');
  await expect.poll(async () => (await eventsOf(page, 'ready')).length).toBe(1);
  await expect(inline.getByText('Powered by')).toBeVisible();
  const firstHeight = (await eventsOf(page, 'height')).at(-1)!.detail.height;

  await page
    .frame({ url: THIRD_ORIGIN + '/' })!
    .evaluate(() => (window as unknown as { forge: () => void }).forge());

  const slot = inline.getByTestId('slot-list').getByRole('button').first();
  const start = await slot.getAttribute('data-start');
  await slot.click();
  await expect(inline.getByLabel('Full Name')).toHaveValue('Cross Site');
  await expect
    .poll(async () => (await eventsOf(page, 'height')).at(-1)!.detail.height)
    .not.toBe(firstHeight);
  await inline.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    inline.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
  ).toBeVisible();
  await expect.poll(async () => (await eventsOf(page, 'booking-successful')).length).toBe(1);
  const [booked] = await eventsOf(page, 'booking-successful');
  expect(booked!.detail.startTime).toBe(start);
  expect(booked!.detail.id).toMatch(/\S/);
  expect(booked!.detail.id).not.toBe('forged');
  expect(await eventsOf(page, 'error')).toEqual([]);

  // The id is the booking's: the server's invitation for it went to the visitor (and the host
  // was told of it too).
  const state = await page.request.get(`${process.env.E2E_MOCK_SERVER_URL}/__mock/state`);
  const { invitations } = (await state.json()) as {
    invitations: { to: string; bookingId: string }[];
  };
  const told = invitations.filter((i) => i.bookingId === booked!.detail.id).map((i) => i.to);
  expect(told.sort()).toEqual(['cross.site@example.org', 'jordan.lee@example.com']);
});
