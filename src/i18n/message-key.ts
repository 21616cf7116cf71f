import type english from '../../public/_locales/en/messages.json';

/** A message of `public/_locales/en/messages.json`, the catalogue every other language must match. */
export type MessageKey = keyof typeof english;

/** The plural categories of `Intl.PluralRules` (CLDR). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type Category = (typeof PLURAL_CATEGORIES)[number];

/** A message chosen by a count: `<key>_<category>` in the catalogue, one key per category the language has. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

/** A message that takes no count. */
export type PlainKey = Exclude<MessageKey, `${string}_${Category}`>;

/** One entry of a `messages.json`, as Chrome and Firefox read it. */
export interface CatalogEntry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}

export type Catalog = Record<string, CatalogEntry>;
