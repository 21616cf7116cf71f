import type { ScoredChunk, SourceInfo } from '../select/passage';
import { estimateTokens } from '../tokens/estimate-tokens';
import { blockTokens, entryTokens } from './fill-sources';
import { entryLine } from './format-source';
import { neutraliseUntrusted } from './neutralise-untrusted';

/**
 * The largest source number priced: ids up to three digits. A passage is priced before its number
 * is known, so it is priced with the widest one; the prompt then holds it with a token or two to spare.
 */
const WIDEST_ID = 999;

/**
 * What one passage costs in the prompt standing alone: a block of its own (the tab's header and
 * footer) holding its entry (number, section, the neutralised text), exactly as `fillSources` counts
 * a passage that opens a block. Ranked passages of different tabs alternate, so each is priced so.
 */
export function sourceTokens(item: Pick<ScoredChunk, 'source' | 'chunk'>, countTokens: (text: string) => number): number {
  return blockTokens(item.source, countTokens) + entryTokens(WIDEST_ID, item, countTokens);
}

/** Header and footer per tab, entry lines per heading path, in `estimateTokens` units. */
const headers = new Map<string, number>();
const lines = new Map<string, number>();
const MAX_MARKUPS = 10_000;
/** Characters neutraliseUntrusted may change; most chunks hold none, and their text is priced as is. */
const UNSAFE = /[<>[\]|\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

function remembered(map: Map<string, number>, key: string, price: () => number): number {
  let n = map.get(key);
  if (n === undefined) {
    n = price();
    if (map.size >= MAX_MARKUPS) map.clear();
    map.set(key, n);
  }
  return n;
}

/** The worker's price of opening a tab's block (header, footer, newline), in `estimateTokens` units. */
export const promptBlockCost = (source: Pick<SourceInfo, 'title' | 'site'>): number =>
  remembered(headers, `${source.title}\u0001${source.site}`, () => blockTokens({ tabId: 0, url: '', ...source }, estimateTokens));

/**
 * The worker's price of a passage inside its tab's block (its entry and the newline after it), in
 * `estimateTokens` units: the same number as `entryTokens(999, item, estimateTokens)`
 * (source-tokens.test.ts), computed faster: estimateTokens adds up over pieces split by whitespace,
 * so the entry's line is priced once per heading path and the text on its own.
 */
export const promptEntryCost = (item: Pick<ScoredChunk, 'chunk'>): number => {
  const { chunk } = item;
  const key = `${chunk.time ? 't' : ''}\u0001${chunk.headings.length}\u0001${chunk.headings.join('\u0001')}`;
  // The time's digits vary per chunk: such lines are priced each time (transcripts are short).
  const line = chunk.time ? estimateTokens(entryLine(WIDEST_ID, item)) : remembered(lines, key, () => estimateTokens(entryLine(WIDEST_ID, item)));
  const text = UNSAFE.test(chunk.text) ? neutraliseUntrusted(chunk.text) : chunk.text;
  return line + estimateTokens(text.trim()) + 1;
};

/**
 * The worker's price of a passage standing alone (`sourceTokens(item, estimateTokens)`): what a
 * ranked passage costs, and the budget's unit everywhere a passage's tab is not known to come next.
 */
export const promptSourceCost = (item: Pick<ScoredChunk, 'source' | 'chunk'>): number => promptBlockCost(item.source) + promptEntryCost(item);
