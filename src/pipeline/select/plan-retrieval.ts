import type { QuestionIntent } from '../intent/question-intent';

/** How much context a question gets, and how many passages one tab may supply. */
export interface RetrievalPlan {
  budget: number;
  perTabCap: number;
}

/**
 * A factual question is not capped per tab in practice: the sweep (bench/README.md) shows that a cap
 * of 8 passages costs recall on squad-v1.1-dev, where the answer sits in one tab; the budget alone
 * bounds it. 25 passages is more than these budgets hold.
 */
const FACT_CAP = 25;

/**
 * The most a fact or how-to question uses of the window, in source-block tokens (a passage costs
 * its `<source>` block, about twice its text: source-tokens.ts). 4,000 is about 2,000 real tokens
 * of text: answer recall on paraphrase-dev rises up to there (0.76 at 1,000, 0.82 at 2,000) and is
 * flat on squad-v1.1-dev beyond 1,000 (bench/README.md). The default model's window leaves ~2,900,
 * so it uses all of it; a larger window (a server) stops here, keeping prefill short.
 */
export const FACT_BUDGET = 4000;
export const HOW_TO_BUDGET = 4000;
/**
 * The most a comparison uses of the window. Its tabs take turns until the budget is spent (no count of
 * passages per tab), so on a server's large window it would otherwise send the whole window; half as much
 * again as a fact question, for two or three tabs' facts. The default model's window (~2,900) is below it.
 */
export const COMPARISON_BUDGET = 6000;

/**
 * The plan for one question. `windowBudget` is what the model's window leaves for sources
 * (source-budget.ts); whole-page questions use all of it, comparisons, fact and how-to
 * questions at most their own budget. The Codexity write-up's advice: comparisons want breadth,
 * facts want a few exact passages.
 */
export function planRetrieval(intent: QuestionIntent, windowBudget: number): RetrievalPlan {
  const window = Number.isFinite(windowBudget) ? Math.max(0, Math.floor(windowBudget)) : 0;
  switch (intent.kind) {
    case 'comparison':
      // Breadth: every tab gets a say, none can crowd out the rest: the compared tabs take turns, one
      // passage each per round, until the window is spent (select-by-tab.ts). No count of passages per
      // tab: one (12 over the tabs) left half the window empty while a tab's answering line sat just
      // below it (bench/README.md, compare-peer).
      return { budget: Math.min(window, COMPARISON_BUDGET), perTabCap: Number.MAX_SAFE_INTEGER };
    case 'whole-page':
      // Each tab gets its fair share of the budget (select-coverage.ts), not a count of passages.
      return { budget: window, perTabCap: Number.MAX_SAFE_INTEGER };
    case 'how-to':
      // As a fact question: a cap per tab cut the answer of a how-to asked in another language than its page
      // (bench/README.md, "How-to questions in every language").
      return { budget: Math.min(window, HOW_TO_BUDGET), perTabCap: FACT_CAP };
    case 'fact':
      return { budget: Math.min(window, FACT_BUDGET), perTabCap: FACT_CAP };
  }
}
