import { selectComparison } from '../compare/select-comparison';
import type { EarlierTurn } from '../follow-up/earlier-turn';
import { focusFollowUp } from '../follow-up/focus-follow-up';
import { earlierAnswerFirst } from '../follow-up/earlier-answer-first';
import { rankCarried } from '../follow-up/rank-carried';
import { classifyIntent } from '../intent/classify-intent';
import type { QuestionIntent } from '../intent/question-intent';
import { tabLanguage } from '../intent/page-languages';
import { guessLanguage } from '../intent/question-language';
import { sourceBudgetFor } from '../prompt/source-budget';
import { promptBlockCost, promptEntryCost, promptSourceCost } from '../prompt/source-tokens';
import { rankQuestion } from '../rank/rank-question';
import type { RankingParams } from '../rank/ranking-params';
import type { TabProfile } from '../profile/tab-profile';
import type { TabIndex } from '../rank/tab-index';
import { estimateTokens } from '../tokens/estimate-tokens';
import { costOf, costsOf, type PassageCost, tabTotal } from './passage-cost';
import type { Passage, ScoredChunk, SourceInfo } from './passage';
import { planRetrieval } from './plan-retrieval';
import type { QuestionContext } from './question-context';
import type { ScopeTab } from './scope-tab';
import { selectCoverage } from './select-coverage';
import { leadFirst } from './lead-first';
import { readingChunks } from '../chunk/reading-chunks';
import { answerFirst } from './answer-first';
import { findAttributes } from '../compare/find-attributes';
import { questionNameTerms } from '../compare/question-names';
import { namedSubjectTabs } from './named-subject-tabs';
import { selectPassages } from './select-passages';
import { withStated } from './stated-candidates';
import { splitInParts } from './split-in-parts';

export interface QuestionTab {
  source: SourceInfo;
  index: TabIndex;
  /** What the tab is beyond its text (breadcrumb, structured data…): decides which tabs a comparison compares. */
  profile?: TabProfile;
}

export interface QuestionOptions {
  /** Source tokens the model's window leaves (source-budget.ts); absent: what the default model's leaves. */
  budget?: number;
  /** Rewrites of the question (a model's), ranked with the question's words at a lower weight. */
  extraQueries?: string[];
  /** A passage's price; default its prompt source block in `estimateTokens` units (the panel's budget). */
  cost?: PassageCost;
  /** Benchmarks: fill `budget` whatever the intent (their budgets are what they measure). */
  fillBudget?: boolean;
  /** Benchmarks: this cap per tab instead of the plan's (the sweep). */
  perTabCap?: number;
  /** The intent, when already decided (a comparison of fewer than two tabs is a fact question). */
  intent?: QuestionIntent;
  /** Benchmarks: ranking parameters other than the product's (the sweep). */
  ranking?: Partial<RankingParams>;
  /** The turn before, when this question follows one: a follow-up is retrieved as the conversation means it. */
  earlier?: EarlierTurn;
}

/** The default model's window (Qwen2.5-1.5B in WebLLM's prebuilt config: src/models/README.md). */
export const DEFAULT_CONTEXT_WINDOW = 4096;

/**
 * A whole-page question about a single page that costs more than this many budgets is offered in parts
 * (map-reduce) as well as in the coverage selection. A 7,000-word page costs ~8 budgets of a
 * 4,096-token window (estimated tokens, source blocks), and the coverage selection represents
 * every section of such pages (bench/README.md, coverage): parts are for what lies beyond.
 */
export const PARTS_FACTOR = 10;
/** The most parts: each is one model call before the answer can start (a scope beyond is narrowed). */
export const MAX_PARTS = 12;

/**
 * Everything about which text reaches the model for one question, pure: the intent decides the
 * plan and the selection (rank order for facts, each tab's best for comparisons, the whole page or
 * a coverage of it for whole-page questions, parts when it is far too long). The service worker
 * (src/background/select-over-tabs.ts) and the benchmarks call this same function.
 */
