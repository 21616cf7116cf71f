import { checkCitations, type CheckedClaim, type CitedSource } from '../../src/pipeline/cite/check-citations';
import { parseCitations } from '../../src/pipeline/cite/parse-citations';
import { splitClaims } from '../../src/pipeline/cite/split-claims';
import { checkCitations as checkBefore } from './before-issue-31/check-citations';
import { splitClaims as splitBefore } from './before-issue-31/split-claims';

/**
 * Issue 31's cases for bench:citations, before (the check as shipped before issue 31: one claim per
 * sentence, a number's digits looked up as words; ./before-issue-31/) and now, side by side:
 * - one-sentence comparisons: two restated facts, each cited, joined into one sentence the way models
 *   write them ("A [1] and B [2], so …"), with the joiners of several languages;
 * - localised numbers: a fact whose answer holds a number, restated with that number written as
 *   German, French or Japanese write it (decimal comma, "." or narrow-space thousands, full-width
 *   digits), and the same with a wrong figure.
 */
/** `question`: what the answer answers (the product checks a claim against it too); the check before issue 31 ignores it. */
export type Judge = (answer: string, sources: Array<{ id: number; text: string; context?: string }>, question: string) => CheckedClaim[];

export const judges: Record<'before' | 'now', Judge> = {
  before: (answer, sources) => {
    const byId = new Map(sources.map((s) => [s.id, s]));
    return checkBefore(splitBefore(parseCitations(answer, new Set(byId.keys()))), (id) => byId.get(id)) as CheckedClaim[];
  },
  now: (answer, sources, question) => {
    const byId = new Map(sources.map((s) => [s.id, s]));
    return checkCitations(splitClaims(parseCitations(answer, new Set(byId.keys()))), (id) => byId.get(id), question);
  },
};

/** Each citation group's verdict: is the chip dashed? (group index → weak) */
export function chipWeakness(claims: CheckedClaim[]): Map<number, boolean> {
  const out = new Map<number, boolean>();
  for (const c of claims) for (const g of c.groups) out.set(g, c.weak);
  return out;
}

/** "Your tabs don't seem to say" as the panel shows it: every cited claim weak. */
export const headline = (claims: CheckedClaim[]) => {
  const cited = claims.filter((c) => c.ids.length > 0);
  return cited.length > 0 && cited.every((c) => c.weak);
};

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const bare = (s: string) => s.replace(/[.\s]+$/u, '');

/** How a model joins two cited clauses into one sentence, in several languages (the clauses stay English: the passages are). */
export const JOINS: ReadonlyArray<[string, (a: string, b: string) => string]> = [
  ['A [1] and B [2], so …', (a, b) => `${bare(a)} [1] and ${lower(bare(b))} [2], so both are stated.`],
  ['A [1], and B [2].', (a, b) => `${bare(a)} [1], and ${lower(bare(b))} [2].`],
  ['A [1] while B [2].', (a, b) => `${bare(a)} [1] while ${lower(bare(b))} [2].`],
  ['A [1], whereas B [2].', (a, b) => `${bare(a)} [1], whereas ${lower(bare(b))} [2].`],
  ['A [1]; B [2].', (a, b) => `${bare(a)} [1]; ${lower(bare(b))} [2].`],
  ['de: A [1], während B [2].', (a, b) => `${bare(a)} [1], während ${lower(bare(b))} [2].`],
  ['fr: A [1] tandis que B [2].', (a, b) => `${bare(a)} [1] tandis que ${lower(bare(b))} [2].`],
  ['ja: A [1]、B [2]。', (a, b) => `${bare(a)} [1]、${bare(b)} [2]。`],
];

const FULL_WIDTH = (s: string) => s.replace(/[0-9]/gu, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)).replace(/\./gu, '．');

/** A number written the way a language writes it: "1,234.5" → de "1.234,5", fr "1 234,5", ja "１２３４．５". */
export const LOCALES: ReadonlyArray<[string, (n: string) => string]> = [
  ['de', (n) => localise(n, '.', ',')],
  ['fr', (n) => localise(n, '\u202f', ',')],
  ['ja', (n) => FULL_WIDTH(n.replace(/,/gu, ''))],
];

function localise(written: string, group: string, decimal: string): string {
  const [whole = '', fraction] = written.replace(/,/gu, '').split('.');
  // A year stays as written ("1985"), as every language writes it; larger numbers get their groups.
  const grouped = whole.length > 4 || written.includes(',') ? whole.replace(/\B(?=(\d{3})+(?!\d))/gu, group) : whole;
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
}

/** A standalone number in an answer ("1,000", "3.5", "1985"), the first one. */
export const ANSWER_NUMBER = /(?<![\p{L}\p{N}])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}.,])\d+(?:\.\d+)?(?![\p{L}\p{N}]|[.,]\d)/u;

/** The same number made wrong: its last digit changed. */
export function wrongNumber(written: string): string {
  const last = written.at(-1)!;
  return `${written.slice(0, -1)}${last === '9' ? '7' : String(Number(last) + 1)}`;
}

export type Source = CitedSource & { id: number };
