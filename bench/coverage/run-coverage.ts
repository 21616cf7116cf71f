import type { Article } from '../../src/pipeline/extract/article';
import { classifyIntent } from '../../src/pipeline/intent/classify-intent';
import { buildPrompt } from '../../src/pipeline/prompt/build-prompt';
import { sourceBudgetFor } from '../../src/pipeline/prompt/source-budget';
import { promptBlockCost, promptEntryCost, promptSourceCost } from '../../src/pipeline/prompt/source-tokens';
import { estimateTokens } from '../../src/pipeline/tokens/estimate-tokens';
import type { Passage } from '../../src/pipeline/select/passage';
import { tabTotal } from '../../src/pipeline/select/passage-cost';
import { selectForQuestion } from '../../src/pipeline/select/select-for-question';
import type { QaSet } from '../retrieval/qa-set';
import { indexArticles, type IndexedTab } from '../retrieval/product-pipeline';
import { selectionBeforeIssue11 } from './before-issue-11';
import { sentBeforeIssue19 } from './before-issue-19/sent-before-issue-19';
import { PHRASINGS } from './phrasings';
import { seededRandom } from '../../tests/support/seeded-random';
import { scoreTab, type TabCoverage } from './score-coverage';

export const SELECTIONS = ['ask-tabs', 'before issue 19', 'before', 'random'] as const;
export type Selection = (typeof SELECTIONS)[number];

export interface ScopeResult {
  group: string;
  docs: string[];
  question: string;
  budget: number;
  /** Per selection, per tab of the scope. */
  tabs: Record<Selection, TabCoverage[]>;
  /** The whole scope costs no more than the budget: it must be sent whole. */
  fits: boolean;
  parts?: number;
}

export interface CoverageOptions {
  window: number;
  pools: number[];
  poolsPerSize: number;
  /** Pages of this many words count as long (the issue's 5,000–7,000). */
  longWords: [number, number];
}

/** The phrasings in the order they are used: every language in turn. */
export function rotation(kind: 'single' | 'pool'): string[] {
  const lists = Object.values(PHRASINGS).map((p) => p[kind]);
  const out: string[] = [];
  for (let k = 0; out.length < lists.reduce((n, l) => n + l.length, 0); k += 1) for (const l of lists) if (l[k] !== undefined) out.push(l[k]!);
  return out;
}

/** Every phrasing classified: whole-page without a topic is right. */
export function classification() {
  return Object.entries(PHRASINGS).map(([language, p]) => {
    const all = [...p.single, ...p.pool];
    const wrong = all.filter((q) => {
      const intent = classifyIntent(q);
      return intent.kind !== 'whole-page' || intent.topic !== undefined;
    });
    return { language, right: all.length - wrong.length, total: all.length, wrong };
  });
}

/** One whole-page question over `tabs`: what each selection sent, scored per tab. */
export function scope(tabs: IndexedTab[], question: string, window: number, evidence: Map<number, string[]>, seed: number) {
  const budget = sourceBudgetFor({ contextWindow: window, question, countTokens: estimateTokens });
  const context = selectForQuestion(tabs, question, { budget });
  const sent = (passages: Passage[]) =>
    buildPrompt({ question, passages }, { contextWindow: window, countTokens: estimateTokens }).report.sent.map((s) => s.passage);
  const product = sent(context.passages);
  const before = sent(selectionBeforeIssue11(tabs, question, budget, promptSourceCost));
  // Random chunks of the scope, as many tokens as the product sent, shown in reading order.
  const random = seededRandom(seed);
  const pool = tabs.flatMap((t, k) => t.index.chunks.map((chunk) => ({ k, p: { source: t.source, chunk, score: 0, tokens: promptEntryCost({ chunk }) } })));
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const target = product.reduce((s, p) => s + p.tokens, 0);
  const picked: typeof pool = [];
  const opened = new Set<number>();
  let used = 0;
  for (const x of pool) {
    // Shown tab by tab, each tab's chunks share its block: the block is paid by its first pick.
    const tokens = x.p.tokens + (opened.has(x.k) ? 0 : promptBlockCost(x.p.source));
    if (used + tokens > target) continue;
    picked.push(x);
    opened.add(x.k);
    used += tokens;
  }
  const randomSent = sent(picked.sort((a, b) => a.k - b.k || a.p.chunk.index - b.p.chunk.index).map((x) => x.p));
  const score = (passages: Passage[]) => {
    const total = passages.reduce((s, p) => s + p.tokens, 0);
    return tabs.map((t) => scoreTab(t.index.chunks, passages.filter((p) => p.source.tabId === t.source.tabId), total, evidence.get(t.source.tabId) ?? []));
  };
  return {
    budget,
    fits: tabs.reduce((sum, t) => sum + promptBlockCost(t.source) + tabTotal({ source: t.source, chunks: t.index.chunks }, promptEntryCost), 0) <= budget,
    tabs: {
      'ask-tabs': score(product),
      'before issue 19': score(sentBeforeIssue19(tabs.map((t) => ({ source: t.source, chunks: t.index.chunks })), budget)),
      before: score(before),
      random: score(randomSent),
    } as Record<Selection, TabCoverage[]>,
    ...(context.parts ? { parts: context.parts.length } : {}),
  };
}

