import { prepareTerms } from '../rank/prepare-terms';

/**
 * The later parts of the question's hyphenated words, each with the first part's terms it needs:
 * "fish-keeping" → keep needs fish. An English compound's later part is a generic participle or
 * noun ("-keeping", "-buying", "-loss", "-free", "-powered") that says what is done with the first;
 * alone in a page ("keep" in a BSD forum, "buy" on a payments page) it is no part of the subject.
 * A later part the question also writes on its own is not held back. `surface`: the question's
 * subject words as written (subject-terms.ts).
 */
export function laterParts(surface: readonly string[]): Map<string, string[]> {
  const alone = new Set(surface.filter((w) => !w.includes('-')).flatMap((w) => prepareTerms(w)));
  const needs = new Map<string, string[]>();
  for (const word of surface) {
    const [first, ...rest] = word.split('-').filter((p) => p.length > 0);
    if (!first || rest.length === 0) continue;
    const head = prepareTerms(first);
    if (head.length === 0) continue;
    for (const t of rest.flatMap((p) => prepareTerms(p))) if (!alone.has(t) && !head.includes(t)) needs.set(t, [...(needs.get(t) ?? []), ...head]);
  }
  return needs;
}

/**
 * Prose with each hyphenated word written as one ("first-timers" → "firsttimers"): a tab's
 * description says "guides first-timers", not "first"; its parts are no words of what the tab is.
 */
export function wholeCompounds(text: string): string {
  return text.replace(/(?<=[\p{L}\p{N}])-(?=\p{L})/gu, '');
}
