import type { Chunk } from '../chunk/chunk';
import type { Field } from '../select/field-names';

/** "Label: value" or "Label<TAB>value": a short label (a few words), then what it labels. */
const LABEL_LINE = /^\s*([^:\t\n]{1,48}?)\s*(?::|\t)\s*\S/u;
const MAX_LABEL_WORDS = 5;

/**
 * How plainly a passage states a field the question asks for that has no units (material, colour,
 * ingredients, origin: `select/field-names.ts`), as `attributeScore` does for measures: a label line
 * naming it counts 1 ("Materials: 100% Hemp" for "made from natural fibre?"), a section heading naming
 * it 0.5 (a "Material & care" section). A comparison of what things are made of shares no word with the
 * product page's spec line; the label is what finds it.
 */
export function fieldScore(chunk: Pick<Chunk, 'text'> & Partial<Pick<Chunk, 'headings'>>, fields: readonly Field[]): number {
  if (fields.length === 0) return 0;
  for (const line of chunk.text.split('\n')) {
    const label = LABEL_LINE.exec(line)?.[1];
    if (label && label.split(/\s+/).length <= MAX_LABEL_WORDS && fields.some((f) => f.named.test(label))) return 1;
  }
  const heading = chunk.headings?.at(-1);
  return heading && fields.some((f) => f.named.test(heading)) ? 0.5 : 0;
}
