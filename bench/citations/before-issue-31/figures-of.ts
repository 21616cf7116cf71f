import { prepareTerms } from '../../../src/pipeline/rank/prepare-terms';

/** A number standing alone ("1.46", "2,000"), not one inside a word ("1990s", "372g": indexed as words). */
const NUMBER = /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)*(?![\p{L}\p{N}])/gu;
/** The word just before a number, and what joins them ("Book 14", "LCD-2", "i5-4460", "RTX4080"). */
const BEFORE = /([\p{L}][\p{L}\p{N}]*)([\s-]?)$/u;

/**
 * The figures a sentence states, each as its number terms ("1.46 kg" → ["1", "46"]), leaving out
 * numbers that name something rather than measure it: one joined to a word by a hyphen or nothing
 * ("LCD-2", "RTX4080"), one after a capitalised word that does not start the sentence ("Corvo Book
 * 14", "iPhone 15", "Windows 11"), and one that the passage's context (its tab's title, its
 * section) holds ("Air 13" in "Zenith Air 13 review").
 */
export function figuresOf(sentence: string, context: string): string[][] {
  const named = new Set(prepareTerms(context).filter((t) => /^\p{N}+$/u.test(t)));
  const out: string[][] = [];
  for (const match of sentence.matchAll(NUMBER)) {
    const before = sentence.slice(0, match.index);
    const word = BEFORE.exec(before);
    if (word) {
      const [, name, joint] = word;
      if (joint !== ' ') continue;
      const starts = before.slice(0, before.length - word[0].length).trim();
      const sentenceStart = starts === '' || /[.!?:;]$/u.test(starts);
      // "iPhone 15", "RTX 4080", "M2 16": a capital inside the word or a digit is a name anywhere.
      if (/^.+\p{Lu}|\p{N}/u.test(name!)) continue;
      if (/^\p{Lu}/u.test(name!) && !sentenceStart) continue;
    }
    const parts = match[0].split(/[.,]/u);
    if (parts.every((p) => named.has(p))) continue;
    out.push(parts);
  }
  return out;
}
