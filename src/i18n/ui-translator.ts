import { createTranslator, type Translator } from './translator';

let current: Translator | undefined;

/**
 * The browser's language, through `browser.i18n` (the thin adapter over it): the catalogue Chrome or
 * Firefox picked from the user's language, falling back to `default_locale` for a missing message.
 * Made on first use, so importing it costs nothing and tests can give `browser.i18n` its catalogue.
 * Through the `chrome` global (Firefox has it too), not `wxt/browser`: components import this, and
 * under jsdom WXT's mock of `wxt/browser` loads its Vite plugin.
 */
function translator(): Translator {
  current ??= createTranslator(
    // The catalogue's own tag, not getUILanguage(): Chromium without a language's UI pack (Debian's
    // ships en-US only) serves that language's catalogue for --lang=de yet reports en-US, and the
    // words, <html lang>, plurals and numbers must all be one language.
    chrome.i18n.getMessage('catalogLocale') || chrome.i18n.getUILanguage(),
    (key, substitutions) => chrome.i18n.getMessage(key, substitutions),
    chrome.i18n.getMessage('@@bidi_dir') === 'rtl' ? 'rtl' : 'ltr',
  );
  return current;
}

/** The interface's words: `ui.t('key')`, `ui.plural('key', n)`, `ui.bytes(n)`… */
export const ui: Translator = {
  get locale() {
    return translator().locale;
  },
  get dir() {
    return translator().dir;
  },
  t: (key, ...subs) => translator().t(key, ...subs),
  plural: (key, count, ...subs) => translator().plural(key, count, ...subs),
  number: (value, options) => translator().number(value, options),
  bytes: (value) => translator().bytes(value),
  duration: (value, unit) => translator().duration(value, unit),
  list: (items) => translator().list(items),
};

/** `<html lang dir>` for an extension page: screen readers pick their voice from it, and CSS its direction. */
export function applyDocumentLanguage(root: HTMLElement = document.documentElement): void {
  root.lang = ui.locale;
  root.dir = ui.dir;
}
