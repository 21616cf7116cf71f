/** One turn of a follow-up case: the question and the answer snippets on the answering page (any one counts). */
export interface FollowTurn {
  question: string;
  answers: string[];
}

export interface FollowCase {
  id: string;
  /** 'dev' to build with, 'test' to check, or a later set (e.g. 'fresh', written before any run). */
  split: string;
  lang: string;
  /** The wcxb-dev page that answers both turns. */
  page: string;
  unrelated: string[];
  first: FollowTurn;
  follow: FollowTurn;
}

/** A sent passage: its page and its text as the model reads it (section and text). */
export interface SentPassage {
  page: string;
  text: string;
}

export interface TurnScore {
  passages: number;
  /** Passages from pages other than the answering one. */
  unrelated: number;
  /** The first passage holds an answer. */
  answerFirst: boolean;
  /** Some passage holds an answer. */
  answerSent: boolean;
}

/**
 * Text as compared with a snippet: case, spaces and label colons aside. A spec table's row reaches the
 * model as "Case Material<TAB>ABS" and a label run into its value as "Overall height (with lid)86mm";
 * the snippets were written from the page as shown ("Case Material: ABS", "… (with lid) 86mm").
 */
const squash = (text: string) => text.toLowerCase().replace(/[\s:]+/g, '');
const holds = (text: string, answers: readonly string[]) => answers.some((a) => squash(text).includes(squash(a)));

/** Whether the page's text holds an answer at all (a case whose answer extraction lost is a miss, reported apart). */
export const answerInPage = (pageText: string, answers: readonly string[]) => holds(pageText, answers);

export function scoreTurn(page: string, answers: readonly string[], sent: readonly SentPassage[]): TurnScore {
  return {
    passages: sent.length,
    unrelated: sent.filter((p) => p.page !== page).length,
    answerFirst: sent.length > 0 && sent[0]!.page === page && holds(sent[0]!.text, answers),
    answerSent: sent.some((p) => p.page === page && holds(p.text, answers)),
  };
}

/** The splits present, in the order they first appear (any name, so a later set is summarised too). */
export const splitsIn = (rows: readonly { split: string }[]) => [...new Set(rows.map((r) => r.split))];

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
