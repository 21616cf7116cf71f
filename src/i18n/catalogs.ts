import type { Catalog } from './message-key';
import { formatMessage } from './format-message';
import { createTranslator, type Translator } from './translator';

// Every language's catalogue, each its own chunk, loaded only when asked for: the panel reads the
// browser's language through `browser.i18n` (ui-translator.ts) and needs another catalogue only for
// an answer in the question's language.
const files = import.meta.glob<Catalog>('../../public/_locales/*/messages.json', { import: 'default' });
const byLocale = new Map(Object.entries(files).map(([path, load]) => [path.split('/').at(-2)!, load]));

/** The catalogues' folder names: "en", "de", …, "zh_CN". */
export const CATALOG_LOCALES: readonly string[] = [...byLocale.keys()];

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
  const load = byLocale.get(locale);
  if (!load) throw new Error(`No catalogue for ${locale}`);
  return load();
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
