import { findAttributes } from '../compare/find-attributes';
import { subjectTerms } from '../compare/subject-terms';
import { prepareTerms } from '../rank/prepare-terms';
import type { TabCandidate } from './tab-candidate';

/** "All tabs" over more tabs than this reads only the ones that matter; at or below it, every tab. */
export const CHOOSE_ABOVE = 8;

export interface ChooseOptions {
  /** The most tabs read for one question (when many score close to the best, no clear few answer). */
  max?: number;
  /**
   * The fewest, when there are that many scoring at least `minShare` of the best: a second-best tab
   * often holds the other half of an answer, but a tab far behind a clear best one does not.
   */
  min?: number;
  minShare?: number;
  /** A tab is read when its score is at least this share of the best tab's. */
  keepShare?: number;
  /** Tabs the user added ("Add"): always read. */
  include?: readonly number[];
}

export interface TabChoice {
  /** The tabs to read, best first. */
  chosen: number[];
  /** Every tab's score, for the benchmark and for listing the others best first. */
  scores: ReadonlyMap<number, number>;
}

/** Field weights of a profile: a word of the title says most, the URL's words next, a heading least. */
const TITLE = 3;
const URL_WORDS = 2;
const HEADINGS = 1;
/** What the question's other words count beside its subject (the attribute and the comparison's words). */
const OTHER_WORDS = 0.5;
/** For a read tab, how much its text (its best passage) counts beside its profile. */
const TEXT_SHARE = 0.6;
/** Stating the asked attribute in its units ("$179") adds this (on the 0–1 scale of the rest). */
const ATTRIBUTE_BONUS = 0.15;

/**
 * The cut is a share of the best tab's score, not a count: a question one tab clearly answers reads
 * it alone (or with the few near it), one whose words many tabs share reads more of them (up to
 * `max`), so the count read follows how sure the choice is. Set on the dev half of the benchmark
 * (bench/README.md, "Many tabs").
 */
const DEFAULTS = { max: 16, min: 3, minShare: 0.25, keepShare: 0.4 };

/** The words of a URL a reader sees in it: host parts and path segments, not ids or file endings. */
function urlWords(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    const host = hostname.replace(/^www\./u, '').split('.').slice(0, -1).join(' ');
    const path = decodeURIComponent(pathname).replace(/\.(html?|php|aspx?)$/iu, '');
    return `${host} ${path}`.replace(/[^\p{L}\p{N}]+/gu, ' ').replace(/\b(?=\w*\d)(?=\w*[a-z])\w{8,}\b/giu, ' ');
  } catch {
    return '';
  }
}

/**
 * Which of many tabs to read for a question: each tab's profile (title, URL words, headings) matched
 * against the question's words — its subject most, the attribute and the rest less, each word by how
 * few tabs have it — and, for a tab already read, how well its best passage answers (BM25 with one
 * IDF over the read tabs) and whether it states the attribute asked about. The tabs within
 * `keepShare` of the best are read, at least `min` (of those within `minShare`) and at most `max`;
 * when nothing matches, the first CHOOSE_ABOVE in window order. Pure: the worker, the panel and the benchmark call it alike.
 */
export function chooseTabs(profiles: readonly TabCandidate[], question: string, options: ChooseOptions = {}): TabChoice {
  const { max, min, minShare, keepShare } = { ...DEFAULTS, ...options };
  const include = new Set(options.include ?? []);
  const line = question.split('\n')[0] ?? question;
  // Only a question about an attribute ("Which laptop is lighter?") has words that are not its
  // subject; finding the subject costs more than the rest of the choice, so only then.
  const attributes = findAttributes(line);
  const subject = attributes.length > 0 ? new Set(subjectTerms(line, attributes).terms) : undefined;
  const weights = new Map<string, number>();
  for (const term of prepareTerms(line)) weights.set(term, !subject || subject.has(term) ? 1 : OTHER_WORDS);

  const fields = profiles.map((p) => ({
    title: new Set(prepareTerms(p.title)),
    url: new Set(prepareTerms(urlWords(p.url))),
    headings: p.terms,
  }));
  const holding = new Map<string, number>();
  for (const f of fields) {
    for (const term of new Set([...f.title, ...f.url, ...f.headings])) if (weights.has(term)) holding.set(term, (holding.get(term) ?? 0) + 1);
  }
  const profileScores = fields.map((f) => {
    const inHeadings = new Map<string, number>();
    for (const term of f.headings) inHeadings.set(term, (inHeadings.get(term) ?? 0) + 1);
    let score = 0;
    for (const [term, weight] of weights) {
      const n = holding.get(term);
      if (!n) continue;
      const idf = Math.log(1 + profiles.length / n);
      const hits = (f.title.has(term) ? TITLE : 0) + (f.url.has(term) ? URL_WORDS : 0) + HEADINGS * Math.min(1, (inHeadings.get(term) ?? 0) / 2);
      score += weight * idf * hits;
    }
    return score;
  });
  const bestProfile = Math.max(0, ...profileScores);
  const bestText = Math.max(0, ...profiles.map((p) => p.read?.passageScore ?? 0));
  const scores = new Map<number, number>();
  profiles.forEach((p, k) => {
    const profile = bestProfile > 0 ? profileScores[k]! / bestProfile : 0;
    if (!p.read) {
      scores.set(p.tabId, profile);
      return;
    }
    const text = bestText > 0 ? p.read.passageScore / bestText : 0;
    scores.set(p.tabId, (1 - TEXT_SHARE) * profile + TEXT_SHARE * text + (p.read.statesAttribute ? ATTRIBUTE_BONUS : 0));
  });

  const order = profiles.map((p) => p.tabId).sort((a, b) => scores.get(b)! - scores.get(a)!);
  const best = scores.get(order[0]!) ?? 0;
  const picked =
    best <= 0
      ? profiles.slice(0, CHOOSE_ABOVE).map((p) => p.tabId)
      : order.filter((id, rank) => {
          const score = scores.get(id)!;
          return rank < max && score > 0 && (score >= keepShare * best || (rank < min && score >= minShare * best));
        });
  const chosen = [...new Set([...picked, ...profiles.filter((p) => include.has(p.tabId)).map((p) => p.tabId)])];
  return { chosen, scores };
}
