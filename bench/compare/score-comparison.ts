import { snippetText } from './snippet-text';

/** One comparison question of bench/compare/questions.json. */
export interface ComparisonQuestion {
  id: string;
  question: string;
  lang: string;
  /** The compared pages and, for each, strings of which one is the fact that answers for it. */
  compared: Array<{ page: string; answers: string[] }>;
  /** Pages open beside them that the question is not about. */
  unrelated: string[];
  /** Held-out sets: `dev` to build with, `test` to confirm. */
  split?: string;
}

export interface SentPassage {
  page: string;
  text: string;
}

export interface ComparisonScore {
  /** Compared pages with a sent passage holding one of their answers. */
  found: string[];
  missed: string[];
  everySide: boolean;
  /** Passages sent from pages the question is not about. */
  unrelated: number;
}

const norm = snippetText;

/** Whether each compared page's fact reached the context, each passage checked on its own. */
export function scoreComparison(q: ComparisonQuestion, sent: readonly SentPassage[]): ComparisonScore {
  const found: string[] = [];
  const missed: string[] = [];
  for (const side of q.compared) {
    const mine = sent.filter((p) => p.page === side.page).map((p) => norm(p.text));
    const hit = mine.some((text) => side.answers.some((a) => text.includes(norm(a))));
    (hit ? found : missed).push(side.page);
  }
  const unrelated = sent.filter((p) => q.unrelated.includes(p.page)).length;
  return { found, missed, everySide: missed.length === 0, unrelated };
}

/** The answers a page's text does not hold at all (a question written wrong, or text extraction lost). */
export function missingAnswers(q: ComparisonQuestion, pageText: (page: string) => string): string[] {
  return q.compared.filter((side) => !side.answers.some((a) => norm(pageText(side.page)).includes(norm(a)))).map((s) => s.page);
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