export function selectForQuestion(allTabs: readonly QuestionTab[], question: string, options: QuestionOptions = {}): QuestionContext {
  const intent = options.intent ?? classifyIntent(question);
  // A follow-up fact or how-to question: the earlier subject's tabs and words (focus-follow-up.ts).
  const follow = intent.kind === 'fact' || intent.kind === 'how-to' ? focusFollowUp(allTabs, question, options.earlier) : undefined;
  const tabs = follow?.tabs ?? allTabs;
  // A first question that names its subject: no passage of a tab that never writes that name is sent
  // (named-subject-tabs.ts). Ranked over every tab all the same, so the kept tabs' passages rank as before.
  const subject = follow || (intent.kind !== 'fact' && intent.kind !== 'how-to') ? undefined : namedSubjectTabs(tabs, question);
  const sent = subject?.sent ? new Set(subject.sent.map((t) => t.source.tabId)) : undefined;
  const extraQueries = [...(options.extraQueries ?? []), ...(follow?.extraQueries ?? [])];
  const cost = options.cost ?? promptSourceCost;
  const windowBudget = options.budget ?? sourceBudgetFor({ contextWindow: DEFAULT_CONTEXT_WINDOW, question, countTokens: estimateTokens });
  const plan = planRetrieval(intent, windowBudget);
  const budget = options.fillBudget ? windowBudget : plan.budget;
  const perTabCap = options.perTabCap ?? plan.perTabCap;
  // The text beside a reading is ranked for facts, never read as the page (reading-chunks.ts).
  const scope: ScopeTab[] = tabs.filter((t) => !sent || sent.has(t.source.tabId)).map((t) => ({ source: t.source, chunks: readingChunks(t.index.chunks) }));
  const base = { budget, perTabCap, intent };
  const rankOptions = {
    ...(extraQueries.length ? { extraQueries } : {}),
    ...(options.ranking ? { params: options.ranking } : {}),
  };
  // A whole-page question needs the exact size (parts depend on it); others only whether it fits.
  const total = scopeCost(scope, cost, intent.kind === 'whole-page' ? Number.POSITIVE_INFINITY : budget);

  if (intent.kind === 'whole-page') {
    // Ranked only for a topic, by the topic (and any quoted selection on the lines after the question).
    const topicQuery = intent.topic ? [intent.topic, ...question.split('\n').slice(1)].join('\n') : undefined;
    const { ranked, weak } = topicQuery && tabs.length > 0 ? rankQuestion(tabs, topicQuery, rankOptions) : { ranked: [], weak: false };
    const matched = topicQuery ? ranked.some((s) => s.score > 0) : true;
    // Sent tab by tab in reading order, each tab's passages share its block: its header is paid once
    // (format-source.ts). A benchmark's own cost prices passages whole.
    const pricing = options.cost ? { cost } : { cost: promptEntryCost, blockCost: promptBlockCost };
    const wholeCost = scope.reduce((sum, tab) => sum + tabTotal(tab, pricing.cost) + (pricing.blockCost?.(tab.source) ?? 0), 0);
    // Sent whole, nothing is left for a rewrite to find.
    if (wholeCost <= budget) return { ...base, passages: everything(scope, pricing.cost, pricing.blockCost), matched, whole: true, weak: false };
    const topicScores = matched && topicQuery ? new Map(ranked.map((s) => [s.chunk, s.score])) : undefined;
    const passages = selectCoverage(scope, { budget, ...pricing, ...(topicScores ? { topicScores } : {}) });
    // Several tabs share one window, each its fair share: one model call (review turn 4, R5).
    const parts = scope.length === 1 && total > PARTS_FACTOR * budget ? splitInParts(scope, { partBudget: budget, cost, maxParts: MAX_PARTS, total }) : undefined;
    return { ...base, passages, matched, whole: false, weak, ...(parts ? { parts } : {}) };
  }

  if (intent.kind === 'comparison' && comparesInsideEarlier(allTabs, question, options.earlier)) {
    // Only the turn before says what it compares: the earlier subject's page, as a fact follow-up is retrieved.
    return selectForQuestion(allTabs, question, { ...options, intent: { kind: 'fact' } });
  }
  if (intent.kind === 'comparison') {
    // Every compared tab gets its say whatever the ranking: its weakness calls for no rewrite (one asked
    // for a question in none of the pages' languages still orders each tab's passages: `rankOptions`).
    const compared = selectComparison(tabs, question, { budget, cost, rank: rankOptions, ...(intent.byShape ? { byShape: true } : {}), ...(options.perTabCap !== undefined ? { perTabCap } : {}) });
    if (!('alone' in compared)) return { ...base, ...compared, weak: false };
    // Fewer than two tabs compared: a question inside one page, answered as a fact question, and said.
    const fact = selectForQuestion(tabs, question, { ...options, intent: { kind: 'fact' } });
    return compared.alone ? { ...fact, comparedAlone: compared.alone } : fact;
  }
  const all = tabs.length > 0 ? rankQuestion(tabs, question, rankOptions) : { ranked: [], weak: false };
  const ranking = sent ? { ...all, ranked: all.ranked.filter((s) => sent.has(s.source.tabId)) } : all;
  const { weak } = ranking;
  // The earlier answer's citations, within this scope, ranked with this question's passages.
  const carried = follow && options.earlier ? rankCarried(ranking.ranked, tabs, options.earlier.carried, { lead: follow.carriedLead ?? false }) : ranking.ranked;
  // Tabs that are the subject's already (a narrowed follow-up, one tab): the lines stating the measure asked join;
  // also those of the one tab whose title a first question names (failing a title, the lead tab whose text alone holds
  // one of its names), asked in another language than that page's (its words cannot find "Item weight 0.1 Pounds" for
  // "무게"; in the page's own language they rank as written).
  const attributes = findAttributes(question);
  const titled = subject?.titled.length === 1 ? subject.titled : !follow && attributes.length > 0 ? namedInText(tabs, carried, question) : undefined;
  const subjectTab = titled && attributes.length > 0 && asksInAnotherLanguage(question, titled[0]!.index) ? titled : undefined;
  const stated = (follow && follow.tabs.length < allTabs.length) || tabs.length === 1 ? tabs : subjectTab;
  const ranked = stated ? withStated(carried, stated, attributes, question) : carried;
  const matched = ranked.some((s) => s.score > 0);
  // The order to send: the answering passage first (answer-first.ts); a follow-up's earlier answer first among equals.
  const factOrder = (chosen: Passage[]) => {
    const ordered = answerFirst(leadFirst(chosen), question, attributes, tabs);
    return follow && options.earlier ? earlierAnswerFirst(ordered, question, options.earlier.carried, tabs) : ordered;
  };
  if (total <= budget) {
    // All of it fits: the matches best first, then the rest in reading order.
    const first = ranked.filter((s) => s.score > 0);
    const shown = new Set(first.map((s) => s.chunk));
    const rest = everything(scope, cost).filter((p) => !shown.has(p.chunk));
    const matches = factOrder(first.map((s) => ({ ...s, tokens: costOf(s, cost) })));
    return { ...base, passages: [...matches, ...rest], matched, whole: true, weak: false };
  }
  const chosen = selectPassages(ranked, { budget, perTabCap, cost });
  return { ...base, passages: factOrder(chosen), matched, whole: false, weak };
}