/** Whole-page questions over single pages and pools of pages of a question set. */
export function runCoverage(set: QaSet, articles: Article[], options: CoverageOptions): ScopeResult[] {
  const tabs = indexArticles(articles);
  const evidence = new Map<number, string[]>();
  set.docs.forEach((doc, i) => evidence.set(i + 1, set.questions.filter((q) => q.doc_id === doc.doc_id).map((q) => q.evidence)));
  const single = rotation('single');
  const pooled = rotation('pool');
  const results: ScopeResult[] = [];
  const run = (group: string, members: number[], question: string) => {
    const r = scope(members.map((i) => tabs[i]!), question, options.window, evidence, results.length + 1);
    results.push({ group, docs: members.map((i) => set.docs[i]!.doc_id), question, ...r });
  };
  const isLong = (i: number) => set.docs[i]!.n_words >= options.longWords[0] && set.docs[i]!.n_words <= options.longWords[1];
  set.docs.forEach((_, i) => run(isLong(i) ? 'single, long' : 'single', [i], single[i % single.length]!));
  for (const size of options.pools) {
    for (let start = 0, n = 0; start + size <= set.docs.length && n < options.poolsPerSize; start += size, n += 1) {
      run(`pool of ${size}`, Array.from({ length: size }, (_, k) => start + k), pooled[results.length % pooled.length]!);
    }
  }
  const long = set.docs.map((_, i) => i).filter(isLong);
  for (let k = 0; k + 3 <= long.length && k / 3 < options.poolsPerSize; k += 3) run('pool of 3, long', long.slice(k, k + 3), pooled[results.length % pooled.length]!);
  return results;
}

/** One row per group: means over scopes (and over tabs within a scope), the worst tab, per selection. */
export function summarise(results: ScopeResult[]) {
  const groups = [...new Set(results.map((r) => r.group))];
  return groups.map((group) => {
    const rs = results.filter((r) => r.group === group);
    const per = (sel: Selection) => {
      const tabs = rs.flatMap((r) => r.tabs[sel]);
      const mean = (f: (t: TabCoverage) => number) => tabs.reduce((s, t) => s + f(t), 0) / Math.max(1, tabs.length);
      return {
        sections: mean((t) => t.sections),
        worstTabSections: Math.min(...tabs.map((t) => t.sections)),
        lead: mean((t) => (t.lead ? 1 : 0)),
        evidence: mean((t) => t.evidence),
        // A tab's share of the context relative to a fair share (1 = exactly 1/k).
        worstShare: Math.min(...rs.map((r) => Math.min(...r.tabs[sel].map((t) => t.share * r.tabs[sel].length)))),
        whole: rs.filter((r) => r.tabs[sel].every((t) => t.whole)).length,
      };
    };
    return {
      group,
      scopes: rs.length,
      fits: rs.filter((r) => r.fits).length,
      parts: rs.filter((r) => r.parts).length,
      ...Object.fromEntries(SELECTIONS.map((s) => [s, per(s)])),
    } as { group: string; scopes: number; fits: number; parts: number } & Record<Selection, ReturnType<typeof per>>;
  });
}
