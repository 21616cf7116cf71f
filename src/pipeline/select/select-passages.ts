import { costOf, type PassageCost } from './passage-cost';
import type { Passage, ScoredChunk } from './passage';

export interface SelectOptions {
  /** Hard cap on the sum of the passages' costs. */
  budget: number;
  /** At most this many passages from one tab. */
  perTabCap: number;
  cost: PassageCost;
}

/** Each chunk's text as compared for duplicates, computed once per chunk (tabs keep their chunks). */
const keys = new WeakMap<object, string>();
const sameText = (chunk: { text: string }) => {
  let key = keys.get(chunk);
  if (key === undefined) {
    key = chunk.text.replace(/\s+/g, ' ').trim().toLowerCase();
    keys.set(chunk, key);
  }
  return key;
};

/** Drops a passage whose text was already taken: the same page open twice, repeated boilerplate. */
export function createSeen() {
  const seen = new Set<string>();
  return (chunk: { text: string }) => {
    const key = sameText(chunk);
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  };
}

/**
 * Passages in score order, at most `perTabCap` from one tab, until `budget` is spent. A passage
 * that does not fit is skipped and smaller ones further down still get their chance; a passage
 * whose text was already taken is skipped. When anything matched the question, chunks that matched
 * nothing are not used to pad the budget: they cost the user prefill time and tell the model nothing.
 */
export function selectPassages(scored: ScoredChunk[], options: SelectOptions): Passage[] {
  const { budget, perTabCap, cost } = options;
  const anyMatch = scored.some((s) => s.score > 0);
  const perTab = new Map<number, number>();
  const seen = createSeen();
  const passages: Passage[] = [];
  let used = 0;
  for (const item of scored) {
    if (anyMatch && item.score <= 0) break;
    const taken = perTab.get(item.source.tabId) ?? 0;
    if (taken >= perTabCap) continue;
    const tokens = costOf(item, cost);
    if (used + tokens > budget) continue;
    if (seen(item.chunk)) continue;
    passages.push({ ...item, tokens });
    perTab.set(item.source.tabId, taken + 1);
    used += tokens;
  }
  return passages;
}
