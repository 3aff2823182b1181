import { LANG_NAMES, LANGS, loadLang, matchLang, rememberLang, useLang } from '../../../i18n/lang';
import classes from './language-menu.module.css';

/**
 * The public pages' compact language menu: a native select (the phone's own picker, the keyboard's
 * arrows) listing each language in its own words. The choice is kept for the next public page
 * (the success page, the booking's own page) and replaces a `?lang=` in the address, so a reload
 * shows the language chosen last.
 */
export function LanguageMenu() {
  const { lang, messages } = useLang();
  return (
    <div className={classes.menu}>
      <select
        className={classes.select}
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
