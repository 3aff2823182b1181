import type { Lang } from './detect';

/**
 * The few words index.html's boot skeleton and early header show before the app arrives (the
 * booking page's "Loading booking page...", "Powered by", "with {host}" and the duration), in each
 * language. Inlined into index.html, so only these words, not the catalogues: catalogues.test.ts
 * checks that they say exactly what the catalogues say.
 */
interface BootWords {
  loading: string;
  poweredBy: string;
  /** "with {host}": the text before and after the host's name. */
  with: [string, string];
  minute: { one: string; other: string };
  hour: { one: string; other: string };
}

export const BOOT_WORDS: Record<Lang, BootWords> = {
  en: {
    loading: 'Loading booking page...',
    poweredBy: 'Powered by',
    with: ['with ', ''],
    minute: { one: 'minute', other: 'minutes' },
    hour: { one: 'hour', other: 'hours' },
  },
  es: {
    loading: 'Cargando la página de reservas…',
    poweredBy: 'Con la tecnología de',
    with: ['con ', ''],
    minute: { one: 'minuto', other: 'minutos' },
    hour: { one: 'hora', other: 'horas' },
  },
  fr: {
    loading: 'Chargement de la page de réservation…',
    poweredBy: 'Propulsé par',
    with: ['avec ', ''],
    minute: { one: 'minute', other: 'minutes' },
    hour: { one: 'heure', other: 'heures' },
  },
  de: {
    loading: 'Buchungsseite wird geladen …',
    poweredBy: 'Bereitgestellt von',
    with: ['mit ', ''],
    minute: { one: 'Minute', other: 'Minuten' },
    hour: { one: 'Stunde', other: 'Stunden' },
  },
  'pt-BR': {
    loading: 'Carregando a página de agendamento...',
    poweredBy: 'Desenvolvido por',
    with: ['com ', ''],
    minute: { one: 'minuto', other: 'minutos' },
    hour: { one: 'hora', other: 'horas' },
  },
  ja: {
    loading: '予約ページを読み込んでいます…',
    poweredBy: '提供:',
    with: ['', 'さんとのミーティング'],
    minute: { one: '分', other: '分' },
    hour: { one: '時間', other: '時間' },
  },
};

/** The INTL locale of each language (as src/i18n/detect.ts's), for numbers and plural rules. */
const LOCALE: Record<Lang, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  'pt-BR': 'pt-BR',
  ja: 'ja-JP',
};

/** "with Jordan Lee" in the language. */
export function bootWith(lang: Lang, host: string): string {
  const [before, after] = BOOT_WORDS[lang].with;
  return `${before}${host}${after}`;
}

/** The duration as the booking page's header says it: '30 minutes', '1,5 Stunden', '90分'. */
export function bootDuration(lang: Lang, minutes: number): string {
  const hours = minutes >= 60 && minutes % 30 === 0;
  const count = hours ? minutes / 60 : minutes;
  const locale = LOCALE[lang];
  const forms = BOOT_WORDS[lang][hours ? 'hour' : 'minute'];
  // English says '1.5 hours' (the spec's form): its own rule, one only for exactly 1.
  const rule =
    lang === 'en' ? (count === 1 ? 'one' : 'other') : new Intl.PluralRules(locale).select(count);
  const word = rule === 'one' ? forms.one : forms.other;
  const number = new Intl.NumberFormat(locale).format(count);
  return lang === 'ja' ? `${number}${word}` : `${number} ${word}`;
}
