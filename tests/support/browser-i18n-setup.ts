import { fakeBrowser } from 'wxt/testing/fake-browser';
import english from '../../public/_locales/en/messages.json';
import { formatMessage } from '../../src/i18n/format-message';
import type { Catalog } from '../../src/i18n/message-key';

// WXT's fakeBrowser leaves browser.i18n unimplemented: give it the English catalogue, read as the
// browser reads it (the same formatMessage the answer-language catalogues use), so components
// under test show the words a user with an English browser sees.
const catalog: Catalog = english;
fakeBrowser.i18n.getMessage = ((key: string, substitutions?: string | Array<string | number>) => {
  const entry = catalog[key];
  if (key === '@@bidi_dir') return 'ltr';
  const subs = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions.map(String) : [substitutions];
  return entry ? formatMessage(entry, subs) : '';
}) as typeof fakeBrowser.i18n.getMessage;
fakeBrowser.i18n.getUILanguage = () => 'en';
