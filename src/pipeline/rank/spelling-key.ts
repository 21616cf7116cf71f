import { MAX_READINGS } from './loanword-readings';
import type { TabIndex } from './tab-index';
import { termsByKey } from './terms-by-key';

/**
 * Greek and Latin words that English spells one way and German or the Romance languages another:
 * "Fotografie", "fotografía" / "photography"; "Projekte" / "projects"; "arquitectura" / "architecture";
 * "Telefon" / "telephone". The key writes each the same way: ph → f, th → t, ch → c, qu → c, k → c,
 * y → i, a double consonant once, a final vowel dropped. Keys of fewer than MIN_KEY letters say
 * nothing (short keys collide: "casa" and "case").
 */
export const MIN_KEY = 6;

export function spellingKey(term: string): string | undefined {
  const key = term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ph/gu, 'f')
    .replace(/th/gu, 't')
    .replace(/ch/gu, 'c')
    .replace(/qu/gu, 'c')
    .replace(/k/gu, 'c')
    .replace(/y/gu, 'i')
    .replace(/([b-df-hj-np-tv-z])\1/gu, '$1')
    .replace(/[aeiou]+$/u, '');
  return key.length >= MIN_KEY && /^[a-z]+$/u.test(key) ? key : undefined;
}

/**
 * The tabs' words a question's term is, spelt the pages' way ("fotografi" → "photographi"): none when a tab
 * holds the term as the question writes it, or when more than MAX_READINGS fit. What a comparison's subject
 * is ("der Fotografie-Artikel": compare/compared-tabs.ts). Not the ranking's: as extra ranking words they
 * moved other passages ahead of answers (bench/README.md, twenty-fifth session).
 */
export function spelledTerms(tabs: ReadonlyArray<{ index: TabIndex }>, term: string): Set<string> {
  const out = new Set<string>();
  const key = spellingKey(term);
  if (!key || tabs.some(({ index }) => (index.docFreq.get(term) ?? 0) > 0)) return out;
  for (const { index } of tabs) for (const word of keysOf(index).get(key) ?? []) if (word !== term) out.add(word);
  return out.size > MAX_READINGS ? new Set() : out;
}

/** A tab's terms by spelling key, built once per index on the first question that needs it. */
const byKey = new WeakMap<TabIndex, Map<string, string[]>>();
const keysOf = (index: TabIndex) =>
  termsByKey(byKey, index, (term) => {
    const key = spellingKey(term);
    return key ? [key] : [];
  });
