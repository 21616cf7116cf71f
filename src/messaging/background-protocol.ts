import { defineExtensionMessaging } from '@webext-core/messaging';
import type { Locator } from '../pipeline/chunk/chunk';
import type { EarlierTurn } from '../pipeline/follow-up/earlier-turn';
import type { QuestionContext } from '../pipeline/select/question-context';
import type { TabCandidate } from '../pipeline/choose/tab-candidate';
import type { TabStatus } from './tab-status';

/**
 * What reaches the model for a question (src/pipeline/select/question-context.ts: passages in the
 * order to show and number, budget, cap, intent, matched, whole, weak, parts), plus each tab's status.
 */
export interface TabsSelection extends QuestionContext {
  /** One per requested tab, in request order. */
  statuses: TabStatus[];
  /** The languages the ready tabs are written in, the most tabs' first (src/pipeline/intent/page-languages.ts). */
  pageLanguages: string[];
}

/** Messages the background service worker (src/background/) receives from extension pages. */
export interface BackgroundProtocol {
  /**
   * Reads and indexes a tab (or reuses its cached index) and says whether it can be asked about.
   * `urgent`: a question waits for it, so its read goes before the tabs read ahead of time.
   * `now`: the panel's wait for a loading tab is over: read what it shows now (review R8).
   */
  prepareTab(data: { tabId: number; now?: boolean; urgent?: boolean }): TabStatus;
  /**
   * What choosing among many tabs knows of each (src/pipeline/choose/tab-candidate.ts): title and URL,
   * and for a tab already read its headings and how its text answers the question. Reads nothing.
   */
  tabCandidates(data: { tabIds: number[]; question: string }): TabCandidate[];
  /**
   * Chooses the passages of these tabs for the question. `budget`: the source tokens the model's
   * window leaves (`sourceBudgetFor` in src/pipeline/prompt/source-budget.ts, `estimateTokens`
   * units); absent, what the default model's window leaves. `extraQueries`: rewrites of the
   * question (a model's, when `weak`), ranked at a lower weight than the question's own words.
   * `earlier`: the turn before (its question, its tabs, its cited passages), for a follow-up.
   */
  selectOverTabs(data: { tabIds: number[]; question: string; budget?: number; extraQueries?: string[]; earlier?: EarlierTurn }): TabsSelection;
  /** Brings the tab and its window to the front, scrolls to the passage and highlights it. */
  showPassage(data: { tabId: number; locator: Locator }): { found: boolean };
  /** A PDF passage: opens the tab's PDF in the extension's viewer beside it, at the page, the passage highlighted. */
  showInPdfViewer(data: { tabId: number; locator: Locator }): { opened: boolean };
  /** Stops reading the tab's PDF (Skip it on a PDF still being read): its status becomes `pdf-stopped`. */
  stopReading(data: { tabId: number }): { stopped: boolean };
}

export const backgroundMessenger = defineExtensionMessaging<BackgroundProtocol>({ logger: undefined });
