import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { enCore } from '../src/i18n/messages/en';
import { enHold } from '../src/i18n/messages/en-hold';
import { enHosts } from '../src/i18n/messages/en-hosts';
import { enManage } from '../src/i18n/messages/en-manage';
import { enSuccess } from '../src/i18n/messages/en-success';
import type { Messages } from '../src/i18n/messages/english';
import { messages as de } from '../src/i18n/messages/de';
import { messages as es } from '../src/i18n/messages/es';
import { messages as fr } from '../src/i18n/messages/fr';
import { messages as ja } from '../src/i18n/messages/ja';
import { messages as ptBR } from '../src/i18n/messages/pt-br';
import { expectNoAxeViolations } from './axe';
import { closeServer, servePage } from './embed-host';
import { openScenario, setE2EClockForFrames } from './helpers';

/**
 * The public pages in each language
 * (docs/decisions.md#the-public-pages-speak-the-visitors-language): the browser's language decides,
 * `?lang=` overrides, and the choice holds through the success page and the booking's own page.
 */
const BOOKING_PAGE = '/book/jordan-lee/standard';
const en: Messages = {
  ...enCore,
  success: enSuccess,
  manage: enManage,
  hold: enHold,
  hosts: enHosts,
};

const LANGUAGES: { browser: string; words: Messages; intl: string }[] = [
  { browser: 'en-US', words: en, intl: 'en-US' },
  { browser: 'es-ES', words: es, intl: 'es-ES' },
  { browser: 'fr-FR', words: fr, intl: 'fr-FR' },
  { browser: 'de-DE', words: de, intl: 'de-DE' },
  { browser: 'pt-BR', words: ptBR, intl: 'pt-BR' },
  { browser: 'ja-JP', words: ja, intl: 'ja-JP' },
];

/** Books the first slot of the first day in `words`, ends on the booking's own page. */
async function bookInLanguage(page: Page, words: Messages, name: string, email: string) {
  await expect(page.getByRole('heading', { name: words.calendar.heading })).toBeVisible();
  await expect(page.getByText(words.page.with('Jordan Lee'))).toBeVisible();
  const slot = page.getByTestId('slot-list').getByRole('button').first();
  await slot.click();
  await expect(page.getByRole('heading', { name: words.details.form })).toBeVisible();
  const nameField = page.getByLabel(words.details.name);
  await nameField.clear();
  await nameField.pressSequentially(name);
  const emailField = page.getByLabel(words.details.email);
  await emailField.clear();
  await emailField.pressSequentially(email);
  await page.getByRole('button', { name: words.details.confirm }).click();
  await expect(page).toHaveURL(/\/book\/success(\?|$)/);
  await expect(page.getByRole('heading', { name: words.success.heading })).toBeVisible();
  await page.getByRole('link', { name: words.success.manage }).click();
  await expect(page).toHaveURL(/\/bookings\/[^/?]+\?token=/);
  await expect(page.getByRole('heading', { name: words.manage.yours })).toBeVisible();
  await expect(page.getByRole('button', { name: words.manage.reschedule })).toBeVisible();
}

for (const { browser, words, intl } of LANGUAGES) {
  test.describe(`a visitor whose browser reads ${browser}`, () => {
    test.use({ locale: browser, timezoneId: 'Europe/Berlin' });

    test('books end to end in that language; success and manage pages follow', async ({ page }) => {
      await openScenario(page, 'default', BOOKING_PAGE);
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        intl.startsWith('pt') ? 'pt-BR' : intl.slice(0, 2),
      );
      await expect(page.getByRole('combobox', { name: words.lang.menu })).toBeVisible();
      await bookInLanguage(page, words, 'Ana Lima', `ana.${browser.toLowerCase()}@example.org`);
      await expectNoAxeViolations(page, `booking's own page in ${browser}`);
    });
  });
}

