import { INTENT_CUES } from '../intent/classify-intent';
import { everywhere } from '../intent/intent-cues';
import { prepareTerms } from '../rank/prepare-terms';
import type { TabIndex } from '../rank/tab-index';
import type { SourceInfo } from '../select/passage';
import type { Attribute } from './attributes';
import { COUNT_WORDS, comparedCount } from './compared-count';

interface Tab {
  source: SourceInfo;
  index: TabIndex;
}

/**
 * A tab is compared when its score for what the question names is at least this share of the best
 * tab's. Half: a second product page that names the category once less than the first stays in; a
 * guide that uses the word in passing does not (bench/compare).
 */
const KEEP_SHARE = 0.5;
/** A word in a tab's title counts this much more than the same word spread through its text. */
const BODY_SHARE = 0.5;

/**
 * Which tabs a comparison compares: the tabs the question names by a word of their title that no
 * other tab's title has ("Sundara or LCD-2", "Terraria, Dota 2 or Rust"); failing two such, the tabs
 * that hold what the question names (the category, "the two laptops"), weighted by how few tabs hold each
 * word and most in the tab's title; the words of the comparison itself ("compare", "lighter",
 * "weight") do not decide, so a decluttering guide that makes a room "lighter" is left out. When the
 * question names nothing the tabs hold ("Which is cheaper?"), the tabs that state the attribute in
 * its units are compared; failing that, all of them. Returned in the order given.
 */
export function comparedTabs<T extends Tab>(tabs: readonly T[], question: string, attributes: readonly Attribute[]): T[] {
  if (tabs.length <= 2) return [...tabs];
  const terms = subjectTerms(question, attributes);
  const titles = tabs.map((t) => new Set(prepareTerms(`${t.source.title}\n${t.index.title}`)));
  const holding = (t: string) => tabs.filter((tab, k) => titles[k]!.has(t) || (tab.index.docFreq.get(t) ?? 0) > 0).length;
  const weights = new Map<string, number>();
  for (const t of terms) {
    const n = holding(t);
    if (n > 0) weights.set(t, Math.log(1 + tabs.length / n));
  }
  const scores = tabs.map((tab, k) => {
    let s = 0;
    for (const [t, w] of weights) {
      if (titles[k]!.has(t)) s += w;
      // Once in the text counts half; three times, fully (a review that names its category once).
      const df = tab.index.docFreq.get(t) ?? 0;
      if (df > 0) s += w * BODY_SHARE * (0.5 + 0.5 * Math.min(1, (df - 1) / 2));
    }
    return s;
  });
  const states = (tab: T) => attributes.length > 0 && tab.index.chunks.some((c) => attributes.some((a) => a.figure.test(c.text)));
  let best = Math.max(...scores);
  const count = comparedCount(question);
  if (best <= 0) {
    const stating = tabs.filter(states);
    return stating.length >= 2 ? stating : [...tabs];
  }
  // A tab that names the category only in passing but states the attribute in its units ("The
  // Zenbook weighs 1.6 kilograms", its title without "laptop") is compared too.
  tabs.forEach((tab, k) => {
    if (scores[k]! > 0 && scores[k]! < KEEP_SHARE * best && states(tab)) scores[k] = KEEP_SHARE * best;
  });
  best = Math.max(...scores);
  const order = tabs.map((_, k) => k).sort((a, b) => scores[b]! - scores[a]! || a - b);
  // A word of the question that is in one tab's title alone names that tab ("Jimmy", "Terraria").
  const named = new Set<number>();
  for (const t of weights.keys()) {
    const inTitles = titles.flatMap((title, k) => (title.has(t) ? [k] : []));
    if (inTitles.length === 1) named.add(inTitles[0]!);
  }
  let kept = named.size >= 2 ? order.filter((k) => named.has(k)) : order.filter((k) => named.has(k) || scores[k]! >= KEEP_SHARE * best);
  if (count !== undefined && named.size < 2) {
    // "The two laptops": the two best, even when the second names the category less often.
    kept = order.filter((k) => scores[k]! > 0).slice(0, count);
  }
  const keep = new Set(kept);
  return tabs.filter((_, k) => keep.has(k));
}

/**
 * The question's words less the comparison's own: its cues in every language, the attributes'
 * words, and count words. "Which laptop is lighter?" → ["laptop"].
 */
export function subjectTerms(question: string, attributes: readonly Attribute[]): string[] {
  let line = question.normalize('NFC').trim().split('\n')[0] ?? '';
  // Cues that span the question ("which … lighter") would take its subject with them: only the
  // word cues ("compare", "versus", "which is better") are blanked.
  const cues = INTENT_CUES.flatMap((c) => c.comparison).filter((p) => !/\[\^[?？]/u.test(p.source));
  const patterns = [...cues, ...attributes.map((a) => a.asked), ...attributes.map((a) => a.named)];
  for (const p of patterns) line = line.replace(everywhere(p), ' ');
  line = line.replace(COUNT_WORDS, ' ');
  return [...new Set(prepareTerms(line))];
}
