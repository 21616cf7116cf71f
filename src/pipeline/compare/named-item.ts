import type { Chunk } from '../chunk/chunk';
import { holdsPhrase, questionNames } from './question-names';

/** A name word that is a name alone: letters with a digit or a capital after the start ("Z5II", "ClickUp"); not "2" of "Dota 2". */
const MARKED = /^(?=.*\p{L})(?:.*\p{N}|.+\p{Lu})/u;
/** In a name of several words, a number or an inner capital marks it ("Elite 10"). */
const MARKED_WORD = /\p{N}|.\p{Lu}/u;
const MIN_PLAIN_WORDS = 3;

/**
 * The item a comparison names on a page that lists many: "the Z5II" on a camera shop's list, "the
 * Instant Pot Duo" on a store's Instant Pot page, "the BlackVue Elite 10" on a dash-cam collection.
 * Such a page's title names the collection, not the item, and its passages about other items state
 * the same measure just as plainly ("24.5MP" under the Z6III), so the measure alone does not find the
 * item's line. Per question name (a run of name words, `question-names.ts`), the longest part of it
 * that the tab's text writes as one phrase and its title does not; one word only when it is marked
 * (a digit or an inner capital: "Z5II"; "Pro" alone, "2" of "Dota 2" name nothing), two words only with one
 * such. Empty for a page about
 * one thing (its title or address holds every word of the name, in any order: "Black Edition – Huel", huel.com), and a name another
 * compared tab's title holds is that tab, not an item here ("Dota 2" in a War Thunder page's "more like this").
 */
export function namedItems(
  question: string,
  title: string,
  chunks: readonly Pick<Chunk, 'text' | 'headings'>[],
  otherTitles: readonly string[] = [],
  site?: string,
): string[][] {
  const found: string[][] = [];
  const address = site ?? '';
  const text = chunks.map((c) => `${c.headings.join('\n')}\n${c.text}`);
  for (const run of questionNames(question)) {
    for (const part of partsByLength(run)) {
      // A model's name carries a number or an inner capital ("Elite 10", "Z5II") or runs brand, line and model
      // ("Instant Pot Duo"); two plain capitalised words are as often a concept ("Effect Hook").
      if (part.length === 1 ? !MARKED.test(part[0]!) : part.length < MIN_PLAIN_WORDS && !part.some((w) => MARKED_WORD.test(w))) continue;
      if (!text.some((t) => holdsPhrase(t, part))) continue;
      if (!part.every((w) => holdsPhrase(title, [w]) || holdsPhrase(address, [w])) && !otherTitles.some((t) => holdsPhrase(t, part))) found.push(part);
      break;
    }
  }
  return found;
}

/** A run's contiguous parts, longest first. */
function partsByLength(run: readonly string[]): string[][] {
  const parts: string[][] = [];
  for (let size = run.length; size >= 1; size -= 1) {
    for (let start = 0; start + size <= run.length; start += 1) parts.push(run.slice(start, start + size));
  }
  return parts;
}

/**
 * Whether a passage (with its section's headings, as the model reads it) names one of the items: as
 * the question writes it, or by its model alone, the name without its leading words while what is
 * left is still marked ("ELITE 10 Series" for "BlackVue Elite 10", "Z5II" for "Nikon Z5II"). A
 * listing writes the brand in its product headings and drops it in its prose; a tail of plain words
 * ("Video Doorbell Pro" of "Wired Video Doorbell Pro") names a kind of product, not the one asked.
 */
export function namesItem(chunk: Pick<Chunk, 'text' | 'headings'>, items: readonly string[][]): boolean {
  if (items.length === 0) return false;
  const text = `${chunk.headings.join('\n')}\n${chunk.text}`;
  return items.some((item) => item.some((_, start) => (start === 0 || marksName(item.slice(start))) && holdsPhrase(text, item.slice(start))));
}

/** Whether a name's part is marked as a model's name: a marked word alone, or several with a number or an inner capital. */
function marksName(part: readonly string[]): boolean {
  return part.length === 1 ? MARKED.test(part[0]!) : part.some((w) => MARKED_WORD.test(w));
}
