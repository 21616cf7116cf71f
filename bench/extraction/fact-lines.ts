import { readFileSync } from 'node:fs';
import { snippetText } from '../compare/snippet-text';

/** One compare-peer case as far as extraction is concerned: its split and each compared page's snippets. */
export interface FactCase {
  id: string;
  split: string;
  compared: Array<{ page: string; answers: string[] }>;
}

export interface FactMiss {
  case: string;
  page: string;
  answers: string[];
  /** Why: the page was not run (--limit / --type), failed to parse, or its text lacks every snippet. */
  reason: 'not-run' | 'failed' | 'not-in-text';
}

export interface FactSplitScore {
  /** Compared pages (counted once per case) and those whose extracted text holds one of their snippets. */
  pages: number;
  held: number;
  /** Cases whose every compared page holds a snippet. */
  cases: number;
  casesHeld: number;
  /** Pages that could not be extracted (jsdom threw): counted as misses, reported apart. */
  failed: number;
  misses: FactMiss[];
}

/** As the set's own check.py reads text (compare/snippet-text.ts). */
const norm = snippetText;

/** Reads compare-peer's cases.jsonl. */
export function loadFactCases(path: string): FactCase[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as FactCase);
}

/**
 * "Fact lines survive": for every compared page of every case, is one of its answer snippets in the
 * product's extracted text? `texts` maps page id → extracted text, or null when extraction failed;
 * a page missing from it was not run. Every case counts: failures and pages not run are misses.
 */
export function scoreFactLines(cases: FactCase[], texts: Map<string, string | null>): Record<string, FactSplitScore> {
  const out: Record<string, FactSplitScore> = {};
  const normalised = new Map<string, string>();
  for (const c of cases) {
    const split = (out[c.split] ??= { pages: 0, held: 0, cases: 0, casesHeld: 0, failed: 0, misses: [] });
    split.cases++;
    let all = true;
    for (const side of c.compared) {
      split.pages++;
      const text = texts.get(side.page);
      let reason: FactMiss['reason'] | undefined;
      if (text === undefined) reason = 'not-run';
      else if (text === null) reason = 'failed';
      else {
        if (!normalised.has(side.page)) normalised.set(side.page, norm(text));
        const hay = normalised.get(side.page)!;
        if (!side.answers.some((a) => hay.includes(norm(a)))) reason = 'not-in-text';
      }
      if (reason) {
        all = false;
        if (reason === 'failed') split.failed++;
        split.misses.push({ case: c.id, page: side.page, answers: side.answers, reason });
      } else split.held++;
    }
    if (all) split.casesHeld++;
  }
  return out;
}
