import { afterEach, describe, expect, it } from 'vitest';
import {
  firstWeekday,
  formatDayTitle,
  formatLongDate,
  formatMonth,
  monthWeeks,
  weekdayNames,
} from '../features/booking/calendar-dates';
import { visitorEnv } from '../features/booking/visitor-env';
import { describeTime } from '../features/booking/components/booking-success-page';
import { enCore } from './messages/en';
import { en } from './messages/english';
import {
  currentLang,
  durationText,
  initialLang,
  intlLocale,
  loadLang,
  matchLang,
  messages,
} from './lang';
import { formatTime } from '../domain/time-text';

afterEach(async () => {
  window.localStorage.clear();
  await loadLang('en');
});

describe('choosing the language', () => {
  it('matches browser tags to ours: region variants, Portuguese as Brazilian, unknown ones not', () => {
    expect(matchLang('de-AT')).toBe('de');
    expect(matchLang('pt')).toBe('pt-BR');
    expect(matchLang('pt-PT')).toBe('pt-BR');
    expect(matchLang('PT-br')).toBe('pt-BR');
    expect(matchLang('ja-JP')).toBe('ja');
    expect(matchLang('es-419')).toBe('es');
    expect(matchLang('nl-NL')).toBeNull();
    expect(matchLang('')).toBeNull();
  });

  it('takes ?lang= first (and keeps it), then the choice kept, then the browser’s, then English', () => {
    expect(initialLang('', ['nl-NL', 'fr-CA', 'de'])).toBe('fr');
    expect(initialLang('', ['nl-NL'])).toBe('en');
    expect(initialLang('?lang=ja', ['fr-FR'])).toBe('ja');
    // Kept for the next page (the success page, the booking's own page).
    expect(initialLang('', ['fr-FR'])).toBe('ja');
    expect(initialLang('?lang=klingon', ['fr-FR'])).toBe('ja');
  });

  it('loads a language’s catalogue on demand and sets the document’s language', async () => {
    await loadLang('de');
    expect(currentLang()).toBe('de');
    expect(intlLocale()).toBe('de-DE');
    expect(messages().calendar.heading).toBe('Datum und Uhrzeit wählen');
    expect(document.documentElement.lang).toBe('de');
    await loadLang('en');
    expect(messages()).toBe(enCore);
  });
});

describe('formatting in the page’s locale, checked against Intl for the same instants', () => {
  const start = '2026-11-26T18:30:00.000Z';
  const end = '2026-11-26T19:00:00.000Z';
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options);

  it.each(['de-DE', 'ja-JP'])('%s: slot times, dates, months and weekdays', (locale) => {
    const tz = 'Europe/Berlin';
    expect(formatTime(start, tz, '24h', locale)).toBe(
      intl(locale, { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        Date.parse(start),
      ),
    );
    expect(formatTime(start, tz, '12h', locale)).toBe(
      intl(locale, { timeZone: tz, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(
        Date.parse(start),
      ),
    );
    const day = Date.UTC(2026, 10, 26);
    expect(formatLongDate('2026-11-26', locale)).toBe(
      intl(locale, {
        timeZone: 'UTC',
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }).format(day),
    );
    expect(formatDayTitle('2026-11-26', locale)).toBe(
      intl(locale, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(day),
    );
    expect(formatMonth('2026-11', locale)).toBe(
      intl(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
        Date.UTC(2026, 10, 1),
      ),
    );
    expect(describeTime(start, end, tz, '24h', locale)).toBe(
      `${intl(locale, { timeZone: tz, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(Date.parse(start))} · ${formatTime(start, tz, '24h', locale)} – ${formatTime(end, tz, '24h', locale)}`,
    );
  });

  it('German: 19:30 on Thursday, 26 November (not 7:30 PM), a week from Monday, 24 hours', () => {
    expect(formatTime(start, 'Europe/Berlin', '24h', 'de-DE')).toBe('19:30');
    expect(formatLongDate('2026-11-26', 'de-DE')).toBe('Donnerstag, 26. November 2026');
    expect(firstWeekday('de-DE')).toBe(1);
    expect(weekdayNames(1, 'de-DE')[0]!.long).toBe('Montag');
    // November 2026 starts on a Sunday: a Monday-first grid has six blanks before it.
    expect(monthWeeks('2026-11', 1)[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(visitorEnv.clockFormat('de-DE')).toBe('24h');
  });

  it('Japanese: 2026年11月26日木曜日, a week from Sunday, and the time in the locale’s words', () => {
    expect(formatLongDate('2026-11-26', 'ja-JP')).toBe('2026年11月26日木曜日');
    expect(formatMonth('2026-11', 'ja-JP')).toBe('2026年11月');
    expect(firstWeekday('ja-JP')).toBe(0);
    expect(weekdayNames(0, 'ja-JP').map((day) => day.short)).toEqual([
      '日',
      '月',
      '火',
      '水',
      '木',
      '金',
      '土',
    ]);
    expect(formatTime(start, 'Asia/Tokyo', '24h', 'ja-JP')).toBe('03:30');
  });

  it('US English keeps the spec’s forms: 12 hours, Sunday first', () => {
    expect(formatTime(start, 'America/New_York', '12h', 'en-US')).toBe('1:30 PM');
    expect(firstWeekday('en-US')).toBe(0);
    expect(visitorEnv.clockFormat('en-US')).toBe('12h');
  });
});

describe('plurals by each language’s rules', () => {
  it('English keeps the spec’s literal "(s)"; the others choose by Intl.PluralRules', async () => {
    expect(en.calendar.slotCount(1, 'en-US')).toBe('1 time slot(s) available');
    expect(en.calendar.slotCount(3, 'en-US')).toBe('3 time slot(s) available');
    await loadLang('de');
    expect(messages().calendar.slotCount(1, 'de-DE')).toBe('1 freie Zeit');
    expect(messages().calendar.slotCount(2, 'de-DE')).toBe('2 freie Zeiten');
    await loadLang('fr');
    // French counts 0 and 1 as singular.
    expect(messages().calendar.slotCount(0, 'fr-FR')).toBe('0 créneau disponible');
    expect(messages().calendar.slotCount(2, 'fr-FR')).toBe('2 créneaux disponibles');
    await loadLang('ja');
    expect(messages().calendar.slotCount(5, 'ja-JP')).toBe('空き時間 5件');
  });

  it('durations: English as before, the others in their words and numbers', async () => {
    expect(durationText(30, en, 'en-US')).toBe('30 minutes');
    expect(durationText(90, en, 'en-US')).toBe('1.5 hours');
    expect(durationText(60, en, 'en-US')).toBe('1 hour');
    await loadLang('de');
    expect(durationText(90, messages(), 'de-DE')).toBe('1,5 Stunden');
    expect(durationText(1, messages(), 'de-DE')).toBe('1 Minute');
    await loadLang('pt-BR');
    expect(durationText(60, messages(), 'pt-BR')).toBe('1 hora');
    await loadLang('ja');
    expect(durationText(45, messages(), 'ja-JP')).toBe('45分');
  });
});
