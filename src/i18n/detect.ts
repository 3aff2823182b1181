/**
 * The public pages' languages (docs/decisions.md#the-public-pages-speak-the-visitors-language) and
 * how the one to show is chosen. Pure and tiny, with no React: index.html's boot script reads it
 * too (src/boot/booking-header.ts).
 */
export const LANGS = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja'] as const;
export type Lang = (typeof LANGS)[number];

/** Each language in its own words, as the language menu lists it. */
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
};

/** The locale given to Intl: English is the spec's US English (month first, 12-hour clock). */
export const INTL_LOCALE: Record<Lang, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  'pt-BR': 'pt-BR',
  ja: 'ja-JP',
};

const STORE_KEY = 'slotwise:lang';

/** A BCP 47 tag ('de-AT', 'pt', 'PT-br') as one of ours, or null: the language decides. */
export function matchLang(tag: string | null | undefined): Lang | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  const exact = LANGS.find((lang) => lang.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split(/[-_]/)[0];
  if (base === 'pt') return 'pt-BR';
  return LANGS.find((lang) => lang === base) ?? null;
}

function stored(): Lang | null {
  try {
    return matchLang(window.localStorage.getItem(STORE_KEY));
  } catch {
    return null;
  }
}

/** Keeps the visitor's choice for the next public page (the success page, the booking's page). */
export function rememberLang(lang: Lang) {
  try {
    window.localStorage.setItem(STORE_KEY, lang);
  } catch {
    // Storage refused (private mode, a sandboxed frame): the choice lasts for this page.
  }
}

/**
 * The language to show: `?lang=` in the address (kept as the visitor's choice), else the one the
 * visitor chose before, else the first of the browser's languages we have, else English.
 */
export function initialLang(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Lang {
  const asked = matchLang(new URLSearchParams(search).get('lang'));
  if (asked) {
    rememberLang(asked);
    return asked;
  }
  const chosen = stored();
  if (chosen) return chosen;
  for (const tag of preferred) {
    const lang = matchLang(tag);
    if (lang) return lang;
  }
  return 'en';
}
