import { LANG_NAMES, LANGS, loadLang, matchLang, rememberLang, useLang } from '../../../i18n/lang';
import type { CSSProperties } from 'react';

/**
 * The public pages' compact language menu: a native select (the phone's own picker, the keyboard's
 * arrows) listing each language in its own words. The choice is kept for the next public page
 * (the success page, the booking's own page) and replaces a `?lang=` in the address, so a reload
 * shows the language chosen last.
 */
// Logical properties only (as on all public pages): a right-to-left language needs no change here.
// Inline, not a stylesheet: one file less on the booking page's first load.
const MENU: CSSProperties = { display: 'flex', justifyContent: 'center' };
const SELECT: CSSProperties = {
  font: 'inherit',
  fontSize: 'var(--mantine-font-size-sm)',
  color: 'var(--mantine-color-gray-8)',
  background: 'var(--mantine-color-white)',
  border: '1px solid var(--mantine-color-gray-5)',
  borderRadius: 'var(--mantine-radius-sm)',
  paddingBlock: 2,
  paddingInline: 8,
  maxInlineSize: '100%',
  minBlockSize: 32,
};

export function LanguageMenu() {
  const { lang, messages } = useLang();
  return (
    <div style={MENU}>
      <select
        style={SELECT}
        aria-label={messages.lang.menu}
        value={lang}
        onChange={(event) => {
          const next = matchLang(event.currentTarget.value);
          if (!next) return;
          rememberLang(next);
          const url = new URL(window.location.href);
          if (url.searchParams.has('lang')) {
            url.searchParams.set('lang', next);
            window.history.replaceState(window.history.state, '', url);
          }
          void loadLang(next);
        }}
      >
        {LANGS.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANG_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
