import type { Chunk } from '../chunk/chunk';
import { holdsPhrase, questionNames } from './question-names';

/** A name word that is a name alone: a digit, a capital after the start ("Z5II", "ClickUp"). */
const MARKED = /.\p{Lu}|\p{N}/u;

/**
 * The item a comparison names on a page that lists many: "the Z5II" on a camera shop's list, "the
 * Instant Pot Duo" on a store's Instant Pot page, "the BlackVue Elite 10" on a dash-cam collection.
 * Such a page's title names the collection, not the item, and its passages about other items state
 * the same measure just as plainly ("24.5MP" under the Z6III), so the measure alone does not find the
 * item's line. Per question name (a run of name words, `question-names.ts`), the longest part of it
 * that the tab's text writes as one phrase and its title does not; one word only when it is marked
 * (a digit or an inner capital: "Z5II"; "Pro" alone names nothing). Empty for a page about one thing
 * (its title holds its name) or that names none of the question's.
 */
export function namedItems(question: string, title: string, chunks: readonly Pick<Chunk, 'text' | 'headings'>[]): string[][] {
  const found: string[][] = [];
  const text = chunks.map((c) => `${c.headings.join('\n')}\n${c.text}`);
  for (const run of questionNames(question)) {
    for (const part of partsByLength(run)) {
      if (part.length === 1 && !MARKED.test(part[0]!)) continue;
      if (!text.some((t) => holdsPhrase(t, part))) continue;
      if (!holdsPhrase(title, part)) found.push(part);
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

/** Whether a passage (with its section's headings, as the model reads it) names one of the items. */
export function namesItem(chunk: Pick<Chunk, 'text' | 'headings'>, items: readonly string[][]): boolean {
  if (items.length === 0) return false;
  const text = `${chunk.headings.join('\n')}\n${chunk.text}`;
  return items.some((item) => holdsPhrase(text, item));
}
