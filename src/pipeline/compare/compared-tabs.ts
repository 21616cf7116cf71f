import { INTENT_CUES } from '../intent/classify-intent';
import type { TabProfile } from '../profile/tab-profile';
import { spelledTerms } from '../rank/spelling-key';
import { prepareTerms } from '../rank/prepare-terms';
import type { TabIndex } from '../rank/tab-index';
import type { SourceInfo } from '../select/passage';
import type { Attribute } from './attributes';
import { comparedCount } from './compared-count';
import { nameSplitAcross, numberBesideName, phrasePattern, questionNames, questionNameTerms } from './question-names';
import { mostAlike } from './most-alike';
import { namesInScript } from './names-in-script';
import { namingText } from './naming-text';
import { sameKind } from './same-kind';
import { subjectTerms } from './subject-terms';
import { siteWords, tabIdentity } from './tab-identity';

interface Tab {
  source: SourceInfo;
  index: TabIndex;
  /** What the tab is, beyond its text (profile/tab-profile.ts); absent for tabs read without one. */
  profile?: TabProfile;
}

/**
 * A tab is compared when its score for what the question names is at least this share of the best
 * tab's. Half: a second product page that names the category once less than the first stays in; a
 * guide that uses the word in passing does not (bench/compare).
 */
const KEEP_SHARE = 0.5;
/** Passages (each counting its neighbours' words too: rank/tab-index.ts) a word is in when a text holds it over and over. */
const OVER_AND_OVER = 3;
/** A word in a tab's text counts this much of the same word in what the tab is (title, profile). */
const BODY_SHARE = 0.5;

/** What `comparedTabs` decided, and on what grounds (the panel says when only one tab fits). */
export interface ComparedTabs<T> {
  tabs: T[];
  /** The question's subject words that the compared tabs matched, as the question wrote them. */
  subject: string[];
}

/**
 * Which tabs a comparison compares. A tab is what its title and profile say it is (breadcrumb, URL
 * words, structured data names and types, h1: "Home › Laptops" on a review whose text never says
 * "laptop"), then what its text holds:
 * 1. the tabs the question names by a word only their title or profile has ("Sundara or LCD-2",
 *    "ClickUp and monday.com"), written in the question's own script too (ポートマン: names-in-script.ts);
 * 2. else the tabs holding what the question names (the category, "the two laptops"), weighted by
 *    how few tabs hold each word and most in what the tab is; the comparison's own words
 *    ("compare", "lighter", "weight") never decide, so a decluttering guide that makes a room
 *    "lighter" is left out;
 * 3. fewer than two: tabs of the same kind as the matched one (same site and title template, same
 *    structured type: same-kind.ts) and tabs that state the attribute in its units come in;
 * 4. nothing named: the tabs stating the attribute in its units; failing that, all of them.
 * A comparison read from the question's shape (`byShape`) compares only tabs whose title or profile
 * holds its subject (at least half as much of it as the tab holding most), and brings in only tabs
 * of the same kind.
 * Returned in the order given.
 */
