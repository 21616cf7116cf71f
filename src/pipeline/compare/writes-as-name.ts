import type { TabProfile } from '../profile/tab-profile';
import { prepareTerms } from '../rank/prepare-terms';
import type { TabIndex } from '../rank/tab-index';
import type { SourceInfo } from '../select/passage';
import { siteWords } from './tab-identity';

const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;
/** What a sentence, a line or a list item starts after: a capital there says nothing of the word. */
const OPENING = /(?:^|[.!?:;…"“”«»「」()[\]|•·*#>\n\t–—-])\s*$/u;
/** Letters enough to tell a word's term from its neighbours' before stemming it: "deloi" of "Deloitte's". */
const PREFIX = 4;

/**
 * Whether a tab writes a term as a name: with a capital inside its sentences, not as a word of a
 * capitalised run, more often than without ("Deloitte", "Terraform" against "battery", "sensor", and
 * "project" of the "Manhattan Project"). A word a
 * question writes in its own script (names-in-script.ts) fits a tab's word by its sound alone, and
 * common loans fit too (バッテリー, 프로젝트); only a name tells which tab a question is about. A tab
 * whose text never writes the word, its site and title decide: a site's name or host is a name, and
 * a title, breadcrumb or structured name that writes it only with a capital does (their case is a
 * template's, so only a lower-case writing there counts against it).
 */
export function writesAsName(tab: { source: SourceInfo; index: TabIndex; profile?: TabProfile }, term: string): boolean {
  // English capitalises its days and months whatever they name (момент reads as "Monday").
  if (CALENDAR.has(term)) return false;
  let capital = 0;
  let lower = 0;
  for (const chunk of tab.index.chunks) {
    let before: { end: number; name: boolean } | undefined;
    for (const m of chunk.text.matchAll(WORD)) {
      const word = m[0];
      const opening = OPENING.test(chunk.text.slice(Math.max(0, m.index - 8), m.index));
      // ALL CAPS and a sentence's first word say nothing of the word's case, nor does a word inside a
      // run of capitalised words: "Project" of "Manhattan Project", a heading in title case.
      const inRun = before !== undefined && before.name && /^[ \t]+$/u.test(chunk.text.slice(before.end, m.index));
      const capitalised = /^\p{Lu}/u.test(word) && !/^\p{Lu}+$/u.test(word);
      before = { end: m.index + word.length, name: capitalised && !opening };
      if (!isTerm(word, term)) continue;
      if (/^\p{Ll}/u.test(word)) lower += 1;
      else if (capitalised && !opening && !inRun) capital += 1;
    }
  }
  if (capital > 0 || lower > 0) return capital > lower;
  if (prepareTerms(siteWords(tab.source)).includes(term)) return true;
  const naming = [tab.source.title, tab.index.title, ...(tab.profile ? [...tab.profile.names, ...tab.profile.crumbs] : [])].join('\n');
  const words = [...naming.matchAll(WORD)].map((m) => m[0]).filter((w) => isTerm(w, term));
  return words.length > 0 && words.every((w) => /^\p{Lu}/u.test(w));
}

const CALENDAR = new Set(
  prepareTerms('monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december'),
);

const isTerm = (word: string, term: string) => {
  const n = Math.min(PREFIX, term.length);
  return word.slice(0, n).toLowerCase() === term.slice(0, n) && prepareTerms(word).includes(term);
};
