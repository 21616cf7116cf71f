import type { Passage } from '../select/passage';
import { passageKey } from '../select/passage-key';
import { buildPrompt, type BuiltPrompt, type PromptInput, type PromptOptions, type PromptReport, sourcesAndQuestion } from './build-prompt';
import type { ChatMessage } from './chat-message';
import { fillSources } from './fill-sources';
import { neutraliseUntrusted } from './neutralise-untrusted';
import { defaultAnswerReserve, MESSAGE_OVERHEAD, USER_FRAMING } from './source-budget';
import { systemPrompt } from './system-prompt';

/** What an engine that keeps its cache between requests already read and wrote of this conversation. */
export interface KeptConversation {
  /** The system prompt, each user message exactly as sent and each answer exactly as written. */
  messages: ChatMessage[];
  /** The conversation's one numbering: source [n] is `sources[n - 1]`. */
  sources: Passage[];
  /** The sources the messages carry (the model has read them), with their numbers and token counts. */
  sent: PromptReport['sent'];
}

/** A follow-up's prompt, and the numbered list its report's ids refer to. */
export interface KeptPrompt extends BuiltPrompt {
  /** The conversation's sources with this question's new ones after them: [n] is `sources[n - 1]`. */
  sources: Passage[];
}

/**
 * A follow-up for an engine that keeps what it read (llama.cpp's prompt cache, on the processor):
 * the conversation so far goes in verbatim, so the engine finds it in its cache and reads only the new
 * user message, which carries only the passages the model has not read yet, numbered after the
 * conversation's (one numbering per conversation: an earlier [2] still means the same passage).
 * Today's prompt (`buildPrompt`: earlier turns without their sources, fresh numbering) re-reads all but
 * the system prompt: on the processor, most of a follow-up's wait (bench/README.md, Prefix reuse).
 *
 * Returns undefined, for `buildPrompt` instead, when the system prompt differs (another answer
 * language), when the conversation leaves no room, or when today's prompt would show the model a
 * passage ranked for this question that the kept one cannot (a long conversation fills the window).
 * `sourceTokenCap` caps only the new sources: the kept ones are not read again.
 */
export function buildKeptPrompt(input: PromptInput & { kept: KeptConversation }, options: PromptOptions): KeptPrompt | undefined {
  const { kept } = input;
  const { countTokens } = options;
  if (kept.messages[0]?.role !== 'system' || kept.messages[0].content !== systemPrompt(input.answerLanguage)) return undefined;
  const keptTokens = kept.messages.reduce((sum, m) => sum + countTokens(m.content) + MESSAGE_OVERHEAD, 0);
  const question = neutraliseUntrusted(input.question).trim();
  const answerReserve = options.answerReserve ?? defaultAnswerReserve(options.contextWindow);
  // The new user message and the assistant turn the template opens for the answer.
  const fixedTokens = countTokens(USER_FRAMING + question) + 2 * MESSAGE_OVERHEAD;
  const room = options.contextWindow - keptTokens - fixedTokens - answerReserve;
  if (room < 0) return undefined;
  const sourceBudget = options.sourceTokenCap !== undefined ? Math.min(room, options.sourceTokenCap) : room;

  const sources = [...kept.sources];
  const number = new Map(sources.map((p, i) => [passageKey(p), i + 1]));
  const read = new Set(kept.sent.map((s) => passageKey(s.passage)));
  const unread = input.passages.filter((p) => !read.has(passageKey(p)));
  const numbered = (passage: Passage) => {
    const key = passageKey(passage);
    let id = number.get(key);
    if (id === undefined) {
      sources.push(passage);
      id = sources.length;
      number.set(key, id);
    }
    return id;
  };
  const { blocks, sent, leftOut, used } = fillSources(unread, sourceBudget, countTokens, numbered);
  for (const s of sent) read.add(passageKey(s.passage));

  // Today's prompt would read more of what this question ranked: it answers instead.
  const today = buildPrompt(input, options);
  if (today.report.sent.some((s) => !read.has(passageKey(s.passage)))) return undefined;

  const none = '(No new text from the tabs for this question: the sources above still apply.)';
  const messages: ChatMessage[] = [...kept.messages, { role: 'user', content: sourcesAndQuestion(blocks, question, none) }];
  return {
    messages,
    sources,
    report: {
      sent: [...kept.sent, ...sent],
      leftOut,
      promptTokens: keptTokens + fixedTokens + used,
      sourceBudget,
      answerReserve,
      historyTurnsKept: kept.messages.filter((m) => m.role === 'assistant').length,
      historyTurnsDropped: 0,
      keptTokens,
    },
  };
}
