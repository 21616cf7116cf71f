/** How much context a question gets, and how many passages one tab may supply. */
export interface RetrievalPlan {
  kind: QuestionKind;
  budget: number;
  perTabCap: number;
}

export type QuestionKind = 'comparison' | 'summary' | 'how-to' | 'factual';

// Only explicit cues: "between X and Y" or "different" alone also open many factual questions
// (111 of 4,804 squad-v1.1-dev questions matched a looser pattern, and lost recall to the cap).
const PATTERNS: Array<[QuestionKind, RegExp]> = [
  ['comparison', /\b(compare[ds]?|comparing|comparison|versus|vs\.?|differ|differs|difference|differences|pros and cons|similarities|better than|worse than|which (one|is better|of (these|them|the two|both))|each (tab|page|site|article|source))\b|\bwhich\b[^?]*\b(better|worse|cheaper|faster|best|cheapest|fastest)\b/i],
  ['summary', /\b(summar(y|ise|ize|ies)|tl;?dr|overview|main (points|ideas)|key (points|takeaways)|gist|outline)\b/i],
  ['how-to', /\bhow (do|can|should) (i|we|you)\b|\bhow to\b|\bstep[- ]by[- ]step\b|\b(install|set up|setup|configure)\b/i],
];

/** The Codexity write-up's advice (comparisons want breadth, facts want a few exact passages), in tokens. */
export function classifyQuestion(query: string): QuestionKind {
  for (const [kind, pattern] of PATTERNS) if (pattern.test(query)) return kind;
  return 'factual';
}

/**
 * A factual question is not capped per tab in practice: the sweep (bench/README.md) shows a cap of
 * 8 passages cost 0.016 answer and 0.026 evidence recall at 1,000 tokens on squad-v1.1-dev, where
 * the answer sits in one tab; the budget alone bounds it. 25 passages is more than any budget here
 * holds (chunks are ~60 real tokens).
 */
const FACTUAL_CAP = 25;

/**
 * Budgets are in `estimateTokens` units (about 1.4 × real Qwen tokens on English, so 1,000 ≈ 720
 * real). From the sweep: a factual question's answer is in the context 0.967 of the time at 500
 * real tokens and 0.979 at 1,000, flat beyond, so 1,000 estimated tokens keeps prefill short on a
 * small model; broader questions get more.
 */
export function planRetrieval(query: string, tabCount: number): RetrievalPlan {
  const tabs = Number.isFinite(tabCount) ? Math.max(1, Math.floor(tabCount)) : 1;
  const kind = classifyQuestion(query);
  switch (kind) {
    case 'comparison':
      // Breadth: every tab gets a say, none can crowd out the rest.
      return { kind, budget: 2000, perTabCap: Math.max(2, Math.ceil(12 / tabs)) };
    case 'summary':
      return { kind, budget: 2000, perTabCap: Math.max(3, Math.ceil(16 / tabs)) };
    case 'how-to':
      return { kind, budget: 1500, perTabCap: 8 };
    case 'factual':
      return { kind, budget: 1000, perTabCap: FACTUAL_CAP };
  }
}
