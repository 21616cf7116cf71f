import { answerInParts } from '../../answering/answer-in-parts';
import type { LanguageModel } from '../../models/language-model';
import { sameModelName, type ModelName } from '../../models/model-name';
import { planParts } from '../../answering/plan-parts';
import { sourceCapForSpeed } from '../../answering/prompt-wait';
import { rewriteQuery } from '../../answering/rewrite-query';
import { type PromptAttempt, streamAnswer, tokenCounter } from '../../answering/stream-answer';
import type { QuestionLanguage } from '../../i18n/question-language';
import type { EarlierTurn } from '../../pipeline/follow-up/earlier-turn';
import type { KeptConversation } from '../../pipeline/prompt/build-kept-prompt';
import type { HistoryTurn } from '../../pipeline/prompt/chat-message';
import { sourceBudgetFor } from '../../pipeline/prompt/source-budget';
import { wantsRewrite } from '../../pipeline/prompt/wants-rewrite';
import type { Passage } from '../../pipeline/select/passage';
import { estimateTokens } from '../../pipeline/tokens/estimate-tokens';
import type { TurnRetrieval } from '../../history/kept-turn';
import type { Turn } from './turn';

/** What retrieval hands a turn for one question. */
export interface TurnContext {
  passages: Passage[];
  retrieval?: TurnRetrieval;
  /** A whole-page question far beyond the window: the whole scope in parts (map-reduce). */
  parts?: Passage[][];
  /** The first ranking is weak: a model-written rewrite of the question may find more. */
  weak?: boolean;
  /** The languages the tabs asked about are written in, the most tabs' first; absent or empty: not known. */
  pageLanguages?: string[];
}

export interface RetrieveRequest {
  /** Source tokens the model's window leaves for this question (`sourceBudgetFor`); absent: the planned budget. */
  budget?: number;
  /** Rewrites of the question, ranked beside its own words at a lower weight. */
  extraQueries?: string[];
  /** The turn before, for a follow-up: its question, tabs and cited passages (retrieved with this one, in scope only). */
  earlier?: EarlierTurn;
}

export interface TurnDeps {
  /**
   * The panel's retrieval (content scripts + background ranking). It may show passages early
   * (`turn.passages`, from the tabs read so far) and progress (`turn.reading`).
   */
  retrieve(question: string, signal: AbortSignal, turn: Turn, request: RetrieveRequest): Promise<TurnContext>;
  /** The model to use, loading it if needed (the user may be asked first); null: passages only. */
  getModel(signal: AbortSignal): Promise<LanguageModel | null>;
  /** The answering model's window when it is known before loading (the plan); undefined: passages only or not known yet. */
  expectedWindow?(): number | undefined;
  /** A model that can write now without asking the user or downloading (for a query rewrite); undefined: none. */
  readyModel?(signal: AbortSignal): Promise<LanguageModel | undefined>;
  /** The question's language (question-language.ts); absent: English. */
  questionLanguage?(question: string): Promise<QuestionLanguage>;
}

export interface TurnInput {
  history: HistoryTurn[];
  /** The turn before, for follow-ups ("Is it open on Sunday?", "and the other one?"); undefined: the first question. */
  earlier?: EarlierTurn | undefined;
  /** The conversation as the processor engine holds it after the previous answer, and that model's name. */
  kept?: { model: ModelName; conversation: KeptConversation } | undefined;
  signal: AbortSignal;
}

/**
 * One turn, start to end: the budget the model's window leaves, retrieval (again with the model's
 * rewrite when the first ranking is weak and a model is at hand), then the answer — streamed from
 * the passages, or read in parts for a whole page far beyond the window, or the passages themselves
 * when there is no model. Throws what the caller turns into the turn's error.
 */
