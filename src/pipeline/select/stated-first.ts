import type { Attribute } from '../compare/attributes';
import { attributeScore } from '../compare/find-attributes';
import type { Passage } from './passage';

/**
 * A fact question that asks for a measure ("How heavy is the Corvo Book 14?", "重さは？", "Does it come
 * with any kind of guarantee?"): among the chosen passages that match the question, those stating it
 * in its units ("Weight: 2 oz", "1-year warranty") go first, in the ranking's order; the rest keep
 * theirs. An order, not a selection: what is chosen does not change (facts first, issue 30).
 */
export function statedFirst(passages: readonly Passage[], attributes: readonly Attribute[]): Passage[] {
  if (attributes.length === 0) return [...passages];
  const states = (p: Passage) => p.score > 0 && attributeScore(p.chunk, attributes) >= 1;
  return [...passages.filter(states), ...passages.filter((p) => !states(p))];
}
