import type { ScopeTab } from '../../../src/pipeline/select/scope-tab';
import { neutraliseAttribute, neutraliseUntrusted } from '../../../src/pipeline/prompt/neutralise-untrusted';
import { estimateTokens } from '../../../src/pipeline/tokens/estimate-tokens';
import type { Passage } from '../../../src/pipeline/select/passage';
import { tabTotal } from '../../../src/pipeline/select/passage-cost';
import { selectCoverage } from './select-coverage';

/**
 * The product before issue 19, kept only as this benchmark's baseline: a `<source>` block of its own
 * for every passage (id, title, site and section attributes, then the text), the coverage selection
 * pricing each passage so, section openings of at least a sentence (./select-coverage.ts,
 * ./opening-of.ts). The product today writes one block per run of one tab's passages
 * (src/pipeline/prompt/format-source.ts) and cuts openings shorter.
 */
function blockOf(id: number, passage: Pick<Passage, 'source' | 'chunk'>): string {
  const attrs = [`id="${id}"`, `title="${neutraliseAttribute(passage.source.title)}"`, `site="${neutraliseAttribute(passage.source.site)}"`];
  if (passage.chunk.headings.length > 0) attrs.push(`section="${neutraliseAttribute(passage.chunk.headings.join(' › '))}"`);
  return `<source ${attrs.join(' ')}>\n${neutraliseUntrusted(passage.chunk.text).trim()}\n</source>`;
}

/** A passage's block as that prompt priced it, with the widest id it allowed, and the newline after it. */
const blockCost = (item: Pick<Passage, 'source' | 'chunk'>) => estimateTokens(blockOf(999, item)) + 1;

/** What that product sent for a whole-page question over `tabs` with `budget` source tokens. */
export function sentBeforeIssue19(tabs: readonly ScopeTab[], budget: number): Passage[] {
  const total = tabs.reduce((sum, tab) => sum + tabTotal(tab, blockCost), 0);
  const selected =
    total <= budget
      ? tabs.flatMap((tab) => tab.chunks.map((chunk) => ({ source: tab.source, chunk, score: 0, tokens: blockCost({ source: tab.source, chunk }) })))
      : selectCoverage(tabs, { budget, cost: blockCost });
  // Its prompt: the blocks in order until the budget is spent, a block that does not fit skipped.
  const sent: Passage[] = [];
  let used = 0;
  selected.forEach((passage, i) => {
    const tokens = estimateTokens(blockOf(i + 1, passage)) + 1;
    if (used + tokens > budget) return;
    used += tokens;
    sent.push({ ...passage, tokens });
  });
  return sent;
}
