import type { AnswerLanguage } from '../pipeline/prompt/answer-language';
import { buildKeptPrompt, type KeptConversation } from '../pipeline/prompt/build-kept-prompt';
import { buildPrompt, type PromptReport } from '../pipeline/prompt/build-prompt';
import type { ChatMessage, HistoryTurn } from '../pipeline/prompt/chat-message';
import { shrinkAfterOverflow, type ShrinkableReport } from '../pipeline/prompt/shrink-after-overflow';
import type { Passage } from '../pipeline/select/passage';
import { estimateTokens } from '../pipeline/tokens/estimate-tokens';
import type { LanguageModel, PrefillProgress, TokenUsage } from '../models/language-model';
import { isModelError, ModelError } from '../models/model-error';

export interface AnswerRequest {
  model: LanguageModel;
  question: string;
  passages: Passage[];
  history?: HistoryTurn[];
  /**
   * The conversation as an engine that keeps its prompt cache holds it (the processor engine): the
   * follow-up keeps it verbatim and reads only what is new (build-kept-prompt.ts), unless the window
   * cannot hold it; `history` then goes in as today.
   */
  kept?: KeptConversation;
  /** The question's language: the prompt tells the model to answer in it. Default English. */
  answerLanguage?: AnswerLanguage;
  signal?: AbortSignal;
  /** Called before each attempt with what the model is about to see, and the prompt itself. */
  onPrompt?: (report: PromptReport, prompt: PromptAttempt<PromptReport>) => void;
  /** Called with each streamed piece of text. */
  onDelta?: (delta: string) => void;
  onUsage?: (usage: TokenUsage) => void;
  /** Passed to the backend (GenerateRequest.requestId): the engine host keeps the answer under it. */
  requestId?: string;
  /** How far the backend has read the prompt, where it reports it (GenerateRequest.onPrefill). */
  onPrefill?: (progress: PrefillProgress) => void;
  /** Waiting behind another answer in the engine, where it says so (GenerateRequest.onQueued). */
  onQueued?: (queued: boolean) => void;
  /** The most source tokens from the start (a slow engine's reading time, prompt-wait.ts); refusals may lower it. */
  sourceTokenCap?: number | undefined;
}

export interface AnswerResult<R = PromptReport> {
  text: string;
  report: R;
  /** Attempts that the backend refused as too long before one fitted. */
  retries: number;
  stopped: boolean;
  /** The backend's own counts for the attempt that answered, when it reports them. */
  usage?: TokenUsage;
}

/** One attempt's prompt, built under the limits the earlier attempts' refusals set. */
export interface PromptAttempt<R extends ShrinkableReport> {
  messages: ChatMessage[];
  report: R;
  /** The most tokens the model may write. */
  maxTokens: number;
  /** The numbered list the report's ids refer to, when it is not the request's passages (a kept conversation's). */
  sources?: Passage[];
}

export interface PromptLimits {
  /** A lower cap on source tokens, after the backend said the prompt was too long. */
  sourceTokenCap?: number;
  /** True once fewer sources were not enough: earlier turns go. */
  dropHistory: boolean;
  /** True once a kept conversation did not fit (the engine counts more than we do): today's prompt instead. */
  dropKept?: boolean;
}

export interface StreamRequest<R extends ShrinkableReport> {
  model: LanguageModel;
  build: (limits: PromptLimits, countTokens: (text: string) => number) => PromptAttempt<R>;
  signal?: AbortSignal;
  onPrompt?: (report: R, prompt: PromptAttempt<R>) => void;
  onDelta?: (delta: string) => void;
  onUsage?: (usage: TokenUsage) => void;
  /** Passed to the backend (GenerateRequest.requestId): the engine host keeps the answer under it. */
  requestId?: string;
  onPrefill?: (progress: PrefillProgress) => void;
  onQueued?: (queued: boolean) => void;
}

const MAX_ATTEMPTS = 6;

