import type { ModelKind } from '../models/language-model';
import type { ModelName } from '../models/model-name';
import type { Scope } from '../messaging/scope';
import type { TabStatus } from '../messaging/tab-status';
import type { IntentKind } from '../pipeline/intent/question-intent';
import type { PromptReport } from '../pipeline/prompt/build-prompt';
import type { ChatMessage } from '../pipeline/prompt/chat-message';
import type { Passage } from '../pipeline/select/passage';

/** `interrupted`: restored after the panel closed while the turn was active (src/sidepanel/session/saved-conversation.ts). */
export type TurnStatus = 'retrieving' | 'preparing' | 'streaming' | 'done' | 'stopped' | 'error' | 'interrupted';

export const ACTIVE_STATUSES: readonly TurnStatus[] = ['retrieving', 'preparing', 'streaming'];

export interface TurnError {
  message: string;
  fix?: string;
  kind?: string;
}

/** What retrieval found for a turn, beyond its passages: how to present them, and which tabs failed. */
export interface TurnRetrieval {
  intent: IntentKind;
  /** Some passage matched the question's words (else the passages are how each tab begins). */
  matched: boolean;
  /** Every readable tab's whole text is in the passages. */
  whole: boolean;
  /** The tabs asked about, and what became of each (ready, or why not). */
  tabIds: number[];
  statuses: TabStatus[];
  /** Tabs the user chose not to wait for. */
  skipped: number[];
  /** Tabs still being read after the grace (READING_GRACE_MS): the answer did not wait; their passages join the next question. */
  stillReading?: number[];
  /** The scope the question was asked in (a question about "this page" counts as the current tab); absent in turns saved before it was recorded. */
  scope?: Scope;
  /**
   * The active tab, when the question named "this page" and that tab was not among the chosen ones:
   * it was asked about instead of them, and the turn says so.
   */
  thisPageOutsideScope?: number;
  /** A comparison that only one tab fits (QuestionContext.comparedAlone): the turn says so. */
  comparedAlone?: { tabId: number; subject: string };
  /** Each tab's name when it was asked about (it may close or navigate since). */
  names: Record<number, string>;
  /** The model's search terms, when the first ranking was weak and a model rewrote the question. */
  rewrite?: string;
  /**
   * "All tabs" over many tabs: the tabs read for this question were chosen (choose-tabs.ts); `others`
   * are the rest, best first, each one "Add"-able. `limit`: the window had more tabs than one
   * question reads (MAX_TABS_PER_QUESTION), `total` of them.
   */
  choice?: { read: number[]; others: number[]; total: number; limit?: number };
}

/** The model that wrote a turn's answer (absent: passages only). */
export interface KeptModel {
  name: ModelName;
  kind: ModelKind;
  sendsTextOffDevice: boolean;
}

/**
 * One question and its answer as kept: what the panel shows again when the conversation is opened. The
 * prompt report keeps only ids into `passages` (its passages are the turn's, numbered the same way), so a
 * long conversation costs each passage's text once.
 */
export interface KeptTurn {
  question: string;
  /** The numbered list the answer's [n] refer to. */
  passages: Passage[];
  text: string;
  status: TurnStatus;
  error?: TurnError | undefined;
  model?: KeptModel | undefined;
  retrieval?: TurnRetrieval | undefined;
  /** Names the answer in the engine host, which may still be writing it. */
  requestId?: string | undefined;
  /** The question's language (BCP 47). */
  language?: string | undefined;
  /** The newest processor-engine turn's prompt as sent (the engine's cache still holds it). */
  prompt?: ChatMessage[] | undefined;
  report?: (Omit<PromptReport, 'sent' | 'leftOut'> & { sent: Array<{ id: number; tokens: number }>; leftOut: number[] }) | undefined;
  /** When it was asked (ms since 1970); absent in turns kept before times were. */
  at?: number | undefined;
}
