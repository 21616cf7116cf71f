import { prepareTerms } from '../rank/prepare-terms';

/** "Which external package does…", "What NFL team won…": the words after which/what, up to the first function word. */
const WHICH_WORDS = /\b(?:which|what)\s+((?:[\w'-]+\s*){1,3})/i;
const MAX_KIND_WORDS = 3;
/** "kind of", "type of": the noun is the one after. */
const KIND_OF = /^(?:kind|type|sort|form|variety)$/i;
/**
 * A name as text writes one when it is no word of the language: as code ("rsc.io/quote", "pkg_name"), with a
 * letter (not a figure's "1.5 years"). Not capitalised or quoted words: in prose a capitalised word beside any noun
 * ("the Norman conquest", SQuAD's Wikipedia) says nothing about which passage answers, and quoted titles lost
 * answers there too (bench/README.md, facts first, eighteenth session).
 */
const NAME = String.raw`(?:(?=[\w./-]*[A-Za-z])[\w-]*[./_][\w./-]*\w)`;

/**
 * The words that may be the kind of thing a "which/what N" question asks to be named ("external", "package" in
 * "Which external package does the tutorial pull in?"), lower-case words before the first function word; none
 * when it asks no such kind ("What is…", "What does…").
 */
export function kindAsked(question: string): string[] {
  const m = WHICH_WORDS.exec(question);
  if (!m) return [];
  const words = question.slice(m.index + m[0].length - m[1]!.length).split(/[^\w'-]+/).slice(0, MAX_KIND_WORDS + 2);
  const out: string[] = [];
  for (const [i, w] of words.entries()) {
    if (i >= MAX_KIND_WORDS || prepareTerms(w).length === 0 || VERBISH.test(w)) break;
    // "kind of", "type of": the kind is the noun after.
    if (KIND_OF.test(w)) continue;
    if (/^[a-z][a-z-]{2,}$/.test(w)) out.push(w);
  }
  return out;
}
/** Words after which/what that are no kind of thing. */
const VERBISH = /^(?:is|are|was|were|does|do|did|has|have|had|can|could|would|should|will|happens?|happened|makes?|made|causes?|caused)$/i;

/**
 * Whether the text names a thing of the kind asked: a name beside the noun ("the rsc.io/quote package", "a
 * "quote" package", "the package rsc.io/quote", "a team called the Broncos"). A passage that only talks about
 * packages does not name one. A capitalised word that is a stop word ("The package") is no name.
 */
export function namesKind(text: string, noun: string): boolean {
  for (const re of patternsOf(noun)) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) if (prepareTerms(m[1]!.replace(/["“”]/g, '')).length > 0) return true;
  }
  return false;
}

/** A noun's two patterns, built once (the noun is letters and hyphens: nothing to escape). */
const patterns = new Map<string, readonly RegExp[]>();
function patternsOf(noun: string): readonly RegExp[] {
  let out = patterns.get(noun);
  if (!out) {
    const n = `[${noun[0]}${noun[0]!.toUpperCase()}]${noun.slice(1)}(?:s|es)?`;
    out = [new RegExp(String.raw`(${NAME})\s+(?:${n})\b`, 'gu'), new RegExp(String.raw`\b(?:${n})\s+(?:called\s+|named\s+)?(${NAME})`, 'gu')];
    patterns.set(noun, out);
  }
  return out;
}
