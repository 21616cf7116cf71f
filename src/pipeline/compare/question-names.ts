import { prepareTerms } from '../rank/prepare-terms';

/** A capital after the word's start, a digit, or a dot between letters: "ClickUp", "Z5II", "monday.com", "RTX". */
const MARKED = /.\p{Lu}|\p{N}|\p{L}\.\p{L}/u;
const CAPITAL = /^\p{Lu}/u;
const LATIN_WORD = /\p{Script=Latin}/u;
/** Letters of scripts other than Latin: a question mostly in them names things in Latin letters (D750, Hoka). */
const OTHER_SCRIPT = /[^\P{L}\p{Script=Latin}]/gu;
/** A word in Latin letters or digits, or a run of another script's letters (so "のD750と" splits at the script change). */
const WORD = /[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{M}\p{N}.'’+-]*|[^\P{L}\p{Script=Latin}][^\P{L}\p{Script=Latin}\p{M}]*/gu;
/** An elided article or preposition before a name: "l'Atelier", "dell'Apple", "d'Amazon". */
const ELISION = /^\p{Ll}{1,4}['’](?=\p{Lu})/u;

/**
 * The terms of the words a question writes as names: capitalised inside the sentence ("the Atelier
 * of Coco Republic", "la Hoka Clifton 10"), with a capital inside, a digit or a dot ("ClickUp",
 * "Z5II", "monday.com"), and, in a question written in another script, every word in Latin letters
 * ("ニコンのD750とZ5II", "두 Sony 이어폰"). The sentence's first word counts only when marked as above.
 * A word of the question that is in one tab's title alone names that tab only when it is a name:
 * "kitchen" in a blender's title does not make "these three kitchen machines" that blender.
 */
export function questionNameTerms(question: string): Set<string> {
  return new Set(prepareTerms(questionNames(question).flat().join(' ')));
}

/**
 * The question's names as written, in runs of consecutive name words: "la Hoka Clifton 10 de hombre
 * o la Nike Vomero 18" → [["Hoka", "Clifton", "10"], ["Nike", "Vomero", "18"]].
 */
export function questionNames(question: string): string[][] {
  const line = question.normalize('NFC').trim().split('\n')[0] ?? '';
  const latinLetters = (line.match(/\p{Script=Latin}/gu) ?? []).length;
  const otherLetters = (line.match(OTHER_SCRIPT) ?? []).length;
  const foreignScript = otherLetters > latinLetters;
  const runs: string[][] = [];
  let run: string[] = [];
  let end = -1;
  let i = 0;
  for (const m of line.matchAll(WORD)) {
    const w = m[0].replace(/[.'’+-]+$/u, '').replace(ELISION, '');
    const isName = MARKED.test(w) || (i > 0 && CAPITAL.test(w)) || (foreignScript && LATIN_WORD.test(w));
    // Words of one name are next to each other: only spaces between them.
    const adjacent = end >= 0 && /^\s+$/u.test(line.slice(end, m.index));
    if (isName && run.length > 0 && adjacent) run.push(w);
    else if (isName) {
      if (run.length > 0) runs.push(run);
      run = [w];
    } else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
    end = m.index + m[0].length;
    i += 1;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Whether a text holds a name of several words as one phrase ("Hoka Clifton 10" in "HOKA Clifton 10
 * Road-Running Shoes"), whatever the case and spacing.
 */
export function holdsPhrase(text: string, words: readonly string[]): boolean {
  return phrasePattern(words).test(text);
}

/** `holdsPhrase`'s pattern, built once for many texts. */
export function phrasePattern(words: readonly string[]): RegExp {
  const escaped = words.map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped.join('[\\s\\p{Pd}]+')}(?![\\p{L}\\p{N}])`, 'iu');
}

/** A term that is only digits: a year, a count, a version or a model's number ("10" of "Elite 10"). */
export const BARE_NUMBER = /^\p{N}+$/u;

/** A word as a regular expression matches it literally. */
export const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * Whether a question's name term may name a tab whose identity holds it: any word may, a bare
 * number only when the tab also holds another word of a name the number is part of ("Clifton" of
 * "Hoka Clifton 10"). A number written alone ("the 2024 one") names nothing.
 */
export function numberBesideName(question: string): (term: string, identity: ReadonlySet<string>) => boolean {
  const runs = questionNames(question).map((run) => prepareTerms(run.join(' ')));
  return (term, identity) => !BARE_NUMBER.test(term) || runs.some((run) => run.includes(term) && run.some((w) => w !== term && !BARE_NUMBER.test(w) && identity.has(w)));
}

/**
 * Whether a name term names the tab `k` only as a piece of a name whose other words are other tabs':
 * "Effect" of "the Effect Hook" in a graphics card's "Edition … effect" while the React pages hold
 * "Hook". Such a term names no tab alone. A term that is a whole name, or whose name's other words
 * no other tab holds, is not split ("Clifton" alone in one title still names that tab).
 */
export function nameSplitAcross(question: string): (term: string, k: number, identities: ReadonlyArray<ReadonlySet<string>>) => boolean {
  const runs = questionNames(question).map((run) => prepareTerms(run.join(' ')));
  return (term, k, identities) => {
    const own = runs.filter((run) => run.includes(term));
    if (own.length === 0) return false;
    return own.every((run) => {
      const rest = run.filter((w) => w !== term && !BARE_NUMBER.test(w));
      if (rest.length === 0 || rest.some((w) => identities[k]!.has(w))) return false;
      return identities.some((identity, j) => j !== k && rest.some((w) => identity.has(w)));
    });
  };
}
