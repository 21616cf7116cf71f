import type { Attribute } from '../compare/attributes';
import { attributeScore } from '../compare/find-attributes';
import { en } from '../intent/cues/en';
import { prepareTerms } from '../rank/prepare-terms';
import type { TabIndex } from '../rank/tab-index';
import { asksAmount } from './asks-amount';
import { byTierWithinTab } from './by-tier-within-tab';
import { type Field, fieldsAsked } from './field-names';
import type { Passage, SourceInfo } from './passage';
import { ownWords, questionWordsHeld } from './question-words-held';

/**
 * The chosen passages of a fact question in the order to show and send: the passage that answers
 * first (facts first, issue 30). The ranking (question words, with the subject's title words
 * flattened by `lead-first.ts`) puts a passage that repeats the question's words ahead of the short
 * line that answers it; what answers is told by how it states the answer, so the passages fall into
 * four tiers, each keeping the ranking's order (ties broken by it, never the reverse):
 * - first, a spec states it: a label line whose label holds a word the question asks with ("Case
 *    Material: ABS" for "What is its case made of?"), names a field it asks for in any of the ten
 *    languages ("Из какого материала?", `field-names.ts`) or names the measure asked with its figure
 *    ("Weight: 2 oz" for "重さは？", "Thickness: Vibram® 5mm" for "¿Y qué grosor tiene?"), or a short
 *    value under a heading that labels it ("HOLDS" over "1-12 cards");
 * - then a sentence says it: one line that names the measure and states it in its units ("1-year
 *    manufacturer's warranty" for "Does it come with any kind of guarantee?"; a review's "I have 5
 *    cards in it" comes after the spec), or the page's own question and answer: a passage under a
 *    heading that is a question with one of those words, not only "can" or "do" (an FAQ's "Is Huel Black Edition suitable for
 *    vegans?" for "Ist es vegan?");
 * - then, the passage states the measure asked in its units somewhere ("372 grams"), or holds a figure
 *    the question names that the tab's title does not ("480V" for "Can they work on 480 volt
 *    machines?"; "14" in "Corvo Book 14" is the name);
 * - then the rest.
 * Where an amount is asked ("how much", "wie viel", "얼마나": `asks-amount.ts`), a passage of the leading tab that
 * holds a figure of its own comes after those and before the rest.
 * Tiers order each tab's own passages: which tab holds each place stays the ranking's (`byTierWithinTab`), and a
 * tier moves a passage only past one holding at most one more of the question's own words (`questionWordsHeld`).
 * Only matching passages move (score > 0); an order, not a selection: what is chosen does not change.
 */
export function answerFirst(
  passages: readonly Passage[],
  question: string,
  attributes: readonly Attribute[],
  tabs: ReadonlyArray<{ source: SourceInfo; index: Pick<TabIndex, 'readingSize' | 'docFreq'> }> = [],
): Passage[] {
  const asked = question.normalize('NFKC').split('\n', 1)[0] ?? '';
  const terms = new Set(prepareTerms(asked));
  const askedFigures = [...new Set(asked.match(FIGURE) ?? [])].map((n) => ({ n, pattern: figurePattern(n) }));
  const fields = fieldsAsked(asked);
  // The words that make it a question ("can", "do", "will": the English intent cues' filler) are in every FAQ heading.
  const grammar = new Set(prepareTerms((asked.match(en.filler) ?? []).join(' ')));
  // Per tab: the question's words that are neither its title's nor common in it ("de" on a French page: the
  // stop words are English), and the question's figures that are not its title's.
  const perTab = new Map<number, Asked>();
  const forTab = (source: SourceInfo) => {
    let out = perTab.get(source.tabId);
    if (!out) {
      const titleFigures: string[] = source.title.match(FIGURE) ?? [];
      const own = ownWords(terms, source, tabs.find((t) => t.source.tabId === source.tabId)?.index);
      out = {
        own,
        asking: own.filter((t) => !grammar.has(t)),
        figures: askedFigures.filter((f) => !titleFigures.includes(f.n)).map((f) => f.pattern),
        fields,
      };
      perTab.set(source.tabId, out);
    }
    return out;
  };
  const tiers = passages.map((p) => (p.score > 0 ? tierOf(p, forTab(p.source), attributes) : 0));
  // An amount asked: within the tab the ranking leads with, a passage holding a figure goes before one without
  // (the title's figures and the question's own are names, not answers). Only there: a figure in a weaker
  // passage of another tab does not outrank what the question's words chose (rank by the question first).
  const lead = passages[0]?.source.tabId;
  if (lead !== undefined && asksAmount(asked)) {
    passages.forEach((p, i) => {
      if (tiers[i] === 0 && p.score > 0 && p.source.tabId === lead && holdsOwnFigure(p.chunk.text, p.source.title, askedFigures)) tiers[i] = HOLDS_FIGURE;
    });
  }
  // Tiers break near-ties in what the question asks with, never overrule it: a passage moves ahead only of one
  // holding at most one more of the question's own words (question-words-held.ts). On prose (SQuAD's Wikipedia
  // paragraphs) a figure beside a question's noun sits in many passages; the one with the question's words answers.
  const held = new Map<number, number>();
  const words = (i: number) => {
    let n = held.get(i);
    if (n === undefined) {
      n = questionWordsHeld(passages[i]!, forTab(passages[i]!.source).own);
      held.set(i, n);
    }
    return n;
  };
  return byTierWithinTab(passages, tiers, (moving, ahead) => words(moving) >= words(ahead) - TIER_WORD_SLACK);
}

