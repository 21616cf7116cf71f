import type { Article } from '../../src/pipeline/extract/article';
import { pageSections } from '../../src/pipeline/select/page-sections';
import { indexArticles } from '../retrieval/product-pipeline';
import { rotation, scope, SELECTIONS, type Selection } from './run-coverage';

/** A long real page: enough words and enough sections of its own (headings) to summarize unfairly. */
export interface LongPageRule {
  minWords: number;
  minSections: number;
}

export interface PoolResult {
  docs: string[];
  question: string;
  /** Per tab: its sections, and the share of them with a passage sent, per selection. */
  sectionCounts: number[];
  worst: Record<Selection, number>;
}

const words = (a: Article) => a.text.split(/\s+/u).filter(Boolean).length;

/**
 * Whole-page questions over pools of three long real pages (the "three long pages, 8, 14 and
 * 14 sections"), consecutive in the set's order: for each pool, the worst tab's share of its sections
 * that reached the prompt of a `window`-token model.
 */
export function runLongPools(ids: string[], articles: Article[], window: number, rule: LongPageRule, maxPools: number): PoolResult[] {
  const tabs = indexArticles(articles);
  const long = tabs
    .map((tab, i) => ({ i, tab, sections: pageSections(tab.index.chunks).length }))
    .filter(({ i, tab, sections }) => words(articles[i]!) >= rule.minWords && sections >= rule.minSections && tab.index.chunks.some((c) => c.headings.length > 0));
  const questions = rotation('pool');
  const results: PoolResult[] = [];
  for (let k = 0; k + 3 <= long.length && results.length < maxPools; k += 3) {
    const members = long.slice(k, k + 3);
    const question = questions[results.length % questions.length]!;
    const r = scope(members.map((m) => m.tab), question, window, new Map(), results.length + 1);
    results.push({
      docs: members.map((m) => ids[m.i]!),
      question,
      sectionCounts: members.map((m) => m.sections),
      worst: Object.fromEntries(SELECTIONS.map((s) => [s, Math.min(...r.tabs[s].map((t) => t.sections))])) as Record<Selection, number>,
    });
  }
  return results;
}
