import { answerType, holdsAnswer } from '../intent/answer-type';
import type { ScoredChunk, SourceInfo } from '../select/passage';
import { feedbackTerms } from './feedback-terms';
import { prepareTerms } from './prepare-terms';
import { rankTabs, type RankOptions } from './rank-tabs';
import { rankingStrength } from './ranking-strength';
import { RANKING, type RankingParams } from './ranking-params';
import type { TabIndex } from './tab-index';

export interface QuestionRanking {
  /** Matching chunks best first (or, when nothing matched, every chunk in reading order at score 0). */
  ranked: ScoredChunk[];
  /** How well the first ranking's best chunk holds the question's words (ranking-strength.ts). */
  strength: number;
  /** A model-written rewrite of the question may find more (strength below `weakBelow`). */
  weak: boolean;
}

const TAB_TOP = 3;
/**
 * Feedback needs a collection to draw from: over a page of a few chunks every term is in the "top
 * chunks", IDF is degenerate, and one word of the question the page lacks ("much") reads as a weak
 * ranking (e2e: the observatory page in tests/e2e/pages/hostile/shadow-frames.html).
 */
const FEEDBACK_MIN_CHUNKS = 20;

/**
 * A question's ranking, for questions in the reader's own words as well as the page's: BM25F over
 * the tabs (rankTabs); when that first ranking is weak, again with feedback terms from its best
 * chunks; then each matching chunk's score mixes in its tab's (the tab the question is about) and
 * a bonus for holding the kind of answer the question asks for. Measured in bench/README.md.
 */
export function rankQuestion(
  tabs: ReadonlyArray<{ source: SourceInfo; index: TabIndex }>,
  query: string,
  options: RankOptions & { params?: Partial<RankingParams> } = {},
): QuestionRanking {
  const p: RankingParams = { ...RANKING, ...options.params };
  const subject = { leadScores: true };
  const first = rankTabs(tabs, query, { ...options, ...subject });
  const strength = rankingStrength(tabs, query, first);
  const weak = strength < p.weakBelow;
  if (first.length === 0 || first[0]!.score <= 0) return { ranked: first, strength, weak };
  let ranked = first;
  const chunks = tabs.reduce((sum, t) => sum + t.index.readingSize, 0);
  if (strength < p.feedbackBelow && chunks >= FEEDBACK_MIN_CHUNKS) {
    const given = options.extraTerms ?? new Map<string, number>();
    const known = new Set([...prepareTerms(query), ...(options.extraQueries ?? []).flatMap(prepareTerms), ...given.keys()]);
    const feedback = feedbackTerms(tabs, first, known, { chunks: p.feedbackChunks, terms: p.feedbackTerms, weight: p.feedbackWeight });
    // A caller's own extra terms stay beside the feedback's (the second ranking replaces the first).
    if (feedback.size > 0) ranked = rankTabs(tabs, query, { ...options, ...subject, extraTerms: new Map([...feedback, ...given]) });
  }
  const asked = query.split('\n')[0] ?? '';
  return { ranked: reweigh(ranked, p, answerType(asked), asked), strength, weak };
}

/** Score → (1 − w) × score / best + w × tab score / best tab's, + a bonus for the right kind of answer. */
function reweigh(ranked: ScoredChunk[], p: RankingParams, answer: RegExp | undefined, question: string): ScoredChunk[] {
  if (p.tabWeight <= 0 && (!answer || p.answerTypeBoost <= 0)) return ranked;
  // The readings' passages set the scale and the tabs' scores: the text beside a reading is ranked
  // among them, and does not change their order.
  const best = (ranked.find((r) => !r.chunk.beside) ?? ranked[0]!).score;
  // Ranked best first, so a tab's first TAB_TOP entries are its best.
  const tabScore = new Map<number, { sum: number; n: number }>();
  for (const r of ranked) {
    if (r.chunk.beside) continue;
    const t = tabScore.get(r.source.tabId) ?? { sum: 0, n: 0 };
    if (t.n < TAB_TOP) tabScore.set(r.source.tabId, { sum: t.sum + r.score, n: t.n + 1 });
  }
  const bestTab = Math.max(...[...tabScore.values()].map((t) => t.sum));
  const bestLead = Math.max(...ranked.map((r) => (r.chunk.beside ? 0 : (r.lead ?? 0))));
  const out = ranked.map((r) => {
    const tab = p.tabWeight * ((tabScore.get(r.source.tabId)?.sum ?? 0) / bestTab);
    const bonus = answer && p.answerTypeBoost > 0 && holdsAnswer(r.chunk.text, answer, question) ? p.answerTypeBoost : 0;
    const score = (1 - p.tabWeight) * (r.score / best) + tab + bonus;
    return r.lead === undefined ? { ...r, score } : { ...r, score, lead: (1 - p.tabWeight) * (bestLead > 0 ? r.lead / bestLead : 0) + tab + bonus };
  });
  return out.sort((a, b) => b.score - a.score || a.chunk.index - b.chunk.index || (a.source.url < b.source.url ? -1 : a.source.url > b.source.url ? 1 : a.source.tabId - b.source.tabId));
}