/** How many more of the question's own words a passage a tier moves past may hold (bench/README.md, facts first). */
const TIER_WORD_SLACK = 1;

/** A number as the text writes it. */
const FIGURE = /\d(?:[\d.,]*\d)?/g;
/** Full-width forms ("２ｋｇ"): folded by NFKC, which is not worth its cost on text without them. */
const FULL_WIDTH = /[\uff01-\uff5e]/;
/** "Label: value", "Label<TAB>value", "Label – value": a short label, then what it labels. */
const MAX_LABEL_CHARS = 48;
const LABEL_LINE = new RegExp(`^\\s*([^:\\t\\n]{1,${MAX_LABEL_CHARS}}?)\\s*(?::|\\t|\\s[–—]\\s)\\s*(\\S[^\\n]*)$`, 'u');
const SEPARATOR = /[:\t–—]/;
const MAX_LABEL_WORDS = 5;
const QUESTION_END = /[?？؟]\s*$/u;

/** What the question asks with, for one tab: its own words, its figures, the unit-less fields it names. */
interface Asked {
  own: readonly string[];
  /** Its own words less those that only make it a question: what an FAQ heading has to share. */
  asking: readonly string[];
  figures: readonly RegExp[];
  fields: readonly Field[];
}

function tierOf(p: Passage, asked: Asked, attributes: readonly Attribute[]): number {
  const { own } = asked;
  const text = readable(p.chunk.text);
  // Each test once over the whole text; lines are read only for what the text holds at all.
  const stating = attributes.filter((a) => a.figure.test(text));
  const namedAndStated = stating.filter((a) => a.named.test(text));
  if (stating.length > 0 && specValue(text, p.chunk.headings.at(-1), stating)) return SPEC;
  // Prose without a separator holds no label line: lines are read only when one might answer.
  let best = 0;
  if (namedAndStated.length > 0 || SEPARATOR.test(text)) {
    for (const line of text.split('\n')) {
      best = Math.max(best, lineAnswers(line, asked, stating, namedAndStated));
      if (best === SPEC) return SPEC;
    }
  }
  if (best > 0) return best;
  // A page's own question and answer (an FAQ): its heading asks with a word the question asks with.
  const heading = p.chunk.headings.at(-1);
  if (heading && QUESTION_END.test(heading) && prepareTerms(heading).some((t) => asked.asking.includes(t))) return SAYS;
  if (stating.length > 0) return 1;
  // A figure only in the section's headings counts when the passage names the measure (attributeScore's half and half).
  if (attributes.length > 0 && p.chunk.headings.length > 0) {
    const headings = p.chunk.headings.join('\n');
    if (attributes.some((a) => a.figure.test(headings) && a.named.test(text))) return 1;
  }
  if (asked.figures.some((f) => f.test(text))) return 1;
  return 0;
}

/** Below a passage stating the measure asked, above the rest: a figure where an amount is asked. */
const HOLDS_FIGURE = 0.5;

