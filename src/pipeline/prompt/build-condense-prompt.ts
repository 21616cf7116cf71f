import type { Passage } from '../select/passage';
import type { BuiltPrompt, PromptReport } from './build-prompt';
import type { ChatMessage } from './chat-message';
import { fillSources } from './fill-sources';
import { CONDENSE_PROMPT } from './parts-prompts';
import { promptBudget } from './source-budget';

export interface CondenseInput {
  question: string;
  /** This part's passages, in reading order. */
  passages: Passage[];
  /** The global number of the part's first passage: its sources are numbered from here on. */
  firstId: number;
  part: number;
  parts: number;
}

export interface CondenseOptions {
  contextWindow: number;
  countTokens: (text: string) => number;
  /** Tokens the notes may take. */
  notesTokens: number;
  /** A lower cap on source tokens, set by retries after the backend said the prompt was too long. */
  sourceTokenCap?: number;
}

/**
 * The prompt that condenses one part into notes. Its sources keep their GLOBAL numbers (the
 * position of each passage in all the parts, as the panel numbers them), so the notes cite real
 * passages and the final answer can keep those citations. Sources are delimited and marked
 * untrusted exactly as in the answer prompt (format-source.ts).
 */
export function buildCondensePrompt(input: CondenseInput, options: CondenseOptions): BuiltPrompt {
  const { countTokens } = options;
  const where = `(Part ${input.part} of ${input.parts} of the text.)`;
  const budget = promptBudget({
    contextWindow: options.contextWindow,
    question: `${where}\n${input.question}`,
    countTokens,
    answerReserve: options.notesTokens,
    systemPrompt: CONDENSE_PROMPT,
  });
  const sourceBudget = Math.min(budget.sourceBudget, options.sourceTokenCap ?? Number.POSITIVE_INFINITY);
  const { blocks, sent, leftOut, used } = fillSources(input.passages, sourceBudget, countTokens, (_p, i) => input.firstId + i);
  const question = budget.question.slice(where.length + 1);
  const user = `<sources>\n${blocks.join('\n')}\n</sources>\n\n${where}\nQuestion: ${question}`;
  const messages: ChatMessage[] = [
    { role: 'system', content: CONDENSE_PROMPT },
    { role: 'user', content: user },
  ];
  return {
    messages,
    report: {
      sent,
      leftOut,
      promptTokens: budget.fixedTokens + used,
      sourceBudget,
      answerReserve: budget.answerReserve,
      historyTurnsKept: 0,
      historyTurnsDropped: 0,
    },
  };
}
