import type { HistoryTurn } from './chat-message';
import { neutraliseUntrusted } from './neutralise-untrusted';
import type { AnswerLanguage } from './answer-language';
import { systemPrompt } from './system-prompt';
import { trimHistory } from './trim-history';

/** Chat templates add a few tokens per message (ChatML: "<|im_start|>role\n … <|im_end|>\n"). */
export const MESSAGE_OVERHEAD = 8;

/** What wraps the sources and the question in the user message (build-prompt.ts writes it). */
export const USER_FRAMING = '<sources>\n</sources>\n\nQuestion: ';

export interface BudgetInput {
  /** The model's context window (prompt + answer), in tokens. */
  contextWindow: number;
  question: string;
  history?: HistoryTurn[];
  /** The engine's tokenizer where there is one, else a conservative estimate. */
  countTokens: (text: string) => number;
  /** Tokens kept free for the answer. Default: a quarter of the window, at most 768. */
  answerReserve?: number;
  /** The most of the window earlier turns may take. Default 0.25: sources matter more. */
  historyShare?: number;
  /** The system prompt of this request; default the answer's, in `answerLanguage`. */
  systemPrompt?: string;
  /** The question's language, which the answer's system prompt names (default English). */
  answerLanguage?: AnswerLanguage;
}

export interface PromptBudget {
  /** Tokens left for the numbered sources: window − system − question − history − answer reserve. */
  sourceBudget: number;
  answerReserve: number;
  /** System prompt, framing, question and per-message overhead (no history, no reserve). */
  fixedTokens: number;
  /** The earlier turns that fit their share, as chat messages. */
  history: ReturnType<typeof trimHistory>;
  /** The question as it goes into the prompt (untrusted markers neutralised, trimmed). */
  question: string;
}

export const defaultAnswerReserve = (contextWindow: number) => Math.min(768, Math.floor(contextWindow / 4));

/**
 * How a model's window is shared out for one question. `buildPrompt` fills the sources up to
 * `sourceBudget`, and the panel passes the same number to `selectOverTabs` as its `budget`, so the
 * worker selects exactly what the prompt can hold (both count a source as its whole `<source>`
 * block: source-tokens.ts).
 */
export function promptBudget(input: BudgetInput): PromptBudget {
  const { contextWindow, countTokens } = input;
  const answerReserve = input.answerReserve ?? defaultAnswerReserve(contextWindow);
  const question = neutraliseUntrusted(input.question).trim();
  const fixedTokens = countTokens(input.systemPrompt ?? systemPrompt(input.answerLanguage)) + countTokens(USER_FRAMING + question) + 2 * MESSAGE_OVERHEAD;
  const historyBudget = Math.max(0, Math.floor((contextWindow - fixedTokens - answerReserve) * (input.historyShare ?? 0.25)));
  const history = trimHistory(input.history ?? [], historyBudget, countTokens, MESSAGE_OVERHEAD);
  const sourceBudget = Math.max(0, contextWindow - fixedTokens - answerReserve - history.tokens);
  return { sourceBudget, answerReserve, fixedTokens, history, question };
}

/**
 * The number the panel passes to `selectOverTabs` as `budget` for a model: the source tokens its window
 * leaves for this question and history, in `estimateTokens` units (every backend counts with it
 * today; one with its own tokenizer passes that as `countTokens`).
 */
export function sourceBudgetFor(input: BudgetInput): number {
  return promptBudget(input).sourceBudget;
}
