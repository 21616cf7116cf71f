import type { PlainKey, PluralKey } from './message-key';

/** How a translator finds a message: `browser.i18n.getMessage`'s contract ("" when there is none). */
export type MessageLookup = (key: string, substitutions: string[]) => string;

type Substitution = string | number;
type ByteUnit = 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte';

/**
 * Every word the user reads, in one language: messages from a catalogue, and counts, sizes and
 * durations the way that language writes them (`Intl`). Numbers passed as substitutions are
 * formatted too, so no caller writes "1,234" by hand.
 */
export interface Translator {
  /** BCP 47, for `Intl` and `<html lang>`. */
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  t(key: PlainKey, ...substitutions: Substitution[]): string;
  /** `<key>_<category>` for `count`'s plural category in this language (`Intl.PluralRules`); `count` is `$1`. */
  plural(key: PluralKey, count: number, ...substitutions: Substitution[]): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A size in bytes, 1024-based: "812 kB", "1.6 MB", "1.65 GB" (two decimals from 1 GB: model sizes differ there). */
  bytes(value: number): string;
  /** "10 minutes", "10 Minuten", "10分". */
  duration(value: number, unit: 'second' | 'minute' | 'hour'): string;
  /** "a, b and c" in this language. */
  list(items: string[]): string;
}

const RTL = new Set(['ar', 'fa', 'he', 'iw', 'ps', 'ur', 'yi', 'dv', 'ckb', 'sd', 'ug']);

/** The writing direction of a language, for a catalogue the browser did not choose. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RTL.has(locale.toLowerCase().split(/[-_]/u)[0] ?? '') ? 'rtl' : 'ltr';
}

/** `locale` as `Intl` wants it: "zh_CN" → "zh-CN". */
export const bcp47 = (locale: string) => locale.replace(/_/gu, '-');

export function createTranslator(locale: string, lookup: MessageLookup, dir: 'ltr' | 'rtl' = directionOf(locale)): Translator {
  const tag = bcp47(locale);
  const numbers = new Intl.NumberFormat(tag);
  const plurals = new Intl.PluralRules(tag);
  const text = (value: Substitution) => (typeof value === 'number' ? numbers.format(value) : value);
  const unit = (value: number, unit: string, display: 'short' | 'long', digits = 0) =>
    new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: digits }).format(value);

  return {
    locale: tag,
    dir,
    t: (key, ...substitutions) => lookup(key, substitutions.map(text)),
    plural(key, count, ...substitutions) {
      const subs = [count, ...substitutions].map(text);
      return lookup(`${key}_${plurals.select(count)}`, subs) || lookup(`${key}_other`, subs);
    },
    number: (value, options) => (options ? new Intl.NumberFormat(tag, options).format(value) : numbers.format(value)),
    bytes(value) {
      const [size, name, digits]: [number, ByteUnit, number] =
        value >= 1024 ** 3 ? [value / 1024 ** 3, 'gigabyte', 2] : value >= 1024 ** 2 ? [value / 1024 ** 2, 'megabyte', 1] : value >= 1024 ? [value / 1024, 'kilobyte', 0] : [value, 'byte', 0];
      return unit(size, name, 'short', size >= 100 ? 0 : digits);
    },
    duration: (value, name) => unit(value, name, 'long'),
    list: (items) => new Intl.ListFormat(tag, { type: 'conjunction' }).format(items),
  };
}
