import { languageName } from './answer-language';
import type { ChatMessage } from './chat-message';
import { neutraliseUntrusted } from './neutralise-untrusted';

/**
 * The Codexity design's query rewrite: when BM25 finds little for a question asked in the reader's
 * own words, the model restates it as search terms (the words a page would use), which are ranked
 * beside the question's own at a lower weight. Only the question goes in, never page text.
 */
export const REWRITE_PROMPT = [
  'You turn a question into a search query for finding the answer in web pages.',
  'Write one line of 5 to 15 keywords: the important words of the question, then the words and synonyms a page answering it would likely use.',
  'Reply with the keywords only: no sentence, no explanation, no quotes.',
].join('\n');

/** Longest rewrite used: a model that rambles does not get to flood the ranking. */
export const REWRITE_MAX_CHARS = 200;

/** What the model needs beside the question to write the words a page would use. */
export interface RewriteContext {
  /** The question before, when this one follows it ("And what does it cost?"): what "it" is. */
  earlier?: string;
  /**
   * The languages the tabs are written in, most tabs' first (BCP 47 tags): a page in English states
   * "battery life", whatever language the question is in, so the search words are asked for in its.
   */
  pageLanguages?: readonly string[];
}

/** "English", "English and French", "English, French and German". */
function namesOf(tags: readonly string[]): string {
  const names = tags.map(languageName);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

export function buildRewritePrompt(question: string, { earlier, pageLanguages = [] }: RewriteContext = {}): ChatMessage[] {
  const system = [REWRITE_PROMPT];
  if (pageLanguages.length > 0) {
    system.push(`The pages are written in ${namesOf(pageLanguages)}: write the keywords in ${pageLanguages.length > 1 ? 'those languages' : 'that language'}, whatever language the question is in.`);
  }
  const asked = [];
  if (earlier?.trim()) {
    system.push('The question follows an earlier one: include what it refers to (the product, place or person the earlier question names).');
    asked.push(`Earlier question: ${neutraliseUntrusted(earlier).trim()}`);
  }
  asked.push(`Question: ${neutraliseUntrusted(question).trim()}`);
  return [
    { role: 'system', content: system.join('\n') },
    { role: 'user', content: asked.join('\n') },
  ];
}

/** The model's reply as a query: its first non-empty line, without labels, quotes or list marks; '' if nothing is left. */
export function parseRewrite(reply: string): string {
  const line =
    reply
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? '';
  return line
    .replace(/^(?:search\s+)?(?:query|keywords?)\s*:\s*/iu, '')
    .replace(/^[-*•\d.)\s]+/u, '')
    .replace(/["“”'`]/gu, '')
    .slice(0, REWRITE_MAX_CHARS)
    .trim();
}
