/** How much context a question gets, and how many passages one tab may supply. */
export interface RetrievalPlan {
  kind: QuestionKind;
  budget: number;
  perTabCap: number;
}

export type QuestionKind = 'comparison' | 'summary' | 'how-to' | 'factual';

const PATTERNS: Array<[QuestionKind, RegExp]> = [
  ['comparison', /\b(compare[ds]?|comparison|versus|vs\.?|differ(s|ence|ences|ent)?|better|worse|cheaper|faster|pros and cons|which (one|of)|similarit(y|ies)|each (tab|page|site|article))\b|\bbetween\b.+\band\b/i],
  ['summary', /\b(summar(y|ise|ize|ies)|tl;?dr|overview|main (points|ideas)|key (points|takeaways)|gist|outline)\b/i],
  ['how-to', /\b(how (do|can|to|should)|steps?|guide|tutorial|install|set ?up|configure|fix)\b/i],
];

/** The Codexity write-up's advice (comparisons want breadth, facts want a few exact passages), in tokens. */
export function classifyQuestion(query: string): QuestionKind {
  for (const [kind, pattern] of PATTERNS) if (pattern.test(query)) return kind;
  return 'factual';
}

/**
 * Budgets are in `estimateTokens` units (about 1.3 × real Qwen tokens on English). Chosen from the
 * sweep in bench/README.md: on squad-v1.1-dev a factual question's answer is in the context
 * ~0.97 of the time at 1,000 tokens and the curve is flat beyond; broader questions get more.
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
      return { kind, budget: 1000, perTabCap: 8 };
  }
}
