import { INTENT_CUES } from '../intent/classify-intent';
import { everywhere } from '../intent/intent-cues';
import { prepareTerms } from '../rank/prepare-terms';
import { ATTRIBUTES, type Attribute } from './attributes';
import { COUNT_WORDS } from './compared-count';

/** Quantity words the count attribute reads ("more", "mehr", "meno"): the comparison's, not the subject's. */
const QUANTITY_WORDS = /(?<![\p{L}\p{N}])(?:more|most|fewer|less|mehr|meisten|weniger|plus|moins|m[aá]s|menos|mais|pi[uù]|meno|больше|меньше)(?![\p{L}\p{N}])/giu;

/**
 * The question's words less the comparison's own: its cues in every language, the attributes'
 * words, and count words. "Which laptop is lighter?" → terms ["laptop"], surface ["laptop"].
 */
export function subjectTerms(question: string, attributes: readonly Attribute[]): { terms: string[]; surface: string[] } {
  let line = question.normalize('NFC').trim().split('\n')[0] ?? '';
  // Cues that span the question ("which … lighter") would take its subject with them: only the
  // word cues ("compare", "versus", "which is better") are blanked.
  const cues = INTENT_CUES.flatMap((c) => [...c.comparison, c.several]).filter((p) => !/\[\^[?？]/u.test(p.source));
  // A size word beside another attribute grades it ("the biggest budget": find-attributes.ts): the comparison's word too.
  const grading = attributes.length > 0 ? ATTRIBUTES.filter((a) => a.name === 'size' && !attributes.includes(a)).map((a) => a.asked) : [];
  const patterns = [...cues, ...attributes.map((a) => a.asked), ...attributes.map((a) => a.named), ...grading];
  for (const p of patterns) line = line.replace(everywhere(p), ' ');
  line = line.replace(COUNT_WORDS, ' ').replace(QUANTITY_WORDS, ' ');
  const surface = [...new Set(line.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}.'’-]*/gu) ?? [])].filter((w) => prepareTerms(w).length > 0);
  return { terms: [...new Set(prepareTerms(line))], surface };
}
