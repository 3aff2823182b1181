import { useSyncExternalStore } from 'react';
import { enCore, type CoreMessages } from './messages/en';
import type { Messages } from './messages/english';
import { INTL_LOCALE, type Lang } from './detect';

export { plural } from './plural';
export { LANGS, LANG_NAMES, initialLang, matchLang, rememberLang, type Lang } from './detect';

/**
 * The public pages' languages (docs/decisions.md#the-public-pages-speak-the-visitors-language):
 * which one is shown, its catalogue and its Intl locale. English is built in; any other language's
 * catalogue is its own chunk, loaded once chosen (`loadLang`), so a visitor reading English
 * downloads no other language's words. The signed-in app stays in English and never reads this.
 */
const loaders: Record<Exclude<Lang, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('./messages/es'),
  fr: () => import('./messages/fr'),
  de: () => import('./messages/de'),
  'pt-BR': () => import('./messages/pt-br'),
  ja: () => import('./messages/ja'),
};

/** English holds only the shared words here: each page brings its own English (`usePageWords`). */
let current: { lang: Lang; messages: CoreMessages | Messages } = { lang: 'en', messages: enCore };
const listeners = new Set<() => void>();

/** Shows the public pages in `lang` once its catalogue is there. */
export async function loadLang(lang: Lang): Promise<void> {
  const messages = lang === 'en' ? enCore : (await loaders[lang]()).messages;
  if (current.lang === lang) return;
  current = { lang, messages };
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  listeners.forEach((listener) => listener());
}

/** The language shown now. */
export function currentLang(): Lang {
  return current.lang;
}

/** The Intl locale of the language shown now ('en-US', 'de-DE', 'ja-JP', ...). */
export function intlLocale(lang: Lang = current.lang): string {
  return INTL_LOCALE[lang];
}

/** The shared words shown now, outside React. */
export function messages(): CoreMessages {
  return current.messages;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The language shown and its words: a component re-renders when the visitor changes it. */
export function useLang(): { lang: Lang; messages: CoreMessages; locale: string } {
  const { lang, messages: words } = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { lang, messages: words, locale: INTL_LOCALE[lang] };
}

/** The shared words shown now, re-rendering on a change of language. */
export function useMessages(): CoreMessages {
  return useLang().messages;
}

/**
 * A page's own words ('success', 'manage', the held time's 'hold') in the language shown: the page
 * passes its English (a module of its own chunk), the other languages' catalogues have them all.
 */
export function usePageWords<K extends 'success' | 'manage' | 'hold' | 'hosts'>(
  key: K,
  english: Messages[K],
): Messages[K] {
  const { lang, messages: words } = useSyncExternalStore(subscribe, snapshot, snapshot);
  return lang === 'en' ? english : (words as Messages)[key];
}

/** 15 -> '15 minutes', 90 -> '1.5 hours' (English), '1,5 Stunden' (German), '90分' (Japanese). */
export function durationText(minutes: number, words: CoreMessages, locale: string): string {
  if (minutes >= 60 && minutes % 30 === 0) return words.duration.hours(minutes / 60, locale);
  return words.duration.minutes(minutes, locale);
}
