import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt } from '../../../test/app-at';
import { bookingBackend, MANAGED_PATH } from '../test-seed';

/**
 * The public pages in German and Japanese (docs/decisions.md#the-public-pages-speak-the-visitors-language), at 375 px: German's long words must wrap
 * inside the page, never widen it. The language is the visitor's choice kept from before (as
 * the language menu keeps it); every story forgets it afterwards.
 */
const LANG_KEY = 'slotwise:lang';
const CHOICES = ['slotwise:booking:time-zone', 'slotwise:booking:clock'];

function inLanguage(lang: string) {
  return () => {
    CHOICES.forEach((key) => window.localStorage.removeItem(key));
    window.localStorage.setItem(LANG_KEY, lang);
    // A Berlin visitor (zone kept as the visitor's choice): times the same on any machine.
    window.localStorage.setItem('slotwise:booking:time-zone', 'Europe/Berlin');
    return () => {
      window.localStorage.removeItem(LANG_KEY);
      CHOICES.forEach((key) => window.localStorage.removeItem(key));
      document.documentElement.dir = '';
    };
  };
}

/**
 * Nothing is wider than the page (no horizontal scrolling at 375 px), and no button's label is
 * cut short.
 */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument;
  await waitFor(() =>
    expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth),
  );
  for (const label of canvasElement.querySelectorAll<HTMLElement>('.mantine-Button-label')) {
    await expect(label.scrollWidth, label.textContent ?? '').toBeLessThanOrEqual(
      label.clientWidth + 1,
    );
  }
  for (const element of canvasElement.querySelectorAll<HTMLElement>(
    'h1, h2, h3, p, label, button',
  )) {
    const box = element.getBoundingClientRect();
    if (box.width === 0) continue;
    await expect(box.right, element.textContent ?? '').toBeLessThanOrEqual(
      doc.documentElement.clientWidth + 0.5,
    );
  }
}

const meta = {
  title: 'Screens/Booking page/In other languages',
  component: AppAt,
  args: { path: '/book/jordan-lee/standard' },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const calendar = ({ msw }: StoryContext) => bookingBackend(msw);

export const GermanCalendar: Story = {
  beforeEach: [inLanguage('de'), calendar],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Datum und Uhrzeit wählen' }, { timeout: 5000 });
    await expect(canvas.getByText('mit Jordan Lee')).toBeVisible();
    await expect(canvas.getByText('30 Minuten')).toBeVisible();
    // A Monday-first grid, in German.
    const headers = canvasElement.querySelectorAll('thead abbr');
    await expect(headers[0]).toHaveAttribute('title', 'Montag');
    await expect(canvas.getByText(/^\d+ freie Zeit(en)?$/)).toBeVisible();
    // 24 hours by the locale's habit.
    await expect(canvas.getByRole('button', { name: '24h', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expectNoOverflow(canvasElement);
  },
};

export const JapaneseCalendar: Story = {
  beforeEach: [inLanguage('ja'), calendar],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '日時を選択' }, { timeout: 5000 });
    await expect(canvas.getByText('Jordan Leeさんとのミーティング')).toBeVisible();
    await expect(canvas.getByText('30分')).toBeVisible();
    const headers = canvasElement.querySelectorAll('thead abbr');
    await expect(headers[0]).toHaveTextContent('日');
    await expect(canvas.getByText(/^空き時間 \d+件$/)).toBeVisible();
    await expect(canvas.getByText(/^\d{4}年\d{1,2}月$/)).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

async function toDetails(canvasElement: HTMLElement, heading: string, form: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: heading }, { timeout: 5000 });
  const first = within(canvas.getByTestId('slot-list')).getAllByRole('button')[0]!;
  await userEvent.click(first);
  await canvas.findByRole('heading', { name: form });
  return canvas;
}

/** The details step with the form's errors: the longest German words on the page. */
export const GermanDetailsWithErrors: Story = {
  beforeEach: [inLanguage('de'), calendar],
  async play({ canvasElement }) {
    const canvas = await toDetails(canvasElement, 'Datum und Uhrzeit wählen', 'Ihre Angaben');
    await userEvent.clear(canvas.getByLabelText('Vollständiger Name'));
    await userEvent.clear(canvas.getByLabelText('E-Mail-Adresse'));
    await userEvent.click(canvas.getByRole('button', { name: 'Buchung bestätigen' }));
    await expect(await canvas.findByText('Bitte geben Sie Ihren Namen ein')).toBeVisible();
    await expect(canvas.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zurück zum Kalender' })).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

export const JapaneseDetails: Story = {
  beforeEach: [inLanguage('ja'), calendar],
  async play({ canvasElement }) {
    const canvas = await toDetails(canvasElement, '日時を選択', 'お客様情報の入力');
    await expect(canvas.getByText('所要時間')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '予約を確定する' })).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

const SUCCESS =
  '/book/success?id=bkg_1&token=tok_1&title=1-1%20meeting%20with%20Ana&start=2026-11-26T18%3A30%3A00.000Z&end=2026-11-26T19%3A00%3A00.000Z&tz=Europe%2FBerlin&clock=24h&host=Jordan%20Lee&at=2026-11-18T14%3A30%3A00.000Z';

export const GermanSuccess: Story = {
  args: { path: SUCCESS },
  beforeEach: [inLanguage('de')],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Termin erfolgreich gebucht!' });
    await expect(canvas.getByText('Donnerstag, 26. November 2026 · 19:30 – 20:00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Verschieben oder absagen' })).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

export const JapaneseSuccess: Story = {
  args: { path: SUCCESS },
  beforeEach: [inLanguage('ja')],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'ミーティングの予約が完了しました!' });
    await expect(canvas.getByText('2026年11月26日木曜日 · 19:30 – 20:00')).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

const managed = ({ msw }: StoryContext) => bookingBackend(msw, { managed: 'confirmed' });

export const GermanManage: Story = {
  args: { path: MANAGED_PATH },
  beforeEach: [inLanguage('de'), managed],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Ihre Buchung' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Buchung absagen' }));
    await expect(canvas.getByRole('heading', { name: 'Diese Buchung absagen' })).toBeVisible();
    await expect(canvas.getByText('Wird Jordan Lee mitgeteilt.')).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

export const JapaneseManage: Story = {
  args: { path: MANAGED_PATH },
  beforeEach: [inLanguage('ja'), managed],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'ご予約内容' }, { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: '日時を変更' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '予約をキャンセル' })).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

/**
 * Pseudo right-to-left: the German booking page with `dir="rtl"` on the document, as a
 * right-to-left language would set it. The logical properties turn the layout round: the month's
 * arrows swap sides and point outwards, the clock switch's rounded ends follow.
 */
export const PseudoRightToLeft: Story = {
  beforeEach: [
    inLanguage('de'),
    calendar,
    () => {
      document.documentElement.dir = 'rtl';
    },
  ],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Datum und Uhrzeit wählen' }, { timeout: 5000 });
    const previous = canvas.getByRole('button', { name: 'Vorheriger Monat' });
    const next = canvas.getByRole('button', { name: 'Nächster Monat' });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
    await expectNoOverflow(canvasElement);
  },
};
