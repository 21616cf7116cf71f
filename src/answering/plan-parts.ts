import type { LanguageModel } from '../models/language-model';
import { defaultAnswerReserve } from '../pipeline/prompt/source-budget';
import type { Chunk } from '../pipeline/chunk/chunk';
import type { PassageCost } from '../pipeline/select/passage-cost';
import type { Passage } from '../pipeline/select/passage';
import type { ScopeTab } from '../pipeline/select/scope-tab';
import { splitInParts } from '../pipeline/select/split-in-parts';
import { notesTokensFor } from './answer-in-parts';
import { PARTS_WAIT_SECONDS } from './prompt-wait';

export interface PartsPlan {
  parts: Passage[][];
  /** The whole reading and answer, estimated from the model's measured speed; undefined without one. */
  seconds?: number;
}

/**
 * How a single page far beyond the window is read in parts (map-reduce), within what the model's
 * measured speed reads in PARTS_WAIT_SECONDS (the processor engine's, measured at load; a server's,
 * measured on its answers): the most parts that fit, the page narrowed to them by the coverage
 * selection (split-in-parts.ts); none when even two would not fit (the coverage selection already
 * sent answers in one prompt). Without a measured speed, the selection's parts (at most MAX_PARTS)
 * with no estimate. Each part's prompt costs as it did; each step writes notes, the last the answer.
 */
export function planParts(parts: Passage[][], model: Pick<LanguageModel, 'contextWindow' | 'prefillTokS' | 'decodeTokS'>): PartsPlan | undefined {
  if (parts.length < 2) return undefined;
  const read = model.prefillTokS;
  if (!read || read <= 0) return { parts };
  const partBudget = Math.max(...parts.map(tokensOf));
  const { tabs, cost } = byTab(parts.flat());
  for (let n = parts.length; n >= 2; n -= 1) {
    const planned = n === parts.length ? parts : splitInParts(tabs, { partBudget, cost, maxParts: n });
    if (planned.length < 2) return undefined;
    const seconds = estimateSeconds(planned, model);
    if (seconds <= PARTS_WAIT_SECONDS) return { parts: planned, seconds };
  }
  return undefined;
}

/** Reading each part and writing its notes, then reading the notes and writing the answer. */
export function estimateSeconds(parts: Passage[][], model: Pick<LanguageModel, 'contextWindow' | 'prefillTokS' | 'decodeTokS'>): number {
  const read = model.prefillTokS ?? Number.POSITIVE_INFINITY;
  const write = model.decodeTokS;
  const notes = notesTokensFor(model.contextWindow, parts.length);
  const answer = defaultAnswerReserve(model.contextWindow);
  const reading = parts.reduce((sum, part) => sum + tokensOf(part), 0) / read + (notes * parts.length) / read;
  // Notes and answers are usually shorter than allowed: half, where the writing speed is known.
  const writing = write && write > 0 ? (notes * parts.length + answer) / 2 / write : 0;
  return reading + writing;
}

const tokensOf = (part: readonly Passage[]) => part.reduce((sum, p) => sum + p.tokens, 0);

/** The passages back as tabs of chunks in reading order, each chunk priced as the selection priced it. */
function byTab(passages: Passage[]): { tabs: ScopeTab[]; cost: PassageCost } {
  const tabs: Array<{ source: ScopeTab['source']; chunks: Chunk[] }> = [];
  const price = new Map<Chunk, number>();
  for (const p of passages) {
    let tab = tabs.at(-1);
    if (!tab || tab.source.tabId !== p.source.tabId) tabs.push((tab = { source: p.source, chunks: [] }));
    tab.chunks.push(p.chunk);
    price.set(p.chunk, p.tokens);
  }
  return { tabs, cost: (item) => price.get(item.chunk) ?? 0 };
}