/** The backend's tokenizer when it has one, else the conservative estimate. */
export const tokenCounter = (model: LanguageModel) => model.countTokens?.bind(model) ?? estimateTokens;

/**
 * Streams one prompt's answer, and when the backend says the prompt is too long (WebLLM's
 * ContextWindowSizeExceededError, a server's context-length error) tries again with fewer sources,
 * then without history: the question is answered from less, never failed for length. Every model
 * call of an answer goes through here (streamAnswer, and each step of answerInParts).
 */
export async function streamPrompt<R extends ShrinkableReport>(request: StreamRequest<R>): Promise<AnswerResult<R>> {
  const { model, signal } = request;
  const countTokens = tokenCounter(model);
  const limits: PromptLimits = { dropHistory: false };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const prompt = request.build(limits, countTokens);
    const { messages, report, maxTokens } = prompt;
    request.onPrompt?.(report, prompt);
    let text = '';
    let usage: TokenUsage | undefined;
    try {
      for await (const delta of model.stream({
        messages,
        maxTokens,
        onUsage: (u) => {
          usage = u;
          request.onUsage?.(u);
        },
        ...(signal ? { signal } : {}),
        ...(request.requestId ? { requestId: request.requestId } : {}),
        ...(request.onPrefill ? { onPrefill: request.onPrefill } : {}),
        ...(request.onQueued ? { onQueued: request.onQueued } : {}),
      })) {
        text += delta;
        request.onDelta?.(delta);
      }
      return { text, report, retries: attempt, stopped: signal?.aborted ?? false, ...(usage ? { usage } : {}) };
    } catch (error) {
      if (!isModelError(error, 'context-length') || text) throw error;
      // Fewer new sources would leave the kept conversation as long: today's prompt, which can shrink.
      if (report.keptTokens !== undefined && !limits.dropKept) {
        limits.dropKept = true;
        continue;
      }
      const next = shrinkAfterOverflow(report, error.tokens);
      if (next !== undefined) limits.sourceTokenCap = next;
      else if (report.historyTurnsKept > 0 && !limits.dropHistory) limits.dropHistory = true;
      else break;
    }
  }
  throw new ModelError(
    'context-length',
    'This question is too long for the model, even without sources.',
    'Shorten the question, or choose a model with a larger context window.',
  );
}

/** Builds the prompt from the passages, streams the answer (streamPrompt: retries when too long). */
export async function streamAnswer(request: AnswerRequest): Promise<AnswerResult> {
  const { model, question, passages } = request;
  const history = request.history ?? [];
  return streamPrompt({
    model,
    build: (limits, countTokens) => {
      const caps = [limits.sourceTokenCap, request.sourceTokenCap].filter((c): c is number => c !== undefined);
      const input = { question, passages, history: limits.dropHistory ? [] : history, ...(request.answerLanguage ? { answerLanguage: request.answerLanguage } : {}) };
      const options = { contextWindow: model.contextWindow, countTokens, ...(caps.length > 0 ? { sourceTokenCap: Math.min(...caps) } : {}) };
      // After the engine refused it, or without history (the last retry): today's prompt.
      const kept = request.kept && !limits.dropHistory && !limits.dropKept ? buildKeptPrompt({ ...input, kept: request.kept }, options) : undefined;
      if (kept) return { messages: kept.messages, report: kept.report, maxTokens: kept.report.answerReserve, sources: kept.sources };
      const { messages, report } = buildPrompt(input, options);
      return { messages, report, maxTokens: report.answerReserve };
    },
    ...(request.signal ? { signal: request.signal } : {}),
    ...(request.onPrompt ? { onPrompt: request.onPrompt } : {}),
    ...(request.onDelta ? { onDelta: request.onDelta } : {}),
    ...(request.onUsage ? { onUsage: request.onUsage } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
    ...(request.onPrefill ? { onPrefill: request.onPrefill } : {}),
    ...(request.onQueued ? { onQueued: request.onQueued } : {}),
  });
}
