/**
 * One language's cues for `classifyIntent`. Each is a regular expression over the question (case
 * and accents as typed; the patterns say which variants they accept).
 */
export interface IntentCues {
  /** BCP 47 code, for tests, the benchmark's table and the answer's language (question-language.ts). */
  language: string;
  /**
   * Words that mark a question as written in this language (question words, articles): where the
   * script does not tell, `guessLanguage` counts them. Scripts that name their language need none.
   */
  markers?: RegExp;
  /** Asking about the page as a whole: summarise, key points, overview, "what is this about". */
  wholePage: RegExp[];
  /** Explicit comparison cues only (see classify-intent.ts for why). */
  comparison: RegExp[];
  /**
   * A question about several things at once, by what it asks rather than a comparison word: words
   * that point at a set of the tabs' things ("both", "these two", "each of these", "either of them",
   * "ambos", "beide", "两款", "どちら"). Read by compare-shape.ts.
   */
  several: RegExp;
  /** The words that join two named things ("and", "or", "vs", "und", "ou", "和", "と", "와"). */
  joins: RegExp;
  howTo: RegExp[];
  /**
   * The one page in front of the reader, singular ("this page", "the current tab"; not "these
   * pages"): such a question is asked of the active tab whatever the scope (names-this-page.ts).
   */
  thisPage: RegExp;
  /**
   * Words around a whole-page cue that are not its topic: pointers to the page ("this article"),
   * request words ("give me", "please"), function words. Removed wherever they stand.
   */
  filler: RegExp;
  /**
   * Particles removed only at the ends of what is left (Chinese, Japanese, Korean: a single
   * character such as 的 or 의 can also sit inside a topic word).
   */
  edgeFiller?: RegExp;
}

/** A letter, mark or digit in any script: what a word is made of (JavaScript's \b is ASCII-only). */
const L = '[\\p{L}\\p{M}\\p{N}]';

/** Phrases (regular-expression source) matched as whole words, any case. */
export function words(...phrases: string[]): RegExp {
  return new RegExp(`(?<!${L})(?:${phrases.join('|')})(?!${L})`, 'iu');
}

/** Phrases matched anywhere (scripts written without spaces between words). */
export function anywhere(...phrases: string[]): RegExp {
  return new RegExp(`(?:${phrases.join('|')})`, 'iu');
}

const globals = new WeakMap<RegExp, RegExp>();

/** The same pattern, global, for finding every match (compiled once per pattern). */
export function everywhere(pattern: RegExp): RegExp {
  let global = globals.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globals.set(pattern, global);
  }
  return global;
}

/**
 * Filler words as one whole-word pattern, plus elided forms ("qu'", "l'", "dell'") that end
 * with an apostrophe and run into the next word.
 */
export function fillerWords(list: string[], elisions: string[] = []): RegExp {
  const whole = `(?<!${L})(?:${list.join('|')})(?!${L})`;
  const elided = elisions.length > 0 ? `|(?<!${L})(?:${elisions.join('|')})['’]` : '';
  return new RegExp(`${whole}${elided}`, 'giu');
}
