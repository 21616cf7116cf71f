import { prepareTerms } from '../rank/prepare-terms';
import type { Passage } from './passage';

/**
 * How many of the question's own words (`own`: neither the tab title's nor common in the tab) a
 * passage holds, in its text or its section's headings: what the question asks with, counted once
 * each, so a long passage that repeats one word does not count more. Answer-first's tiers move a
 * passage ahead only over one that holds at most one of those words more (answer-first.ts).
 */
export function questionWordsHeld(passage: Pick<Passage, 'chunk'>, own: readonly string[]): number {
  if (own.length === 0) return 0;
  const held = new Set(prepareTerms(`${passage.chunk.text}\n${passage.chunk.headings.join('\n')}`));
  return own.reduce((n, term) => n + (held.has(term) ? 1 : 0), 0);
}
