import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogLocale, catalogTranslator, CATALOG_LOCALES } from './catalogs';
import type { Catalog } from './message-key';
import { bcp47 } from './translator';

const dir = join(import.meta.dirname, '../../public/_locales');
const read = (locale: string): Catalog => JSON.parse(readFileSync(join(dir, locale, 'messages.json'), 'utf8'));
const LOCALES = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh_CN'];
const english = read('en');
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/u;
const families = [...new Set(Object.keys(english).flatMap((k) => PLURAL.exec(k)?.[1] ?? []))];
const plain = Object.keys(english).filter((k) => !PLURAL.test(k));
const placeholders = (message: string) => [...new Set([...message.matchAll(/\$([\w@]+)\$/gu)].map((m) => m[1]!.toLowerCase()))].sort();
const categories = (locale: string) => new Intl.PluralRules(bcp47(locale)).resolvedOptions().pluralCategories;

describe('the catalogues', () => {
  it('are the ten languages, each bundled for answers in the question’s language', () => {
    expect(readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()).toEqual(LOCALES);
    expect([...CATALOG_LOCALES].sort()).toEqual(LOCALES);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const catalog = read(locale);

    it('has every message of English, none empty, with the same placeholders', () => {
      const problems: string[] = [];
      for (const key of plain) {
        const entry = catalog[key];
        if (!entry?.message.trim()) problems.push(`${key}: missing or empty`);
        else if (placeholders(entry.message).join() !== placeholders(english[key]!.message).join()) problems.push(`${key}: placeholders differ`);
      }
      expect(problems).toEqual([]);
    });

    it('has each counted message in exactly the plural forms the language has (Intl.PluralRules)', () => {
      const problems: string[] = [];
      for (const family of families) {
        const have = Object.keys(catalog).filter((k) => PLURAL.exec(k)?.[1] === family).map((k) => PLURAL.exec(k)![2]).sort();
        if (have.join() !== [...categories(locale)].sort().join()) problems.push(`${family}: ${have.join()} ≠ ${categories(locale).join()}`);
        const wanted = placeholders(english[`${family}_other`]!.message);
        for (const form of have) {
          const message = catalog[`${family}_${form}`]!.message;
          if (!message.trim()) problems.push(`${family}_${form}: empty`);
          // Japanese and Chinese may leave out a count the sentence does not need; no language adds one.
          if (placeholders(message).some((p) => !wanted.includes(p))) problems.push(`${family}_${form}: unknown placeholder`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('has no message English lacks, and declares every placeholder it uses', () => {
      const extra = Object.keys(catalog).filter((k) => !(k in english) && !(PLURAL.test(k) && families.includes(PLURAL.exec(k)![1]!)));
      expect(extra).toEqual([]);
      const undeclared = Object.entries(catalog).filter(([, e]) => placeholders(e.message).some((p) => !Object.keys(e.placeholders ?? {}).map((n) => n.toLowerCase()).includes(p)));
      expect(undeclared.map(([k]) => k)).toEqual([]);
    });

    it('has no "$`", "$\'" or "$&" (String.replace patterns: WXT builds its message types with it, and they break)', () => {
      expect(Object.entries(catalog).filter(([, e]) => /\$[`'&]/u.test(e.message)).map(([k]) => k)).toEqual([]);
    });
    it('fits the store: a name of at most 45 characters, a description of at most 132', () => {
      expect(catalog.extName!.message.length).toBeLessThanOrEqual(45);
      expect(catalog.extDescription!.message.length).toBeLessThanOrEqual(132);
    });
  });
});

describe('catalogLocale', () => {
  it('falls back the way the browser does', () => {
    expect(catalogLocale('pt-BR')).toBe('pt');
    expect(catalogLocale('de-AT')).toBe('de');
    expect(catalogLocale('zh')).toBe('zh_CN');
    expect(catalogLocale('zh-Hans')).toBe('zh_CN');
    expect(catalogLocale('zh-CN')).toBe('zh_CN');
    expect(catalogLocale('en-GB')).toBe('en');
    expect(catalogLocale('ar')).toBeUndefined();
  });
});

describe('plurals', () => {
  it('Russian: one, few and many, by the last digits', async () => {
    const ru = await catalogTranslator('ru');
    const passages = (n: number) => ru.plural('passageCount', n);
    expect([1, 2, 5, 11, 21, 22, 25, 111].map(passages)).toEqual([
      '1 фрагмент', '2 фрагмента', '5 фрагментов', '11 фрагментов', '21 фрагмент', '22 фрагмента', '25 фрагментов', '111 фрагментов',
    ]);
    expect(passages(1_234)).toBe('1\u00a0234 фрагмента');
    expect(ru.plural('headlineBestTabs', 21)).toBe('Лучшие фрагменты из 21 вкладки');
    expect(ru.plural('headlineBestTabs', 25)).toBe('Лучшие фрагменты из 25 вкладок');
  });

  it('Japanese and Chinese: one form for every count', async () => {
    expect((await catalogTranslator('ja')).plural('passageCount', 1)).toBe('抜粋 1 件');
    for (const tag of ['ja', 'zh-CN']) {
      const tr = await catalogTranslator(tag);
      expect(tr.plural('passageCount', 1).replace('1', '#')).toBe(tr.plural('passageCount', 7).replace('7', '#'));
    }
  });

  it('numbers, sizes and durations as each language writes them', async () => {
    const [de, fr, ja] = await Promise.all(['de', 'fr', 'ja'].map(catalogTranslator));
    expect(de!.plural('headlineBestTabs', 1234)).toContain('1.234');
    expect(de!.bytes(1.6 * 1024 ** 2)).toBe('1,6 MB');
    expect(fr!.bytes(1.6 * 1024 ** 2)).toBe('1,6\u202fMo');
    expect(de!.duration(10, 'minute')).toBe('10 Minuten');
    expect(ja!.duration(10, 'minute')).toBe('10 分');
  });
});
