import removeWords from 'wink-nlp-utils/src/tokens-remove-words.js';
import stem from 'wink-nlp-utils/src/string-stem.js';

/**
 * Text → index terms, the same for chunks and questions: tokenise, lower-case, drop stop words
 * (wink-nlp-utils' English list), Porter2-stem (wink-nlp-utils) words in Latin script.
 *
 * Tokenising is our own Unicode-aware pattern: wink-nlp-utils' `tokenize0` keeps only ASCII letters
 * ("café" → "caf", "na", "ve") and its `tokenize` loads the multi-megabyte English model. Scripts
 * written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Myanmar) are indexed as overlapping
 * character bigrams, the usual dictionary-free way to search them.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}]+)*/gu;
const UNSPACED = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const SCRIPT_RUNS =
  /[^\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+|[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+|\p{Script=Thai}+|\p{Script=Lao}+|\p{Script=Khmer}+|\p{Script=Myanmar}+/gu;
const ASCII = /^[\x00-\x7f]*$/;
const LATIN = /^[\p{Script=Latin}\p{M}\p{N}']+$/u;

/** Stemming is the costly step; words repeat, so remember them (bounded, so memory stays flat). */
const stems = new Map<string, string>();
const MAX_STEMS = 50_000;

function stemmed(word: string): string {
  let out = stems.get(word);
  if (out === undefined) {
    out = LATIN.test(word) && !/^\p{N}+$/u.test(word) ? stem(word) : word;
    if (stems.size >= MAX_STEMS) stems.clear();
    stems.set(word, out);
  }
  return out;
}

function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * French and Italian write an article or a preposition onto the next word ("l'observation", "d'Europa",
 * "qu'il", "dell'acqua"): the word is what follows. English's "o'clock" or "O'Brien" lose a letter in
 * pages and questions alike, so they still match.
 */
const ELIDED = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu|dell|dall|nell|sull|all|coll|quell|quest|un|sant)'(?=\p{L})/u;

export function prepareTerms(text: string): string[] {
  let lower = text.toLowerCase();
  if (lower.includes('’')) lower = lower.replace(/’/g, "'");
  let words: string[] = lower.match(WORD) ?? [];
  if (lower.includes("'")) words = words.map((w) => (w.includes("'") ? w.replace(ELIDED, '') : w));
  // Most pages have no unspaced script at all: one test for the page instead of one per word.
  if (UNSPACED.test(lower)) words = words.flatMap(splitUnspaced);
  return removeWords(words).map(stemmed);
}

/** A word with Chinese, Japanese, Thai… in it → its other-script parts and the bigrams of the rest. */
function splitUnspaced(word: string): string[] {
  if (ASCII.test(word) || !UNSPACED.test(word)) return [word];
  const out: string[] = [];
  // Split the run where the script changes ("iphone的电池" → "iphone", "的电池").
  for (const [piece] of word.matchAll(SCRIPT_RUNS)) {
    if (UNSPACED.test(piece)) out.push(...bigrams(piece));
    else out.push(piece);
  }
  return out;
}
