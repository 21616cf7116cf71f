import type { Chunk } from '../chunk/chunk';
import { ATTRIBUTES, type Attribute, DIMENSION_NOUN } from './attributes';
import { countAttribute } from './count-attribute';
import { everywhere } from '../intent/intent-cues';

const SIZE_NOUN = /size|dimension|größe|abmessung|taille|tamaño|tamanho|dimensioni|размер|크기|尺寸|サイズ/iu;

/** The attributes a question asks about ("Which laptop is lighter?" → weight), from its first line. */
export function findAttributes(question: string): Attribute[] {
  const line = question.normalize('NFC').trim().split('\n')[0] ?? '';
  const count = countAttribute(line);
  // The plain test first: most attributes are not asked, and a scan for every match is dearer (bench:speed).
  let table = ATTRIBUTES.filter((a) => a.asked.test(line) && asksOutsideCompound(a.asked, line));
  // "The biggest budget", "a larger battery": a size word before another attribute grades that
  // attribute; the question asks about size only when it names size itself.
  if (table.length > 1 && !SIZE_NOUN.test(line) && !DIMENSION_NOUN.test(line)) table = table.filter((a) => a.name !== 'size');
  // "How long have the reviewers been testing?", "depuis combien de temps": a span up to now
  // (founded: "since 2019", "a decade") asked with the words of a duration ("how long", "combien de
  // temps"); a passage's "7 hours" of battery is no answer, so the duration is not asked besides.
  if (table.some((a) => a.name === 'founded')) table = table.filter((a) => a.name !== 'duration');
  // "Mehr Grafikspeicher", "more storage": what follows the quantity word is an attribute measured in
  // its own units (16 GB), not a number of things.
  const measured = count?.counted !== undefined && table.some((a) => a.asked.test(count.counted!));
  return [...table, ...(count && !measured ? [count] : [])];
}

/** A hyphen joining the word before it to a second word: "weight-loss", "price-match". */
const COMPOUND_AFTER = /^-\p{L}/u;

/**
 * Whether a question uses an attribute's word other than as the first half of a hyphenated
 * compound: "the two weight-loss articles" are about losing weight, not about what something
 * weighs (a camera shop stating "520 g" was taken for the second article); "light-weight" still
 * asks a weight, through its second half.
 */
function asksOutsideCompound(asked: RegExp, line: string): boolean {
  for (const m of line.matchAll(everywhere(asked))) if (!COMPOUND_AFTER.test(line.slice(m.index + m[0].length))) return true;
  return false;
}

/**
 * How plainly a passage states one of the attributes: a figure in its units counts 1 ("372 grams",
 * "$179"), a word that labels it 0.5 ("Weight", "weighs"); the best attribute counts. The passage
 * reaches the model under its section's headings, so a figure only there counts half (a product
 * page's name line "… (PCIe 4.0, 16GB GDDR6X)" heading its feature list): a heading's figure is
 * shared by every passage of its section, and one that states it itself goes first.
 */
export function attributeScore(chunk: Pick<Chunk, 'text'> & Partial<Pick<Chunk, 'headings'>>, attributes: readonly Attribute[]): number {
  const headings = chunk.headings?.join('\n') ?? '';
  let best = 0;
  for (const a of attributes) {
    const figure = a.figure.test(chunk.text) ? 1 : headings && a.figure.test(headings) ? 0.5 : 0;
    const score = figure + (a.named.test(chunk.text) ? 0.5 : 0);
    if (score > best) best = score;
  }
  return best;
}
