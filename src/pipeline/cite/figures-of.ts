import { normalised, quantitiesIn, sameQuantity, type Quantity } from './quantities';

/** The word just before a number, and what joins them ("Book 14", "LCD-2", "i5-4460"): Latin, Cyrillic or Greek letters. */
const BEFORE = /([\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}][\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]*)([\s-]?)$/u;

/**
 * The figures a sentence states, as quantities (quantities.ts: "0,98 kg" and "0.98 kilograms" are
 * the same), leaving out numbers that name something rather than measure it: one joined to a word
 * by a hyphen ("LCD-2"), one after a capitalised word that does not start the sentence ("Corvo Book
 * 14", "iPhone 15", "Windows 11") unless a unit, a decimal part or a thousands separator shows it
 * measures ("Euros 27,815", "Zenbook 1.6 kg"), and one that the passage's context (its tab's title, its
 * section) holds ("Air 13" in "Zenith Air 13 review"). A name's number is still a figure when the
 * cited `passage` writes that name with a number ("Apollo 9" against "Apollo 8 was the first…",
 * "March 27, 1883" against "March 29, 1883", "Pac-13" against "Pac-12"): the passage then says which.
 */
export function figuresOf(sentence: string, context: string, passage = ''): Quantity[] {
  const text = normalised(sentence);
  const named = quantitiesIn(normalised(context));
  const numbered = namesWithNumbers(normalised(passage));
  const out: Quantity[] = [];
  for (const q of quantitiesIn(text)) {
    const before = text.slice(0, q.index);
    const word = BEFORE.exec(before);
    // A unit, a decimal part or a thousands separator makes a measure, whatever comes before ("Euros 27,815", "Air 13 1.1 kg").
    const measured = q.dimension !== undefined || /\D/u.test(text.slice(q.index, q.end).trim());
    if (word && !measured && !numbered.has(word[1]!)) {
      const [, name, joint] = word;
      if (joint !== ' ') continue;
      const starts = before.slice(0, before.length - word[0].length).trim();
      const sentenceStart = starts === '' || /[.!?:;。！？]$/u.test(starts);
      // "iPhone 15", "RTX 4080", "M2 16": a capital inside the word or a digit is a name anywhere.
      if (/^.+\p{Lu}|\p{N}/u.test(name!)) continue;
      if (/^\p{Lu}/u.test(name!) && !sentenceStart) continue;
    }
    if (!q.dimension && named.some((n) => sameQuantity(q, n))) continue;
    out.push(q);
  }
  return out;
}

/** The words the text writes a number right after ("Apollo" in "Apollo 8", "Pac" in "Pac-12"). */
function namesWithNumbers(text: string): Set<string> {
  const out = new Set<string>();
  for (const q of quantitiesIn(text)) {
    const word = BEFORE.exec(text.slice(0, q.index));
    if (word) out.add(word[1]!);
  }
  return out;
}

/** Whether the text states each figure (as a number, in any format and unit spelling). */
export function holdsFigures(figures: Quantity[], text: string): boolean {
  if (figures.length === 0) return true;
  const held = quantitiesIn(normalised(text));
  return figures.every((f) => held.some((h) => sameQuantity(f, h)));
}