export async function answerTurn(turn: Turn, deps: TurnDeps, { history, earlier, kept, signal }: TurnInput): Promise<void> {
  const window = deps.expectedWindow?.();
  if (deps.questionLanguage) turn.language.value = await deps.questionLanguage(turn.question);
  const answerLanguage = turn.language.value?.answer;
  const ready = await deps.readyModel?.(signal);
  const budget =
    window === undefined
      ? undefined
      : sourceBudgetFor({
          contextWindow: window,
          question: turn.question,
          history,
          countTokens: ready ? tokenCounter(ready) : estimateTokens,
          ...(answerLanguage ? { answerLanguage } : {}),
        });
  // The earlier answer's passages are retrieved with this question's, from this scope only: a tab
  // outside it (or closed) carries nothing, and with nothing readable in scope no model is asked.
  const request = { ...(budget === undefined ? {} : { budget }), ...(earlier ? { earlier } : {}) };
  let found = await deps.retrieve(turn.question, signal, turn, request);
  // A rewrite is a prompt of its own: the engine's cache no longer holds the conversation after it.
  let cacheHoldsConversation = true;
  if (ready && !found.parts && wantsRewrite(found.weak ?? false, turn.language.value?.tag, found.pageLanguages ?? [])) {
    cacheHoldsConversation = false;
    const context = { ...(earlier ? { earlier: earlier.question } : {}), pageLanguages: found.pageLanguages ?? [] };
    const rewrite = await rewriteQuery(ready, turn.question, context, signal);
    if (rewrite && !signal.aborted) {
      const again = await deps.retrieve(turn.question, signal, turn, { ...request, extraQueries: [rewrite] });
      found = { ...again, ...(again.retrieval ? { retrieval: { ...again.retrieval, rewrite } } : {}) };
    }
  }
  turn.reading.value = undefined;
  turn.retrieval.value = found.retrieval;
  turn.passages.value = found.passages;
  // Nothing in the tabs matches: the passages view says so; a model given no sources could only
  // answer from its own memory, which is what the citations exist to rule out.
  if (turn.passages.value.length === 0) {
    turn.status.value = 'done';
    return;
  }
  turn.status.value = 'preparing';
  const model = await deps.getModel(signal);
  if (signal.aborted) throw new DOMException('Stopped', 'AbortError');
  if (!model) {
    turn.status.value = 'done';
    return;
  }
  turn.model.value = { name: model.name, kind: model.kind, sendsTextOffDevice: model.sendsTextOffDevice };
  const own = turn.passages.value;
  turn.requestId = globalThis.crypto.randomUUID();
  const common = {
    model,
    requestId: turn.requestId,
    question: turn.question,
    history,
    ...(answerLanguage ? { answerLanguage } : {}),
    signal,
    onPrompt: (report: NonNullable<Turn['report']['value']>, prompt?: PromptAttempt<NonNullable<Turn['report']['value']>>) => {
      turn.report.value = report;
      turn.prompt = prompt?.messages;
      // A kept conversation numbers its sources once for the whole conversation: the report's ids are theirs.
      if (prompt) turn.passages.value = prompt.sources ?? own;
      turn.usage.value = undefined;
      turn.text.value = '';
      // What the engine still holds of the conversation is not read again.
      turn.prefill.value = model.prefillTokS ? { promptTokens: report.promptTokens - (report.keptTokens ?? 0), tokS: model.prefillTokS } : undefined;
    },
    onUsage: (usage: NonNullable<Turn['usage']['value']>) => (turn.usage.value = usage),
    onDelta: (delta: string) => {
      turn.prefill.value = undefined;
      turn.status.value = 'streaming';
      turn.text.value += delta;
    },
  };
  // A single page far beyond the window is read in as many parts as the model's measured speed reads
  // within two minutes, said before it starts; none fit, or several tabs: the coverage selection
  // already in turn.passages answers in one prompt (plan-parts.ts).
  const plan = found.parts ? planParts(found.parts, model) : undefined;
  if (plan) {
    // The answer's [n] number the parts' passages in reading order.
    turn.passages.value = plan.parts.flat();
    const seconds = plan.seconds !== undefined ? { seconds: plan.seconds } : {};
    const result = await answerInParts({ ...common, parts: plan.parts, onProgress: (progress) => (turn.steps.value = { ...progress, ...seconds }) });
    turn.steps.value = undefined;
    turn.status.value = result.stopped ? 'stopped' : 'done';
    return;
  }
  const keep = kept && cacheHoldsConversation && model.kind === 'wllama' && sameModelName(model.name, kept.model);
  const result = await streamAnswer({
    ...common,
    passages: turn.passages.value,
    ...(keep ? { kept: kept.conversation } : {}),
    sourceTokenCap: sourceCapForSpeed(model.prefillTokS),
    onQueued: (queued) => (turn.queued.value = queued),
    onPrefill: (progress) => {
      if (turn.status.value === 'preparing') turn.prefill.value = { promptTokens: turn.prefill.value?.promptTokens ?? progress.total, tokS: turn.prefill.value?.tokS, progress };
    },
  });
  turn.prefill.value = undefined;
  turn.queued.value = false;
  turn.status.value = result.stopped ? 'stopped' : 'done';
}
