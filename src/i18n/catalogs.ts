import type { Catalog } from './message-key';
import { formatMessage } from './format-message';
import { createTranslator, type Translator } from './translator';

/**
 * The catalogues' folder names under `public/_locales/` (catalogs.test.ts checks them against the folders).
 * Each is read from the packaged `_locales/<locale>/messages.json`, the file the browser's i18n reads, when
 * an answer is wanted in the question's language: bundling them as well doubled their weight in the build.
 */
export const CATALOG_LOCALES: readonly string[] = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh_CN'];
const byLocale = new Set(CATALOG_LOCALES);
const loaded = new Map<string, Promise<Catalog>>();

/**
 * The catalogue for a language tag, the way Chrome falls back: "pt-BR" → pt, "zh", "zh-Hans" or
 * "zh-SG" → zh_CN, "de-AT" → de; undefined when there is none.
 */
export function catalogLocale(tag: string): string | undefined {
  const parts = tag.replace(/_/gu, '-').split('-');
  const language = parts[0]!.toLowerCase();
  const region = parts.slice(1).find((p) => p.length === 2)?.toUpperCase();
  const exact = region ? `${language}_${region}` : undefined;
  if (exact && byLocale.has(exact)) return exact;
  if (byLocale.has(language)) return language;
  return CATALOG_LOCALES.find((l) => l.startsWith(`${language}_`));
}

export async function loadCatalog(locale: string): Promise<Catalog> {
  if (!byLocale.has(locale)) throw new Error(`No catalogue for ${locale}`);
  let catalog = loaded.get(locale);
  if (!catalog) {
    // Relative to the extension's own origin (its pages and workers): the packaged file.
    catalog = fetch(`/_locales/${locale}/messages.json`).then(async (response) => {
      if (!response.ok) throw new Error(`No catalogue for ${locale} (${response.status})`);
      return (await response.json()) as Catalog;
    });
    catalog.catch(() => loaded.delete(locale));
    loaded.set(locale, catalog);
  }
  return catalog;
}

/** A translator over a catalogue of the bundle, falling back to English for a message it lacks. */
export async function catalogTranslator(tag: string): Promise<Translator> {
  const locale = catalogLocale(tag) ?? 'en';
  const [catalog, english] = await Promise.all([loadCatalog(locale), loadCatalog('en')]);
  return createTranslator(locale, (key, subs) => {
    const entry = catalog[key] ?? english[key];
    return entry ? formatMessage(entry, subs) : '';
  });
}
