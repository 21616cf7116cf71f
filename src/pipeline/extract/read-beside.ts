import type { Block } from './article';
import { normText } from './prepend-missing';

/**
 * The most text kept beside a reading. A page's visible text outside its reading is mostly a few
 * cards, a spec panel and a sidebar; past this it is a long listing or a forum's other threads,
 * whose every line would be one more candidate for each question about the tab.
 */
export const BESIDE_MAX_CHARS = 30_000;
/** Shorter blocks ("4", "×", "OK") say nothing alone and are often repeated controls. */
const MIN_CHARS = 3;
/**
 * A heading of sentence length, ending in a full stop, question or exclamation mark, states something
 * in its own right, not only a label for what follows: a service's claim set as a heading ("Achieve a
 * +50% increase in targeting accuracy through advanced audience data analysis."), an FAQ's question.
 * Section labels ("Specs", "Latest News"), names ("Fitz Equipment Co. Inc.") and teaser titles ("Other
 * interesting articles") are shorter or not written so; a sign-up box's "Get top deals, latest trends,
 * and more." (7 words) came in at a shorter length. Measured on wcxb-dev: bench/extraction/README.md.
 */
const STATEMENT_WORDS = 8;
const statesSomething = (text: string) =>
  /[.!?]$/u.test(text.trim()) && (text.match(/[\p{L}\p{N}]+/gu) ?? []).length >= STATEMENT_WORDS;

/**
 * The blocks of `rest` (the page's visible text after boilerplate removal, in page order) that the
 * reading does not already hold, up to BESIDE_MAX_CHARS. What a reading passes over can still state
 * the fact asked: a review's highlight cards ("the battery must last at least five hours"), a product
 * page's spec panel, a service's hero claims, a thread's post dates. Headings stay, so a beside
 * passage keeps its section.
 */
export function readBeside(reading: readonly Block[], rest: readonly Block[]): Block[] {
  const held = normText(reading.map((b) => b.text).join('\n'));
  const seen = new Set<string>();
  const out: Block[] = [];
  let chars = 0;
  for (const block of rest) {
    const text = normText(block.text);
    if (text.length < MIN_CHARS || seen.has(text) || held.includes(text)) continue;
    if (chars + block.text.length > BESIDE_MAX_CHARS) break;
    seen.add(text);
    out.push(block);
    chars += block.text.length;
  }
  // A section label left with nothing under it (its section was all in the reading) is no passage; a
  // heading that says something stays (statesSomething).
  return out.filter((b, i) => {
    const next = out[i + 1];
    if (b.kind !== 'heading' || statesSomething(b.text)) return true;
    return next !== undefined && (next.kind !== 'heading' || (next.level ?? 6) > (b.level ?? 6));
  });
}
