import { BARE_NUMBER, escapeRegExp, questionNames } from './question-names';

/**
 * How many things a comparison names ("the two laptops", "beide", "三款"), if it says: the
 * compared tabs are then at most that many. In the ten languages of intent/cues/.
 */
const TWO = /(?<![\p{L}\p{N}])(?:two|both|2|zwei|beide[nrs]?|deux|dos|ambos|ambas|dois|duas|due|entrambi|entrambe|два|две|оба|обе|두|양쪽)(?![\p{L}\p{N}])|两|兩|二つ|2つ|両方|二者|두 /iu;
const THREE = /(?<![\p{L}\p{N}])(?:three|3|drei|trois|tres|três|tre|три|세)(?![\p{L}\p{N}])|三/iu;

export function comparedCount(question: string): number | undefined {
  const line = withoutNameNumbers(question.split('\n')[0] ?? '');
  if (THREE.test(line)) return 3;
  if (TWO.test(line)) return 2;
  return undefined;
}

/** The count words, so they are not taken for what is compared. */
export const COUNT_WORDS = new RegExp(`${TWO.source}|${THREE.source}`, 'giu');

/**
 * The line with each number that follows a word of a name blanked: "the AirPods Pro 3 or the Amazon
 * earbuds" names a model, not three things ("Pixel 2 or Pixel 3" neither); "the 3 laptops" still counts.
 */
function withoutNameNumbers(line: string): string {
  let out = line;
  for (const run of questionNames(line)) {
    run.forEach((word, i) => {
      const before = run[i - 1];
      if (!before || !BARE_NUMBER.test(word) || BARE_NUMBER.test(before)) return;
      out = out.replace(new RegExp(`(${escapeRegExp(before)}\\s+)${word}(?![\\p{L}\\p{N}])`, 'u'), '$1#');
    });
  }
  return out;
}
