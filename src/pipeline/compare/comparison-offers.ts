import { readingChunks } from '../chunk/reading-chunks';
import { prepareTerms } from '../rank/prepare-terms';
import type { ScoredChunk } from '../select/passage';
import type { ScopeTab } from '../select/scope-tab';
import type { Attribute } from './attributes';
import { attributeScore } from './find-attributes';
import { namedItems, namesItem } from './named-item';

/**
 * Each compared tab's passages in the order to offer them: a passage's match to the question,
 * relative to the tab's best match (0–1), plus how plainly it states the attribute asked about
 * (attributeScore: a figure in its units 1, its label 0.5). So each tab's spec line ("Weight: 372g"),
 * price line or "weighs 1.46 kg" comes first even where the tab's marketing copy repeats the
 * question's words more often. A passage that neither matches nor states the attribute is not
 * offered (unless nothing of its tab is: then the tab's passages in reading order), nor is a near
 * copy of a passage the tab already offers. Best first; ties in reading order. On a page listing many
 * things, a passage naming the item the question names for it ("the Z5II" on a camera shop's list,
 * `named-item.ts`) gains NAMED_ITEM: the other items' lines state the same measure as plainly.
 */
/** The score of a passage offered only for its place in a tab where nothing matched. */
export const UNMATCHED_SCORE = 1e-6;

/** What naming the item asked about adds: as much as stating the measure in its units. */
export const NAMED_ITEM = 1;

export function comparisonOffers(tabs: readonly ScopeTab[], ranked: readonly ScoredChunk[], attributes: readonly Attribute[], question = ''): ScoredChunk[] {
  const matchOf = new Map<object, number>();
  const bestOf = new Map<number, number>();
  for (const r of ranked) {
    if (r.score <= 0) continue;
    matchOf.set(r.chunk, r.score);
    bestOf.set(r.source.tabId, Math.max(bestOf.get(r.source.tabId) ?? 0, r.score));
  }
  const out: ScoredChunk[] = [];
  for (const tab of tabs) {
    const best = bestOf.get(tab.source.tabId) ?? 0;
    const others = tabs.filter((t) => t !== tab).map((t) => t.source.title);
    const items = question ? namedItems(question, tab.source.title, tab.chunks, others, `${tab.source.site} ${tab.source.url}`) : [];
    for (const chunk of tab.chunks) {
      const match = best > 0 ? (matchOf.get(chunk) ?? 0) / best : 0;
      const stated = attributes.length > 0 ? attributeScore(chunk, attributes) : 0;
      const score = match + stated + (match + stated > 0 && namesItem(chunk, items) ? NAMED_ITEM : 0);
      if (score > 0) out.push({ source: tab.source, chunk, score });
    }
    // Nothing of the tab matches (a question in another language than the page): it still gets its
    // say, its passages in reading order, not its opening alone.
    if (!out.some((o) => o.source.tabId === tab.source.tabId)) {
      for (const chunk of readingChunks(tab.chunks)) out.push({ source: tab.source, chunk, score: UNMATCHED_SCORE });
    }
  }
  // The sort is stable, so ties keep each tab's reading order (the tabs' own order across tabs does
  // not matter: select-by-tab.ts takes each tab's offers apart).
  const ordered = out.sort((a, b) => b.score - a.score);
  // A page that repeats a block, as written or nearly (a product's overview shown twice for two
  // layouts), offers it once: the copy would take the budget from the tab's other facts.
  const kept = new Map<number, Array<Set<string>>>();
  return ordered.filter((o) => {
    const mine = kept.get(o.source.tabId) ?? [];
    kept.set(o.source.tabId, mine);
    if (mine.length >= MAX_COMPARED) return true;
    const terms = new Set(prepareTerms(o.chunk.text));
    if (terms.size > 0 && mine.some((m) => overlap(m, terms) >= NEAR_COPY)) return false;
    mine.push(terms);
    return true;
  });
}

/** Word-set overlap (Jaccard) from which two passages are one text repeated. */
const NEAR_COPY = 0.8;
/** Copies are looked for among a tab's first offers only: they are what the budget reaches. */
const MAX_COMPARED = 40;

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let both = 0;
  for (const t of a) if (b.has(t)) both += 1;
  return both / (a.size + b.size - both);
}
