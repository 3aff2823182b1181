import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateBookingForm } from '../features/booking/booking-form';
import { BOOT_WORDS, bootDuration, bootWith } from './boot-words';
import { INTL_LOCALE, type Lang } from './detect';
import { durationText } from './lang';
import { en, type Messages } from './messages/english';
import { messages as es } from './messages/es';
import { messages as fr } from './messages/fr';
import { messages as de } from './messages/de';
import { messages as ptBR } from './messages/pt-br';
import { messages as ja } from './messages/ja';

/**
 * The catalogues' check (CI runs it with the unit tests): every language has exactly English's
 * messages, of the same kind, and English has no message the pages no longer use.
 */
const CATALOGUES = { es, fr, de, 'pt-BR': ptBR, ja } as const;

/** 'section.key' paths, with 'string' or the function's arity. */
function shape(catalogue: object): Map<string, string> {
  const paths = new Map<string, string>();
  for (const [section, entries] of Object.entries(catalogue)) {
    for (const [key, value] of Object.entries(entries as object)) {
      paths.set(
        `${section}.${key}`,
        typeof value === 'function' ? `function/${(value as () => string).length}` : typeof value,
      );
    }
  }
  return paths;
}

/** The source files that read catalogues: the public pages and the i18n module. */
function sources(): string {
  const roots = ['src/features/booking', 'src/i18n', 'src/boot'];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'messages' && entry.name !== '__screenshots__') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        files.push(path);
      }
    }
  };
  roots.forEach(walk);
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('message catalogues', () => {
  const english = shape(en);

  it.each(Object.entries(CATALOGUES))('%s has exactly the messages English has', (_, catalogue) => {
    const own = shape(catalogue);
    const missing = [...english.keys()].filter((path) => !own.has(path));
    const unused = [...own.keys()].filter((path) => !english.has(path));
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
    for (const [path, kind] of english)
      expect(`${path}: ${own.get(path)}`).toBe(`${path}: ${kind}`);
  });

  it.each(Object.entries(CATALOGUES))(
    '%s is translated: no message is English’s own',
    (_, catalogue) => {
      // Words that stay the same in every language: the product's and the calendars' names.
      const sameEverywhere = new Set(['success.google', 'success.outlook', 'details.date']);
      const own = shape(catalogue);
      const copied = [...english.keys()].filter((path) => {
        if (sameEverywhere.has(path) || english.get(path) !== 'string') return false;
        const [section, key] = path.split('.') as [keyof typeof en, string];
        const text = (catalogue[section] as Record<string, unknown>)[key];
        return own.has(path) && text === (en[section] as Record<string, unknown>)[key];
      });
      expect(copied).toEqual([]);
    },
  );

  it('English has no message the pages no longer read', () => {
    const code = sources();
    const unread = [...english.keys()].filter((path) => {
      const key = path.split('.')[1]!;
      return !new RegExp(`\\.${key}\\b`).test(code);
    });
    expect(unread).toEqual([]);
  });

  it('the booking form’s validation messages are the catalogue’s English, so each is translated', () => {
    const empty = validateBookingForm({ name: '', email: '' });
    const invalid = validateBookingForm({ name: 'Ana', email: 'not-an-address' });
    expect(empty.success ? null : empty.errors).toEqual({
      name: en.details.nameRequired,
      email: en.details.emailRequired,
    });
    expect(invalid.success ? null : invalid.errors.email).toBe(en.details.emailInvalid);
  });

  it.each(Object.entries({ en, ...CATALOGUES }) as [Lang, Messages][])(
    '%s: the boot skeleton’s and early header’s words are the catalogue’s',
    (lang, catalogue) => {
      const locale = INTL_LOCALE[lang];
      expect(BOOT_WORDS[lang].loading).toBe(catalogue.page.loading);
      expect(BOOT_WORDS[lang].poweredBy).toBe(catalogue.page.poweredBy);
      expect(bootWith(lang, 'Jordan Lee')).toBe(catalogue.page.with('Jordan Lee'));
      for (const minutes of [1, 15, 30, 45, 60, 90, 120, 150]) {
        expect(bootDuration(lang, minutes)).toBe(durationText(minutes, catalogue, locale));
      }
    },
  );
});
