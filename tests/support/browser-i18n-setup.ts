import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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

// The answer-language catalogues are read from the extension's own `/_locales/<l>/messages.json`
// (src/i18n/catalogs.ts): in Node, from public/_locales; every other request goes to the real fetch.
const realFetch = globalThis.fetch;
const LOCALES = join(import.meta.dirname, '../../public/_locales');
globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const match = /^\/_locales\/([\w-]+)\/messages\.json$/u.exec(path);
  if (!match) return realFetch(input, init);
  try {
    return new Response(await readFile(join(LOCALES, match[1]!, 'messages.json')), { headers: { 'content-type': 'application/json' } });
  } catch {
    return new Response('', { status: 404 });
  }
}) as typeof fetch;
