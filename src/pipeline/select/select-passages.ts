import type { Passage, ScoredChunk } from './passage';

export interface SelectOptions {
  /** Hard cap on the sum of the passages' tokens. */
  budget: number;
  /** At most this many passages from one tab. */
  perTabCap: number;
  countTokens: (text: string) => number;
}

/**
 * Token counts per chunk, per counter: a tab's chunks live in the worker's index across questions,
 * and counting ~400 matched chunks for every question was half the query time (bench/README.md).
 */
const counted = new WeakMap<(text: string) => number, WeakMap<object, number>>();

function tokensOf(chunk: { text: string }, countTokens: (text: string) => number): number {
  let byChunk = counted.get(countTokens);
  if (!byChunk) {
    byChunk = new WeakMap();
    counted.set(countTokens, byChunk);
  }
  let n = byChunk.get(chunk);
  if (n === undefined) {
    n = countTokens(chunk.text);
    byChunk.set(chunk, n);
  }
  return n;
}

const sameText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Passages in score order, at most `perTabCap` from one tab, until `budget` tokens are spent. A
 * passage that does not fit is skipped and smaller ones further down still get their chance; a
 * passage whose text was already taken (the same page open twice, repeated boilerplate) is skipped.
 * When anything matched the question, chunks that matched nothing are not used to pad the budget:
 * they cost the user prefill time and tell the model nothing.
 */
export function selectPassages(scored: ScoredChunk[], options: SelectOptions): Passage[] {
  const { budget, perTabCap, countTokens } = options;
  const anyMatch = scored.some((s) => s.score > 0);
  const perTab = new Map<number, number>();
  const seen = new Set<string>();
  const passages: Passage[] = [];
  let used = 0;
  for (const item of scored) {
    if (anyMatch && item.score <= 0) break;
    const taken = perTab.get(item.source.tabId) ?? 0;
    if (taken >= perTabCap) continue;
    const tokens = tokensOf(item.chunk, countTokens);
    if (used + tokens > budget) continue;
    const key = sameText(item.chunk.text);
    if (seen.has(key)) continue;
    passages.push({ ...item, tokens });
    perTab.set(item.source.tabId, taken + 1);
    seen.add(key);
    used += tokens;
  }
  return passages;
}
