import type { Passage } from '../select/passage';
import type { ChatMessage, HistoryTurn } from './chat-message';
import { fillSources } from './fill-sources';
import { promptBudget } from './source-budget';
import type { AnswerLanguage } from './answer-language';
import { systemPrompt } from './system-prompt';

export interface PromptOptions {
  /** The model's context window (prompt + answer), in tokens. */
  contextWindow: number;
  /** The engine's tokenizer where there is one, else a conservative estimate. */
  countTokens: (text: string) => number;
  /** Tokens kept free for the answer. Default: a quarter of the window, at most 768. */
  answerReserve?: number;
  /** The most of the window earlier turns may take. Default 0.25: sources matter more. */
  historyShare?: number;
  /** A lower cap on source tokens, set by retries after the backend said the prompt was too long. */
  sourceTokenCap?: number;
}

export interface PromptInput {
  question: string;
  /** Ranked best first; passage i (0-based) is source i + 1 everywhere. */
  passages: Passage[];
  history?: HistoryTurn[];
  /** The question's language: the answer is written in it (default English). */
  answerLanguage?: AnswerLanguage;
}

/** "What the model saw": the panel lists it, and citations are checked against `sent`. */
export interface PromptReport {
  sent: Array<{ id: number; passage: Passage; tokens: number }>;
  /** Passages ranked for the question that did not fit the budget. */
  leftOut: Array<{ id: number; passage: Passage }>;
  /** Whole prompt, as counted. */
  promptTokens: number;
  sourceBudget: number;
  answerReserve: number;
  historyTurnsKept: number;
  historyTurnsDropped: number;
  /**
   * Of `promptTokens`, the earlier turns kept verbatim that the engine still holds and does not read
   * again (the processor engine's follow-ups: build-kept-prompt.ts); absent for other prompts.
   */
  keptTokens?: number;
}

export interface BuiltPrompt {
  messages: ChatMessage[];
  report: PromptReport;
}

export { MESSAGE_OVERHEAD } from './source-budget';

/** The user message: the numbered source blocks (USER_FRAMING), or what stands in for none, then the question. */
export function sourcesAndQuestion(blocks: string[], question: string, none: string): string {
  return blocks.length > 0
    ? `<sources>\n${blocks.join('\n')}\n</sources>\n\nQuestion: ${question}`
    : `<sources>\n</sources>\n\n${none}\n\nQuestion: ${question}`;
}

/**
 * Builds the chat for one question: system rules, trimmed history, then one user message with the
 * numbered sources and the question. Budget (`promptBudget`, shared with the panel's `selectOverTabs`
 * budget): context window − system − question − history − answer reserve; sources fill it in the
 * order given, a source that does not fit is skipped for a smaller one.
 */
export function buildPrompt(input: PromptInput, options: PromptOptions): BuiltPrompt {
  const { countTokens } = options;
  const { sourceBudget: windowBudget, answerReserve, fixedTokens, history, question } = promptBudget({
    contextWindow: options.contextWindow,
    question: input.question,
    countTokens,
    ...(input.history ? { history: input.history } : {}),
    ...(input.answerLanguage ? { answerLanguage: input.answerLanguage } : {}),
    ...(options.answerReserve !== undefined ? { answerReserve: options.answerReserve } : {}),
    ...(options.historyShare !== undefined ? { historyShare: options.historyShare } : {}),
  });
  const sourceBudget = options.sourceTokenCap !== undefined ? Math.min(windowBudget, options.sourceTokenCap) : windowBudget;

  const { blocks, sent, leftOut, used } = fillSources(input.passages, sourceBudget, countTokens);

  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(input.answerLanguage) },
    ...history.messages,
    { role: 'user', content: sourcesAndQuestion(blocks, question, '(No text from the tabs fits or matches this question.)') },
  ];
  return {
    messages,
    report: {
      sent,
      leftOut,
      promptTokens: fixedTokens + history.tokens + used,
      sourceBudget,
      answerReserve,
      historyTurnsKept: history.kept,
      historyTurnsDropped: history.dropped,
    },
  };
}
