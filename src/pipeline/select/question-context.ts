import type { QuestionIntent } from '../intent/question-intent';
import type { Passage } from './passage';

/** What reaches the model for one question (the worker's `selectOverTabs` answer, less the tab statuses). */
export interface QuestionContext {
  /**
   * In the order to show and number [1], [2]…: rank order for fact and how-to questions; reading
   * order, tab by tab, for whole-page questions; grouped by tab, best first within each, for
   * comparisons.
   */
  passages: Passage[];
  /** The budget the passages were fitted into (source-block tokens), and the cap per tab used. */
  budget: number;
  perTabCap: number;
  intent: QuestionIntent;
  /**
   * False when no chunk matched the question's words (a whole-page question's topic, if it has
   * one): for a fact question the passages are then how each tab begins. A whole-page question
   * without a topic is always matched.
   */
  matched: boolean;
  /** Every ready tab's full text is in `passages`. */
  whole: boolean;
  /** The ranking is weak (rank/ranking-strength.ts): a model-written rewrite of the question may find more. */
  weak: boolean;
  /**
   * A comparison that found only one tab to compare (the others are not what it names): answered as
   * a fact question; the panel says "Only one of your tabs is about …". `subject`: the question's
   * words that tab matched ("laptop"), empty when none did.
   */
  comparedAlone?: { tabId: number; subject: string };
  /** A whole-page question far beyond the budget: the whole scope in parts for map-reduce. */
  parts?: Passage[][];
}