test.describe('the browser reads German', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('?lang=ja overrides it, and the choice holds through success and the booking’s page', async ({
    page,
  }) => {
    await openScenario(page, 'default', `${BOOKING_PAGE}?lang=ja`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await bookInLanguage(page, ja, 'Lena Vogel', 'lena.vogel@example.org');
    // The e-mail the mock sent the visitor speaks Japanese too, its link opening in Japanese.
    const state = await page.evaluate(async () => {
      const res = await fetch('/__mock/state');
      return (await res.json()) as { invitations: { to: string; subject: string; body: string }[] };
    });
    const invitation = state.invitations.find((i) => i.to === 'lena.vogel@example.org');
    expect(invitation?.subject).toMatch(/^招待状: /);
    expect(invitation?.body).toContain('&lang=ja');
  });

  test('the language menu switches the page in place and keeps the choice', async ({ page }) => {
    await openScenario(page, 'default', BOOKING_PAGE);
    await expect(page.getByRole('heading', { name: de.calendar.heading })).toBeVisible();
    await page.getByRole('combobox', { name: de.lang.menu }).selectOption('fr');
    await expect(page.getByRole('heading', { name: fr.calendar.heading })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: fr.calendar.heading })).toBeVisible();
    await page.getByRole('combobox', { name: fr.lang.menu }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
    await expect(page.getByText(/^\d+ time slot\(s\) available$/)).toBeVisible();
  });
});

/** The slots' times and the chosen day as the page shows them, with their instants. */
async function shownSlots(page: Page) {
  const buttons = page.getByTestId('slot-list').getByRole('button');
  await expect(buttons.first()).toBeVisible();
  const slots: { start: string; label: string; name: string }[] = [];
  for (const button of await buttons.all()) {
    slots.push({
      start: (await button.getAttribute('data-start')) ?? '',
      label: ((await button.textContent()) ?? '').trim(),
      name: (await button.getAttribute('aria-label')) ?? '',
    });
  }
  return slots;
}

for (const { browser, words, zone } of [
  { browser: 'de-DE', words: de, zone: 'Europe/Berlin' },
  { browser: 'ja-JP', words: ja, zone: 'Asia/Tokyo' },
]) {
  test.describe(`slot times and dates in ${browser}`, () => {
    test.use({ locale: browser, timezoneId: zone });

    test('are Intl’s for the same instants, 24-hour by the locale’s habit', async ({ page }) => {
      await openScenario(page, 'default', BOOKING_PAGE);
      await expect(page.getByRole('heading', { name: words.calendar.heading })).toBeVisible();
      await expect(page.getByRole('button', { name: '24h', pressed: true })).toBeVisible();
      const slots = await shownSlots(page);
      const time = new Intl.DateTimeFormat(browser, {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      const day = new Intl.DateTimeFormat(browser, {
        timeZone: zone,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
      });
      const long = new Intl.DateTimeFormat(browser, {
        timeZone: zone,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      });
      for (const slot of slots) {
        const at = Date.parse(slot.start);
        expect(slot.label).toBe(time.format(at));
        expect(slot.name).toBe(words.calendar.slotLabel(time.format(at), long.format(at)));
      }
      const first = Date.parse(slots[0]!.start);
      await expect(page.getByRole('heading', { level: 3, name: day.format(first) })).toBeVisible();
      await expect(
        page.getByText(words.calendar.slotCount(slots.length, browser), { exact: true }),
      ).toBeVisible();

      // 12 hours on request: still Intl's words for the same instants.
      await page.getByRole('button', { name: '12h' }).click();
      const twelve = new Intl.DateTimeFormat(browser, {
        timeZone: zone,
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
      });
      for (const slot of await shownSlots(page)) {
        expect(slot.label).toBe(twelve.format(Date.parse(slot.start)));
      }
    });
  });
}

test.describe('an embed with data-slotwise-lang', () => {
  // The host's page on another port, as in embed.spec.ts; its visitor's browser reads English.
  const HOST = `http://127.0.0.1:${5610 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`;
  let server: Server;
  test.beforeAll(async ({ baseURL }) => {
    const app = new URL(baseURL!).origin;
    server = await servePage(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host site</title>
<script src="${app}/embed.js" async></script></head>
<body><main><h1>Host site</h1>
<div id="inline" data-slotwise-inline="jordan-lee/standard" data-slotwise-lang="de"
     data-slotwise-tz="Europe/Berlin"></div></main></body></html>`,
      HOST,
    );
  });
  test.afterAll(async () => {
    await closeServer(server);
  });

  test('shows the framed booking page in German, the host page staying as it is', async ({
    page,
  }) => {
    await setE2EClockForFrames(page);
    await page.goto(`${HOST}/`);
    const frame = page.frameLocator('#inline iframe');
    await expect(frame.getByRole('heading', { name: de.calendar.heading })).toBeVisible({
      timeout: 20_000,
    });
    await expect(frame.getByText(de.page.with('Jordan Lee'))).toBeVisible();
    await expect(frame.getByText(/^\d+ freie Zeit(en)?$/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
