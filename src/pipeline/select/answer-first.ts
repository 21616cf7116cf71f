import type { Attribute } from '../compare/attributes';
import { attributeScore } from '../compare/find-attributes';
import { prepareTerms } from '../rank/prepare-terms';
import type { Passage } from './passage';

/**
 * The chosen passages of a fact question in the order to show and send: the passage that answers
 * first (facts first, issue 30). The ranking (question words, with the subject's title words
 * flattened by `lead-first.ts`) puts a passage that repeats the question's words ahead of the short
 * line that answers it; what answers is told by how it states the answer, so the passages fall into
 * three tiers, each keeping the ranking's order (ties broken by it, never the reverse):
 * - first, a line answers: a label line whose label holds a word the question asks with ("Case
 *    Material: ABS" for "What is its case made of?") or names the measure asked ("Weight: 2 oz" for
 *    "重さは？"), or one line that names the measure and states it in its units ("1-year
 *    manufacturer's warranty" for "Does it come with any kind of guarantee?"), or the page's own
 *    question and answer: a passage under a heading that is a question with one of those words
 *    (an FAQ's "Is Huel Black Edition suitable for vegans?" for "Ist es vegan?");
 * - then, the passage states the measure asked in its units somewhere ("372 grams"), or holds a figure
 *    the question names that the tab's title does not ("480V" for "Can they work on 480 volt
 *    machines?"; "14" in "Corvo Book 14" is the name);
 * - then the rest.
 * Only matching passages move (score > 0); an order, not a selection: what is chosen does not change.
 */
export function answerFirst(passages: readonly Passage[], question: string, attributes: readonly Attribute[]): Passage[] {
  const asked = question.normalize('NFKC').split('\n', 1)[0] ?? '';
  const askedTerms = new Set(prepareTerms(asked));
  const askedFigures = asked.match(FIGURE) ?? [];
  const titleTerms = new Map<string, Set<string>>();
  const ownTerms = (p: Passage) => {
    let title = titleTerms.get(p.source.title);
    if (!title) titleTerms.set(p.source.title, (title = new Set(prepareTerms(p.source.title))));
    return [...askedTerms].filter((t) => !title.has(t));
  };
  const tiers = passages.map((p) => (p.score > 0 ? tierOf(p, ownTerms(p), attributes, askedFigures) : 0));
  const order = passages.map((p, i) => ({ p, tier: tiers[i]!, i }));
  order.sort((a, b) => b.tier - a.tier || a.i - b.i);
  return order.map((o) => o.p);
}

/** A number as the text writes it; "1-year", "5-mm" state a figure as "1 year" does. */
const FIGURE = /\d(?:[\d.,]*\d)?/g;
const HYPHENED = /(\d)[-‐‑](?=\p{L})/gu;
/** "Label: value", "Label<TAB>value", "Label – value": a short label, then what it labels. */
const LABEL_LINE = /^\s*([^:\t\n]{1,48}?)\s*(?::|\t|\s[–—]\s)\s*(\S[^\n]*)$/u;
const MAX_LABEL_WORDS = 5;
const QUESTION_END = /[?？؟]\s*$/u;

function tierOf(p: Passage, own: readonly string[], attributes: readonly Attribute[], askedFigures: readonly string[]): number {
  const text = p.chunk.text.normalize('NFKC').replace(HYPHENED, '$1 ');
  for (const line of text.split('\n')) if (lineAnswers(line, own, attributes)) return 2;
  // A page's own question and answer (an FAQ): its heading asks with a word the question asks with.
  const heading = p.chunk.headings.at(-1);
  if (heading && QUESTION_END.test(heading) && prepareTerms(heading).some((t) => own.includes(t))) return 2;
  if (statesMeasure({ text, headings: p.chunk.headings }, attributes)) return 1;
  const title: string[] = p.source.title.match(FIGURE) ?? [];
  if (askedFigures.some((n) => !title.includes(n) && holdsFigure(text, n))) return 1;
  return 0;
}

function lineAnswers(line: string, own: readonly string[], attributes: readonly Attribute[]): boolean {
  if (attributes.some((a) => a.named.test(line) && a.figure.test(line))) return true;
  const label = LABEL_LINE.exec(line);
  if (!label || label[1]!.split(/\s+/).length > MAX_LABEL_WORDS) return false;
  const labelTerms = prepareTerms(label[1]!);
  if (labelTerms.length === 0) return false;
  if (labelTerms.some((t) => own.includes(t))) return true;
  // The label names the measure asked; its value must state it ("Weight: 2 oz", not "Weight: see below").
  return attributes.some((a) => a.named.test(label[1]!) && a.figure.test(label[2]!));
}

/** Whether a passage states one of the measures asked in its units ("372 grams", "1-year warranty"). */
export function statesMeasure(chunk: { text: string; headings?: readonly string[] }, attributes: readonly Attribute[]): boolean {
  if (attributes.length === 0) return false;
  const text = chunk.text.normalize('NFKC').replace(HYPHENED, '$1 ');
  return attributeScore({ text, headings: [...(chunk.headings ?? [])] }, attributes) >= 1;
}

/** Whether the text holds the number itself, not as part of a longer one ("480V", "480-volt", not "1480"). */
function holdsFigure(text: string, figure: string): boolean {
  const escaped = figure.replace(/[.]/g, '\\.');
  return new RegExp(`(?<![\\d.,])${escaped}(?![\\d]|[.,]\\d)`, 'u').test(text);
}
