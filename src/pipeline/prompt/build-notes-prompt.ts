import type { ChatMessage, HistoryTurn } from './chat-message';
import { neutraliseAttribute, neutraliseUntrusted } from './neutralise-untrusted';
import type { AnswerLanguage } from './answer-language';
import { notesAnswerPrompt, NOTHING_RELEVANT } from './parts-prompts';
import { promptBudget } from './source-budget';

export interface PartNotes {
  /** 1-based. */
  part: number;
  /** What the model wrote for the part, citing global source numbers. */
  text: string;
  /** The titles of the tabs the part's passages come from. */
  titles: string[];
}

export interface NotesReport {
  sent: Array<{ part: number; tokens: number }>;
  leftOut: number[];
  promptTokens: number;
  sourceBudget: number;
  answerReserve: number;
  historyTurnsKept: number;
  historyTurnsDropped: number;
}

export interface NotesOptions {
  contextWindow: number;
  countTokens: (text: string) => number;
  answerReserve?: number;
  sourceTokenCap?: number;
}

/**
 * The prompt that writes the answer from the parts' notes. The notes were written by the model
 * from page text, so they are as untrusted as the page: neutralised and delimited, one <notes>
 * block per part, and the rules say so. Parts whose notes found nothing are left out; notes that
 * would overflow their share of the budget are cut at a line, so every part still has a say.
 */
export function buildNotesPrompt(
  input: { question: string; notes: PartNotes[]; history?: HistoryTurn[]; answerLanguage?: AnswerLanguage },
  options: NotesOptions,
) {
  const { countTokens } = options;
  const system = notesAnswerPrompt(input.answerLanguage);
  const budget = promptBudget({
    contextWindow: options.contextWindow,
    question: input.question,
    countTokens,
    systemPrompt: system,
    ...(input.history ? { history: input.history } : {}),
    ...(options.answerReserve !== undefined ? { answerReserve: options.answerReserve } : {}),
  });
  const sourceBudget = Math.min(budget.sourceBudget, options.sourceTokenCap ?? Number.POSITIVE_INFINITY);
  const useful = input.notes.filter((n) => n.text.trim() && !NOTHING_RELEVANT.test(n.text));
  const share = Math.floor(sourceBudget / Math.max(1, useful.length));
  const sent: NotesReport['sent'] = [];
  const leftOut: number[] = input.notes.filter((n) => !useful.includes(n)).map((n) => n.part);
  const blocks: string[] = [];
  let used = 0;
  for (const notes of useful) {
    const block = fitBlock(notes, Math.min(share, sourceBudget - used), countTokens);
    if (!block) {
      leftOut.push(notes.part);
      continue;
    }
    used += block.tokens;
    blocks.push(block.text);
    sent.push({ part: notes.part, tokens: block.tokens });
  }
  const user = `${blocks.length > 0 ? blocks.join('\n') : '<notes>\n(Nothing in the tabs helps with this question.)\n</notes>'}\n\nQuestion: ${budget.question}`;
  const messages: ChatMessage[] = [{ role: 'system', content: system }, ...budget.history.messages, { role: 'user', content: user }];
  const report: NotesReport = {
    sent,
    leftOut,
    promptTokens: budget.fixedTokens + budget.history.tokens + used,
    sourceBudget,
    answerReserve: budget.answerReserve,
    historyTurnsKept: budget.history.kept,
    historyTurnsDropped: budget.history.dropped,
  };
  return { messages, report };
}

/** One part's notes block within `limit` tokens, cut at a line if need be; undefined if nothing fits. */
function fitBlock(notes: PartNotes, limit: number, countTokens: (text: string) => number) {
  const titles = neutraliseAttribute(notes.titles.join(' · '));
  const open = `<notes part="${notes.part}" from="${titles}">`;
  const lines = neutraliseUntrusted(notes.text).trim().split('\n');
  const block = (body: string) => {
    const text = `${open}\n${body}\n</notes>`;
    return { text, tokens: countTokens(text) + 1 };
  };
  for (let n = lines.length; n > 0; n -= 1) {
    const b = block(lines.slice(0, n).join('\n'));
    if (b.tokens <= limit) return b;
  }
  // One long line: the longest run of its words that fits.
  const words = lines[0]!.split(' ');
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (block(`${words.slice(0, mid).join(' ')} …`).tokens <= limit) lo = mid;
    else hi = mid - 1;
  }
  return lo > 0 ? block(`${words.slice(0, lo).join(' ')} …`) : undefined;
}
