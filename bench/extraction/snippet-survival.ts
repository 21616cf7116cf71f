import { snippetText } from '../compare/snippet-text';
import { loadFactCases } from './fact-lines';

/** One WCXB page as the with/without measure sees it: its snippets and the product's text (null: extraction failed). */
export interface SnippetPage {
  id: string;
  pageType: string;
  with: string[];
  without: string[];
  text: string | null;
}

/** Counts for a group of pages; shares are derived when printed. */
export interface SnippetRow {
  pages: number;
  /** `with` snippets, and those found whole in the extracted text. */
  withTotal: number;
  withFound: number;
  /** Pages whose every `with` snippet was found. */
  pagesWhole: number;
  /** `without` snippets, and those that leaked into the extracted text. */
  withoutTotal: number;
  withoutLeaked: number;
  /** Pages jsdom or the extractor failed on: counted with an empty text (every `with` lost), reported apart. */
  failed: number;
}

export interface SnippetScore {
  /** Development pages (every page not held out), by page type, plus `all`. */
  dev: Record<string, SnippetRow>;
  /** The held-out pages together, or null when nothing is held out. */
  heldOut: SnippetRow | null;
  /** Development pages only: what each lost or let in (for error analysis; held-out pages never appear). */
  pages: Array<{ id: string; pageType: string; lost: string[]; leaked: string[] }>;
}

const emptyRow = (): SnippetRow => ({ pages: 0, withTotal: 0, withFound: 0, pagesWhole: 0, withoutTotal: 0, withoutLeaked: 0, failed: 0 });

/**
 * WCXB's snippets are written with straight quotes and some with `&amp;` left in ("Department's" where
 * the page shows "Department’s"): both sides are folded so a line the page shows whole counts as found.
 */
const wcxbText = (text: string) =>
  snippetText(text.replace(/[‘’‚‛′]/gu, "'").replace(/[“”„‟″]/gu, '"').replace(/&amp;/gu, '&'));

/**
 * The pages compare-peer's `split: test` cases compare: held out of the development figures, so rules
 * fitted on development pages are checked on pages nobody looked at.
 */
export function heldOutPages(casesPath: string): Set<string> {
  return new Set(loadFactCases(casesPath).filter((c) => c.split === 'test').flatMap((c) => c.compared.map((s) => s.page)));
}

/**
 * WCXB's with/without snippets against the extracted text, normalised as compare-peer's snippets are
 * (compare/snippet-text.ts: case, whitespace, the space a tag leaves before punctuation), quotes folded.
 */
export function scoreSnippetSurvival(pages: SnippetPage[], holdout: ReadonlySet<string> = new Set()): SnippetScore {
  const dev: Record<string, SnippetRow> = { all: emptyRow() };
  const heldOut: SnippetRow | null = holdout.size ? emptyRow() : null;
  const details: SnippetScore['pages'] = [];
  for (const page of pages) {
    const hay = wcxbText(page.text ?? '');
    const lost = page.with.filter((s) => !hay.includes(wcxbText(s)));
    const leaked = page.text === null ? [] : page.without.filter((s) => hay.includes(wcxbText(s)));
    const rows = holdout.has(page.id) ? [heldOut!] : [dev.all!, (dev[page.pageType] ??= emptyRow())];
    for (const row of rows) {
      row.pages++;
      row.withTotal += page.with.length;
      row.withFound += page.with.length - lost.length;
      if (!lost.length) row.pagesWhole++;
      row.withoutTotal += page.without.length;
      row.withoutLeaked += leaked.length;
      if (page.text === null) row.failed++;
    }
    if (!holdout.has(page.id)) details.push({ id: page.id, pageType: page.pageType, lost, leaked });
  }
  return { dev, heldOut, pages: details };
}

/** The printed table: one line per page type, `all`, and the held-out row. */
export function snippetTable(score: SnippetScore): string {
  const share = (a: number, b: number) => (b ? (a / b).toFixed(3) : '-');
  const line = (name: string, r: SnippetRow) =>
    `${name.padEnd(22)}${String(r.pages).padStart(5)}  ${`${share(r.withFound, r.withTotal)} (${r.withFound}/${r.withTotal})`.padEnd(20)}` +
    `${`${share(r.pagesWhole, r.pages)} (${r.pagesWhole}/${r.pages})`.padEnd(18)}${`${share(r.withoutLeaked, r.withoutTotal)} (${r.withoutLeaked}/${r.withoutTotal})`.padEnd(20)}${r.failed}`;
  const types = Object.keys(score.dev).filter((t) => t !== 'all').sort();
  return [
    `${'pages'.padEnd(22)}${'n'.padStart(5)}  ${'with found'.padEnd(20)}${'every with'.padEnd(18)}${'without leaked'.padEnd(20)}failed`,
    ...types.map((t) => line(t, score.dev[t]!)),
    line('all (dev)', score.dev.all!),
    ...(score.heldOut ? [line('held out (test)', score.heldOut)] : []),
  ].join('\n');
}
