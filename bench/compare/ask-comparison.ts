import { classifyIntent } from '../../src/pipeline/intent/classify-intent';
import type { TabProfile } from '../../src/pipeline/profile/tab-profile';
import type { TabIndex } from '../../src/pipeline/rank/tab-index';
import type { SourceInfo } from '../../src/pipeline/select/passage';
import type { PassageCost } from '../../src/pipeline/select/passage-cost';
import { selectForQuestion } from '../../src/pipeline/select/select-for-question';
import { answerRank } from './answer-rank';
import { missCause, type MissCause } from './miss-cause';
import { type ComparisonQuestion, missingAnswers, scoreComparison } from './score-comparison';
import { snippetText } from './snippet-text';

export interface BenchTab {
  source: SourceInfo;
  index: TabIndex;
  profile: TabProfile;
}

export interface AskSetup {
  tabs: ReadonlyMap<string, BenchTab>;
  /** The page id of each tab id. */
  pageOf: ReadonlyMap<number, string>;
  budgets: readonly number[];
  rankBudget: number;
  cost: PassageCost;
  /** The budget whose misses are named by cause (1,000 tokens, else the first). */
  shown: number;
  /** A model's search words per question id (`--model-url`: bench/rewrite/select-with-rewrite.ts), used at every budget. */
  rewrites?: ReadonlyMap<string, string>;
}

// A passage reaches the model with its section (format-source.ts): a fact in a heading counts.
export const withSection = (c: { text: string; headings: string[] }) => `${c.headings.join(' > ')}\n${c.text}`;

/** Compared pages between unrelated ones, as tabs open in a window. */
export function tabOrder(compared: readonly string[], unrelated: readonly string[]): string[] {
  const order: string[] = [];
  for (let i = 0; i < Math.max(compared.length, unrelated.length); i += 1) {
    if (unrelated[i]) order.push(unrelated[i]!);
    if (compared[i]) order.push(compared[i]!);
  }
  return order;
}

/** The question's tabs as they are open: its compared pages between the unrelated ones. */
export const scopeOf = (q: ComparisonQuestion, tabs: AskSetup['tabs']) =>
  tabOrder(
    q.compared.map((c) => c.page),
    q.unrelated,
  ).map((id) => tabs.get(id)!);

/**
 * One question over its compared pages and `q.unrelated` opened beside them, through the worker's
 * `selectForQuestion`: at each budget what reached the model; from one deep selection where each
 * compared page's answering passage sits in its tab's order, which pages were taken (a page is taken
 * when any passage of it is sent at the deep budget: a comparison sends every compared tab, so the
 * set is the compared tabs; a question answered as a fact sends from every tab), and why each side
 * missed at the shown budget was missed (miss-cause.ts).
 */
export function askComparison(q: ComparisonQuestion, setup: AskSetup) {
  const { tabs, budgets, rankBudget, cost } = setup;
  const pageText = (id: string) => tabs.get(id)!.index.chunks.map(withSection).join('\n');
  const pageOf = (tabId: number) => setup.pageOf.get(tabId)!;
  const broken = missingAnswers(q, pageText);
  const scope = scopeOf(q, tabs);
  const rewrite = setup.rewrites?.get(q.id);
  const words = rewrite ? { extraQueries: [rewrite] } : {};
  const byBudget = budgets.map((budget) => {
    const context = selectForQuestion(scope, q.question, { budget, cost, fillBudget: true, ...words });
    const sent = context.passages.map((p) => ({ page: pageOf(p.source.tabId), text: withSection(p.chunk) }));
    return { budget, intent: context.intent.kind, passages: sent.length, ...scoreComparison(q, sent) };
  });
  const deep = selectForQuestion(scope, q.question, { budget: rankBudget, cost, fillBudget: true, ...words });
  const ranked = deep.passages.map((p) => ({ page: pageOf(p.source.tabId), text: withSection(p.chunk), cost: cost(p) }));
  const taken = [...new Set(ranked.map((p) => p.page))];
  const ranks = q.compared.map((side) => {
    const answers = side.answers.map(snippetText);
    return { page: side.page, ...answerRank(side.page, (text) => answers.some((a) => snippetText(text).includes(a)), ranked) };
  });
  // What the tab that needs the most must spend to reach its answer (null: some side never comes).
  const tabNeeded = ranks.some((r) => r.rank === null) ? null : Math.max(...ranks.map((r, i) => r.tokensBefore! + ranked.filter((p) => p.page === q.compared[i]!.page)[r.rank! - 1]!.cost));
  const compared = new Set(q.compared.map((c) => c.page));
  const exact = taken.length === compared.size && taken.every((p) => compared.has(p));
  const at = byBudget[setup.shown]!;
  const causes: Array<{ page: string; cause: MissCause }> = at.missed.map((page) => ({
    page,
    cause: missCause({ broken: broken.includes(page), deepRank: ranks.find((r) => r.page === page)!.rank, deepTabSent: taken.includes(page) }),
  }));
  return { id: q.id, lang: q.lang, question: q.question, classified: classifyIntent(q.question).kind, broken, byBudget, ranks, tab_tokens_needed: tabNeeded, taken, exact, causes };
}

export type ComparisonRow = ReturnType<typeof askComparison>;