export function comparedTabs<T extends Tab>(tabs: readonly T[], question: string, attributes: readonly Attribute[], options: { byShape?: boolean } = {}): ComparedTabs<T> {
  const written = subjectTerms(question, attributes);
  if (tabs.length <= 2) return { tabs: [...tabs], subject: [] };
  const identities = tabs.map(tabIdentity);
  // A name the question writes in its own script (ポートマン, 테라폼: names-in-script.ts) is the word
  // a tab is known by: a word of the subject, and a name, as "Portman" and "Terraform" would be.
  const inScript = namesInScript(question, tabs, identities);
  const read = new Set([...inScript.values()].flat());
  const holding = (t: string) => tabs.filter((tab, k) => identities[k]!.has(t) || (tab.index.docFreq.get(t) ?? 0) > 0).length;
  // A subject word no tab holds that one writes its own way: "der Fotografie-Artikel" is the photography one.
  const spelled = written.terms.filter((t) => holding(t) === 0).flatMap((t) => [...spelledTerms(tabs, t)]);
  const terms = [...new Set([...written.terms, ...read, ...spelled])];
  const surface = [...written.surface, ...inScript.keys()];
  const termsOf = (w: string) => inScript.get(w) ?? prepareTerms(w);
  const titles = tabs.map((t) => new Set(prepareTerms(`${t.source.title}\n${t.index.title}`)));
  const weights = new Map<string, number>();
  for (const t of terms) {
    const n = holding(t);
    if (n > 0) weights.set(t, Math.log(1 + tabs.length / n));
  }
  const scores = tabs.map((tab, k) => {
    let s = 0;
    for (const [t, w] of weights) {
      if (identities[k]!.has(t)) s += w;
      // Once in the text counts half; three times, fully (a review that names its category once).
      const df = tab.index.docFreq.get(t) ?? 0;
      if (df > 0) s += w * BODY_SHARE * (0.5 + 0.5 * Math.min(1, (df - 1) / 2));
    }
    return s;
  });
  // A figure in a passage's headings counts: a collection page names each item's features in its title line.
  const states = (tab: T) => attributes.length > 0 && tab.index.chunks.some((c) => attributes.some((a) => a.figure.test(c.text) || c.headings.some((h) => a.figure.test(h))));
  let best = Math.max(...scores);
  const count = comparedCount(question);
  if (best <= 0) {
    const stating = tabs.flatMap((tab, k) => (states(tab) ? [k] : []));
    const pool = stating.length >= 2 ? stating : tabs.map((_, k) => k);
    // Nothing named matches (a Korean question over English pages): a question that says how many
    // or points at a set compares the tabs most alike in what they are, when some clearly are.
    const size = count ?? 2;
    // Alike first by what names the tab (title, address, breadcrumb, names, h1): a description's
    // prose ("no matter", "features") and a structured type ("article") made an appliance roundup as
    // alike to an earbud guide as the other earbud guide; failing that, by all it is.
    const names = (k: number) => new Set(prepareTerms(`${tabs[k]!.source.title}\n${tabs[k]!.index.title}\n${siteWords(tabs[k]!.source)}\n${tabs[k]!.profile ? namingText(tabs[k]!.profile!) : ''}`));
    const alikeBy = (sets: Array<Set<string>>) => ((count !== undefined || options.byShape) && pool.length > size ? mostAlike(sets, size) : undefined);
    const alike = alikeBy(pool.map(names)) ?? alikeBy(pool.map((k) => identities[k]!));
    const keep = new Set(alike ? alike.map((i) => pool[i]!) : pool);
    return { tabs: tabs.filter((_, k) => keep.has(k)), subject: [] };
  }
  // A tab that names the category only in passing but states the attribute in its units ("The
  // Zenbook weighs 1.6 kilograms", its title without "laptop") is compared too: when what it is
  // holds a word of the subject, or its text half the subject's words that some tab holds ("say"
  // alone of "what the two weight-loss articles say" is a news page's word in passing). Raised
  // tabs keep the order of what they matched: "fish" in a forum's title comes before "fish" and
  // "keep" in a news page's text for "these two fish-keeping threads", where both state a year.
  // A question that names what it compares ("SysV init compared to systemd") raises only tabs
  // holding one of its names: an Azure guide's "func init" and "definitions" are not SysV's. A
  // hyphenated word is one word of the subject, held in a text only whole: "buy" alone of
  // "computer-buying" is a payments page's, "keep" alone of "fish-keeping" a work tracker's.
  const matched = [...scores];
  const subject = [...weights.keys()];
  const names = subject.filter((t) => questionNameTerms(question).has(t) || read.has(t));
  const units = surface.map((w) => termsOf(w).filter((t) => weights.has(t))).filter((u) => u.length > 0);
  const inText = (k: number, t: string) => (tabs[k]!.index.docFreq.get(t) ?? 0) > 0;
  const inPassing = (k: number) =>
    (names.length > 0 && !names.some((t) => identities[k]!.has(t) || inText(k, t))) ||
    (!subject.some((t) => identities[k]!.has(t)) && units.filter((u) => u.every((t) => inText(k, t))).length < KEEP_SHARE * units.length);
  tabs.forEach((tab, k) => {
    if (scores[k]! > 0 && scores[k]! < KEEP_SHARE * best && !inPassing(k) && states(tab)) scores[k] = KEEP_SHARE * best;
  });
  best = Math.max(...scores);
  const order = tabs.map((_, k) => k).sort((a, b) => scores[b]! - scores[a]! || matched[b]! - matched[a]! || a - b);
  // A name in the question (question-names.ts) that is in one tab's title (or profile) alone names
  // that tab ("Jimmy", "Terraria"); a model number ("Z5II", "RTX 5070") in one tab's text alone does too (a shop's
  // listing names the model only in its items).
  const named = new Set<number>();
  const texts = tabs.map((tab) => ({ has: (t: string) => (tab.index.docFreq.get(t) ?? 0) > 0 }));
  const holders = (sets: ReadonlyArray<{ has: (t: string) => boolean }>, t: string) => sets.flatMap((set, k) => (set.has(t) ? [k] : []));
  // A bare number is a name's only beside its other words: "10" of "Hoka Clifton 10" is in an
  // electrician's "10% Off" and a forum's "10 best movies" too; "15" of "iPhone 15" names the tab
  // that also says "iPhone".
  // A word of a name whose other words are another tab's is no name of its own: "Effect" of "the
  // Effect Hook" in a graphics card's description, while the React pages hold "Hook".
  const numberAlone = numberBesideName(question);
  const split = nameSplitAcross(question);
  const besideItsName = (t: string, k: number) => numberAlone(t, identities[k]!) && !split(t, k, identities);
  for (const t of names) {
    for (const sets of MODEL_NUMBER.test(t) ? [identities, texts] : [identities]) {
      const one = holders(sets, t).filter((k) => besideItsName(t, k));
      if (one.length === 1) {
        named.add(one[0]!);
        break;
      }
    }
  }
  // A name of several words written as one phrase in one tab's text alone ("Hoka Clifton 10" in a
  // shop's listing of running shoes) names that tab, as a model number does; failing the whole name,
  // its longest leading part of two words or more that some tab writes: a shop writes "Smart Bird
  // Feeder" where the question says "Smart Bird Feeder Pro" (a name's head comes first, its edition last).
  for (const run of questionNames(question).filter((r) => r.length >= 2)) {
    for (let n = run.length; n >= 2; n -= 1) {
      const phrase = phrasePattern(run.slice(0, n));
      const holding = tabs.flatMap((tab, k) => (tab.index.chunks.some((c) => phrase.test(c.text) || c.headings.some((h) => phrase.test(h))) ? [k] : []));
      if (holding.length === 0) continue;
      if (holding.length === 1) named.add(holding[0]!);
      break;
    }
  }
  // Then a name in one title alone, unless a tab already named holds it: "Coco Republic" is one
  // tab's, though only another's title says "Republic".
  for (const t of names) {
    const one = holders(titles, t).filter((k) => besideItsName(t, k));
    if (one.length === 1 && ![...named].some((k) => identities[k]!.has(t))) named.add(one[0]!);
  }
  // Read from its shape only ("both", "X and Y"): a tab is compared for being what the question
  // names, not for mentioning it; a question that names two things inside one page stays a fact
  // question (SQuAD: "When did the French and Indian War start?"). It is what the question names
  // when what it is holds at least half as many of the subject's words as the tab holding most:
  // "repair" alone in an electrician's coupons is not one of "these home repair programs", whose
  // grant page is "home", "repair" and "program".
  const isWords = (k: number) => [...weights.keys()].filter((t) => identities[k]!.has(t)).length;
  const mostIs = Math.max(...tabs.map((_, k) => isWords(k)));
  const isIt = (k: number) => !options.byShape || named.has(k) || (isWords(k) > 0 && isWords(k) >= KEEP_SHARE * mostIs);
  let kept = named.size >= 2 ? order.filter((k) => named.has(k)) : order.filter((k) => named.has(k) || scores[k]! >= KEEP_SHARE * best);
  if (count !== undefined && named.size < count) {
    // "The two laptops": the two best, even when the second names the category less often; the
    // tabs a name picked first ("these three: the Ninja, …").
    // Among the tabs that are what it names, those stating the attribute asked about in its units
    // first: "these three kitchen machines … the most programs or recipes" are the ones that count
    // programs or recipes, not a gym shop whose title says "machines".
    const candidates = order.filter((k) => !named.has(k) && scores[k]! > 0 && isIt(k));
    const stating = new Set(candidates.filter((k) => scores[k]! >= KEEP_SHARE * best && states(tabs[k]!)));
    kept = [...order.filter((k) => named.has(k)), ...candidates.filter((k) => stating.has(k)), ...candidates.filter((k) => !stating.has(k))].slice(0, count);
  }
  kept = kept.filter(isIt);
  if (kept.length === 0) return { tabs: [], subject: [] };
  if (kept.length < 2) {
    // One tab fits what the question names: tabs of its kind, or stating the attribute in its units, come in.
    const one = kept[0]!;
    // Same kind first, then those that hold a word of the subject and state the attribute in its
    // units (a tab of another kind stating "1.6 kg" without a word of the question stays out: "Which
    // is lighter, ice or water?" asked over a glacier article and a laptop review is about one page).
    const alike = order.filter((k) => k !== one && sameKind(tabs[one]!, tabs[k]!));
    // A question read from its shape brings in no tab for stating the attribute; when it points at a
    // set ("either of these home repair programs"), a tab whose text holds, over and over, each of
    // the two or more subject words the one tab is ("home", "repair", "program" in a city's page
    // titled "SHIP") is the other.
    const is = subject.filter((t) => identities[one]!.has(t));
    const set = is.length >= 2 && INTENT_CUES.some((c) => c.several.test(question.split('\n')[0] ?? ''));
    const stating = options.byShape
      ? order.filter((k) => set && k !== one && !alike.includes(k) && is.every((t) => (tabs[k]!.index.docFreq.get(t) ?? 0) >= OVER_AND_OVER))
      : order.filter((k) => k !== one && !alike.includes(k) && scores[k]! > 0 && states(tabs[k]!));
    kept = [one, ...[...alike, ...stating].slice(0, (count ?? 2) - 1)];
  }
  const keep = new Set(kept);
  const matchedWords = new Set([...weights.keys()].filter((t) => kept.some((k) => identities[k]!.has(t) || (tabs[k]!.index.docFreq.get(t) ?? 0) > 0)));
  return { tabs: tabs.filter((_, k) => keep.has(k)), subject: surface.filter((w) => termsOf(w).some((t) => matchedWords.has(t))) };
}

/** "Z5II", "d750", "RTX4080": a term with a letter and a digit, three characters or more, is a model's name (a bare number is often a year or a count). */
const MODEL_NUMBER = /^(?=.*\d)(?=.*\p{L})[\p{L}\p{N}]{3,}$/u;