/** Whether the text holds a figure that is neither the tab title's (a model name's "14") nor the question's. */
function holdsOwnFigure(text: string, title: string, askedFigures: ReadonlyArray<{ n: string }>): boolean {
  const named = new Set([...(title.match(FIGURE) ?? []), ...askedFigures.map((f) => f.n)]);
  return (readable(text).match(FIGURE) ?? []).some((n) => !named.has(n));
}

/** A spec states it: a label line, or a value under a heading that labels it ("WEIGHT" over "2 oz"). */
const SPEC = 3;
/** A sentence names and states it ("I have 5 cards in it"), or the page's FAQ entry asks it. */
const SAYS = 2;
/** A value standing as a line of its own: the figure and a word or two ("1-12 cards", "Vibram® 5mm"). */
const MAX_VALUE_WORDS = 4;

/**
 * A spec sheet's layout: the section's heading is a short label (not a question) and the passage opens
 * with a short line stating the measure asked ("HOLDS" over "1-12 cards"). A review that says "I have
 * 5 cards in it" states the same measure in a sentence; the spec says what the thing is. Not a path: a
 * file's path alone on a line under any heading is how documentation opens a code listing
 * ("/etc/sudoers.d/10-env_keep" over its contents), not a value the heading labels.
 */
function specValue(text: string, heading: string | undefined, stating: readonly Attribute[]): boolean {
  if (!heading || QUESTION_END.test(heading) || heading.trim().split(/\s+/).length > MAX_LABEL_WORDS) return false;
  const first = text.trimStart().split('\n', 1)[0]!.trim();
  return first.split(/\s+/).length <= MAX_VALUE_WORDS && stating.some((a) => a.name !== 'location' && a.figure.test(first));
}

/**
 * How a line answers: SPEC for a label line whose label holds a word the question asks with, names a
 * field it asks for in any language ("Material: ABS" for "Из какого материала?"), or names the
 * measure asked with its figure in the value; SAYS for a line that names the measure and states it;
 * 0 otherwise. `stating`: the measures asked whose figure the passage holds; `namedAndStated`: those
 * it also names.
 */
function lineAnswers(line: string, asked: Asked, stating: readonly Attribute[], namedAndStated: readonly Attribute[]): number {
  const says = namedAndStated.some((a) => a.named.test(line) && a.figure.test(line)) ? SAYS : 0;
  // Most lines are prose with no separator near their start: not a label line.
  const at = line.search(SEPARATOR);
  if (at < 0 || at > MAX_LABEL_CHARS + 8) return says;
  const label = LABEL_LINE.exec(line);
  if (!label || label[1]!.split(/\s+/).length > MAX_LABEL_WORDS) return says;
  const labelTerms = prepareTerms(label[1]!);
  if (labelTerms.length === 0) return says;
  if (labelTerms.some((t) => asked.own.includes(t)) || asked.fields.some((f) => f.named.test(label[1]!))) return SPEC;
  // The label names the measure asked, in any of the table's words for it ("Thickness" for "grosor");
  // its value must state it ("Weight: 2 oz", not "Weight: see below").
  return stating.some((a) => (a.named.test(label[1]!) || a.asked.test(label[1]!)) && a.figure.test(label[2]!)) ? SPEC : says;
}

/** Whether a passage states one of the measures asked in its units ("372 grams", "1-year warranty"). */
export function statesMeasure(chunk: { text: string; headings?: readonly string[] }, attributes: readonly Attribute[]): boolean {
  if (attributes.length === 0) return false;
  return attributeScore({ text: readable(chunk.text), headings: [...(chunk.headings ?? [])] }, attributes) >= 1;
}

/** The text as its figures read: compatibility forms folded (full-width digits); "1-year" is read by the attribute table. */
function readable(text: string): string {
  return FULL_WIDTH.test(text) ? text.normalize('NFKC') : text;
}

/** The number itself, not as part of a longer one: "480" finds "480V", "480-volt", not "1480" or "480.5". */
function figurePattern(figure: string): RegExp {
  return new RegExp(`(?<![\\d.,])${figure.replace(/[.]/g, '\\.')}(?![\\d]|[.,]\\d)`, 'u');
}