/**
 * A comparison follow-up none of whose words any tab in scope holds and that asks no measure
 * ("規制の厳しい業界にはどちらのタイプが向いている？", "年轻职场人现在最喜欢哪种复杂功能？" after a question about one
 * page, over English pages): nothing but the turn before says what it compares, so it compares inside the
 * earlier answer's tabs (`carriedLead`: focus-follow-up.ts). One asking a measure ("¿Cuál es más ligero?")
 * still compares the tabs that state it; one whose words a page holds is read as any comparison.
 */
function comparesInsideEarlier(tabs: readonly QuestionTab[], question: string, earlier: EarlierTurn | undefined): boolean {
  if (!earlier || findAttributes(question).length > 0) return false;
  return focusFollowUp(tabs, question, earlier)?.carriedLead === true;
}

/**
 * No title names the subject ("Stadler-Form-Flammendiffusor" on a shop whose title is its own): the tab the ranking leads
 * with, when its text holds a name of the question; no other tab's text does.
 */
function namedInText<T extends QuestionTab>(tabs: readonly T[], ranked: readonly ScoredChunk[], question: string): T[] | undefined {
  const lead = ranked[0]?.score ? tabs.find((t) => t.source.tabId === ranked[0]!.source.tabId) : undefined;
  const names = [...questionNameTerms(question)];
  const holds = (t: T) => names.some((n) => (t.index.docFreq.get(n) ?? 0) > 0);
  return lead && holds(lead) && tabs.filter(holds).length === 1 ? [lead] : undefined;
}

/** Whether a question is written in another language than a tab's reading, both told (`tabLanguage`, `guessLanguage`). */
function asksInAnotherLanguage(question: string, index: TabIndex): boolean {
  const asked = guessLanguage(question.split('\n', 1)[0] ?? '');
  const written = asked ? tabLanguage(index) : undefined;
  return !!asked && !!written && asked !== written;
}

/** Every chunk of the scope in reading order, tab by tab; with `blockCost`, a tab's first passage pays its block. */
function everything(scope: readonly ScopeTab[], cost: PassageCost, blockCost?: (source: SourceInfo) => number): Passage[] {
  return scope.flatMap((tab) => {
    const costs = costsOf(tab, cost);
    return tab.chunks.map((chunk, i) => ({ source: tab.source, chunk, score: 0, tokens: costs[i]! + (i === 0 ? (blockCost?.(tab.source) ?? 0) : 0) }));
  });
}

/**
 * What the whole scope costs, or infinity as soon as it is clear it costs more than `budget`: no
 * chunk costs less than a sixth of its characters, so a fact question over long pages does not
 * price every chunk.
 */
function scopeCost(scope: readonly ScopeTab[], cost: PassageCost, budget: number): number {
  let chars = 0;
  let chunks = 0;
  for (const tab of scope) {
    chunks += tab.chunks.length;
    for (const chunk of tab.chunks) chars += chunk.text.length;
  }
  if (chars / 6 > budget && chunks > 0) return Number.POSITIVE_INFINITY;
  return scope.reduce((sum, tab) => sum + tabTotal(tab, cost), 0);
}
