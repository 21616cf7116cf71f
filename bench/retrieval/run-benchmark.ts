import type { Article } from '../../src/pipeline/extract/article';
import { CodexityPool } from './codexity-pipeline';
import { indexArticles, productSelect, type ProductConfig } from './product-pipeline';
import { poolFor, type QaSet } from './qa-set';
import { type BudgetScores, ScoreTally, scoreSelection } from './score-context';

export type PipelineScores = Record<string, BudgetScores>;

export interface RunOptions {
  pool: number;
  budgets: number[];
  countTokens: (text: string) => number;
  pipelines?: Array<'ask-tabs' | 'codexity'>;
  product?: ProductConfig;
}

/** Every answerable question over its pool of documents, for each pipeline and budget. */
export function runBenchmark(set: QaSet, articles: Article[], options: RunOptions): Record<string, PipelineScores> {
  const { pool, budgets, countTokens } = options;
  const pipelines = options.pipelines ?? ['ask-tabs', 'codexity'];
  const tallies = Object.fromEntries(pipelines.map((p) => [p, budgets.map(() => new ScoreTally())]));
  const tabs = pipelines.includes('ask-tabs') ? indexArticles(articles, options.product) : [];
  const codexityPools = new Map<number, CodexityPool>();

  for (const q of set.questions) {
    const members = poolFor(set.docs, q.doc_id, pool);
    const selections: Record<string, Array<Array<{ text: string; tokens: number }>>> = {};
    if (pipelines.includes('ask-tabs')) {
      selections['ask-tabs'] = productSelect(members.map((i) => tabs[i]!), q.question, budgets, countTokens, options.product);
    }
    if (pipelines.includes('codexity')) {
      const key = members[0]!;
      let baseline = codexityPools.get(key);
      if (!baseline) {
        baseline = new CodexityPool(members.map((i) => articles[i]!));
        codexityPools.set(key, baseline);
      }
      selections.codexity = baseline.select(q.question, budgets, countTokens);
    }
    for (const [name, perBudget] of Object.entries(selections)) {
      perBudget.forEach((passages, b) => tallies[name]![b]!.add(scoreSelection(passages, q.answers, q.evidence)));
    }
  }
  return Object.fromEntries(
    Object.entries(tallies).map(([name, list]) => [name, Object.fromEntries(list.map((t, b) => [String(budgets[b]), t.result()]))]),
  );
}
