import { computed, type ReadonlySignal, signal, type Signal } from '@preact/signals';
import { questionLanguage, type QuestionLanguage } from '../../i18n/question-language';
import { ui } from '../../i18n/ui-translator';
import type { LanguageModel, PrefillProgress, TokenUsage } from '../../models/language-model';
import { analyseAnswer, type AnswerAnalysis } from '../../pipeline/cite/analyse-answer';
import type { PromptReport } from '../../pipeline/prompt/build-prompt';
import type { ChatMessage } from '../../pipeline/prompt/chat-message';
import type { Passage } from '../../pipeline/select/passage';
import type { TurnError, TurnRetrieval, TurnStatus } from '../../history/kept-turn';

/** While tabs are read: how many are done, and the slow ones the user may skip. */
export interface ReadingProgress {
  done: number;
  total: number;
  /** Tabs still loading after the others were read. */
  waiting: number[];
  skip(tabId: number): void;
}

/** A whole-page question read in parts: step k of n condenses part k; the last step writes the answer. */
export interface StepProgress {
  step: number;
  of: number;
  /** The whole reading in parts, estimated before it starts from the model's measured speed (plan-parts.ts). */
  seconds?: number;
}

/** Before the first word: the prompt being read, at the speed measured on this machine, and how far it is. */
export interface PrefillState {
  /** The prompt's tokens, as counted when it was built. */
  promptTokens: number;
  /** Prompt tokens a second measured when the model loaded (LanguageModel.prefillTokS). */
  tokS?: number | undefined;
  progress?: PrefillProgress | undefined;
}

/** One question and its answer. Signals, so the view re-renders as tokens stream in. */
export interface Turn {
  id: number;
  question: string;
  /** The numbered list the answer's [n] refer to: this turn's passages, then ones carried over. */
  passages: Signal<Passage[]>;
  text: Signal<string>;
  status: Signal<TurnStatus>;
  error: Signal<TurnError | undefined>;
  /** What the model saw; undefined in passages-only mode. */
  report: Signal<PromptReport | undefined>;
  /** The model that answered, or undefined when the answer is passages only. */
  model: Signal<Pick<LanguageModel, 'name' | 'kind' | 'sendsTextOffDevice'> | undefined>;
  /** The backend's exact token counts, when it reports them (WebLLM does). */
  usage: Signal<TokenUsage | undefined>;
  analysis: ReadonlySignal<AnswerAnalysis>;
  retrieval: Signal<TurnRetrieval | undefined>;
  /** Set while the turn's tabs are being read. */
  reading: Signal<ReadingProgress | undefined>;
  /** Set while a whole-page answer is read in parts. */
  steps: Signal<StepProgress | undefined>;
  /** Set while the model reads the prompt, before the first word (processor engine). */
  prefill: Signal<PrefillState | undefined>;
  /** True while the engine host writes another window's answer first (this one is next). */
  queued: Signal<boolean>;
  /** Names the answer in the engine host, which goes on writing it if the panel closes. */
  requestId?: string | undefined;
  /**
   * The messages of the attempt that answered, exactly as sent (one prompt, not parts): a follow-up on
   * the processor engine keeps them, which its cache still holds (build-kept-prompt.ts). Saved with the
   * newest processor-engine turn: the model outlives the panel, so a reopened panel's follow-up keeps them too.
   */
  prompt?: ChatMessage[] | undefined;
  /** The question's language, once known: the answer, its refusal and the passages' headline are in it. */
  language: Signal<QuestionLanguage | undefined>;
}

/** A turn as plain data: what `restore` takes back (the panel saves it in storage.session). */
export interface TurnData {
  question: string;
  passages: Passage[];
  text: string;
  status: TurnStatus;
  error?: TurnError | undefined;
  report?: PromptReport | undefined;
  model?: Pick<LanguageModel, 'name' | 'kind' | 'sendsTextOffDevice'> | undefined;
  retrieval?: TurnRetrieval | undefined;
  requestId?: string | undefined;
  /** The question's language (BCP 47). */
  language?: string | undefined;
  /** Turn.prompt, kept for the newest turn the processor engine answered. */
  prompt?: ChatMessage[] | undefined;
}

export function newTurn(id: number, question: string): Turn {
  const text = signal('');
  const report = signal<PromptReport | undefined>(undefined);
  const language = signal<QuestionLanguage | undefined>(undefined);
  return {
    id,
    question,
    passages: signal<Passage[]>([]),
    text,
    status: signal<TurnStatus>('retrieving'),
    error: signal<TurnError | undefined>(undefined),
    report,
    model: signal(undefined),
    usage: signal<TokenUsage | undefined>(undefined),
    retrieval: signal<TurnRetrieval | undefined>(undefined),
    reading: signal<ReadingProgress | undefined>(undefined),
    steps: signal<StepProgress | undefined>(undefined),
    prefill: signal<PrefillState | undefined>(undefined),
    queued: signal(false),
    language,
    analysis: computed(() => {
      const sent = report.value?.sent ?? [];
      // A citation is judged as a reader sees it: with its tab's title and section (check-citations.ts).
      const sources = sent.map((s) => ({ id: s.id, text: s.passage.chunk.text, context: [s.passage.source.title, ...s.passage.chunk.headings].join('\n') }));
      return analyseAnswer(text.value, question, sources, language.value?.answer.notInTabs);
    }),
  };
}

/** The turn again, from saved data (a reopened panel). */
export function turnFrom(id: number, data: TurnData): Turn {
  const turn = newTurn(id, data.question);
  turn.passages.value = data.passages;
  turn.text.value = data.text;
  turn.status.value = data.status;
  turn.error.value = data.error;
  turn.report.value = data.report;
  turn.model.value = data.model;
  turn.retrieval.value = data.retrieval;
  if (data.requestId) turn.requestId = data.requestId;
  if (data.prompt) turn.prompt = data.prompt;
  if (data.language) {
    void questionLanguage(data.language, ui.locale)
      .then((language) => (turn.language.value = language))
      .catch(() => undefined);
  }
  return turn;
}
