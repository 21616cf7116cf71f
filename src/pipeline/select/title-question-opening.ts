import type { Chunk } from '../chunk/chunk';
import { prepareTerms } from '../rank/prepare-terms';

/** A title's parts: "python - Why is X bad? - Stack Overflow", "Why is X bad? | Forum". */
const TITLE_PARTS = /\s+[|\-–—]\s+/u;
/** The question has to share this many of the title question's words (besides its first word). */
const MIN_SHARED = 2;
/** The opening sent for a title question: at most this share of the budget. */
export const OPENING_SHARE = 0.25;
/** A sentence that asks: the page restating its question (a Q&A page's question body), not answering it. */
const ASKS = /\?(?:\s|$)/u;

/** The part of a tab's title that is a question ("Why is \"except: pass\" a bad programming practice?"), if any. */
export function titleQuestion(title: string): string | undefined {
  return title
    .split(TITLE_PARTS)
    .map((part) => part.trim())
    .find((part) => part.endsWith('?') && part.split(/\s+/u).length >= 3);
}

const firstWord = (text: string) => /\p{L}+/u.exec(text)?.[0]?.toLowerCase();

/**
 * Whether a question asks the question a tab's title asks, in other words: "Why is a bare except: pass
 * frowned upon in Python?" of "Why is \"except: pass\" a bad programming practice?". Same first word
 * (why, how, what…) and at least two of the title question's words. Such a question is what the whole
 * page answers (a Q&A thread, an explainer), and its answer is where the page starts answering, which
 * the question's other words ("frowned upon" for "bad practice") need not name.
 */
export function asksTitleQuestion(question: string, title: string): boolean {
  const asked = titleQuestion(title);
  const line = question.split('\n', 1)[0] ?? '';
  if (!asked || firstWord(asked) !== firstWord(line)) return false;
  const words = new Set(prepareTerms(line));
  return new Set(prepareTerms(asked).filter((t) => words.has(t))).size >= MIN_SHARED;
}

/**
 * The tabs a question is about when it asks what their titles ask: the question is what those pages answer, so
 * the other tabs' passages are not shown beside them (as `named-subject-tabs.ts` does for a name). Without it, a
 * tab's cap counting its opening left a gap that another tab's unrelated passages filled (itertools recipes beside
 * a thread on "except: pass", bench:followups dev except-pass at 4,000 tokens). Undefined when no title asks it,
 * or every one does.
 */
export function titleQuestionTabs<T extends { source: { title: string } }>(tabs: readonly T[], question: string): T[] | undefined {
  if (tabs.length < 2) return undefined;
  const asking = tabs.filter((t) => asksTitleQuestion(question, t.source.title));
  return asking.length > 0 && asking.length < tabs.length ? asking : undefined;
}

/**
 * The page's opening that answers its title question: its first chunks in reading order, within
 * `allowance`, less those that ask (a sentence ending in "?": the asker's question restated, which
 * the question already says). A Q&A page's first answer, an explainer's lead.
 */
export function answeringOpening(chunks: readonly Chunk[], allowance: number, cost: (chunk: Chunk) => number): Chunk[] {
  const out: Chunk[] = [];
  let used = 0;
  for (const chunk of chunks) {
    const price = cost(chunk);
    if (used + price > allowance) break;
    used += price;
    if (!ASKS.test(chunk.text)) out.push(chunk);
  }
  return out;
}
