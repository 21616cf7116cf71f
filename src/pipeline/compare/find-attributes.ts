import type { Chunk } from '../chunk/chunk';
import { ATTRIBUTES, type Attribute } from './attributes';
import { countAttribute } from './count-attribute';

/** The attributes a question asks about ("Which laptop is lighter?" → weight), from its first line. */
export function findAttributes(question: string): Attribute[] {
  const line = question.normalize('NFC').trim().split('\n')[0] ?? '';
  const count = countAttribute(line);
  return [...ATTRIBUTES.filter((a) => a.asked.test(line)), ...(count ? [count] : [])];
}

/**
 * How plainly a passage states one of the attributes: a figure in its units counts 1 ("372 grams",
 * "$179"), a word that labels it 0.5 ("Weight", "weighs"); the best attribute counts.
 */
export function attributeScore(chunk: Pick<Chunk, 'text'>, attributes: readonly Attribute[]): number {
  let best = 0;
  for (const a of attributes) {
    const score = (a.figure.test(chunk.text) ? 1 : 0) + (a.named.test(chunk.text) ? 0.5 : 0);
    if (score > best) best = score;
  }
  return best;
}
