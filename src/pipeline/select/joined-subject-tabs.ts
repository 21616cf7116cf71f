import { tabIdentity } from '../compare/tab-identity';
import { INTENT_CUES } from '../intent/classify-intent';
import { termsNear } from '../intent/compare-shape';
import { everywhere } from '../intent/intent-cues';

/** A tab as `tabIdentity` reads what it is. */
type Tab = Parameters<typeof tabIdentity>[0];

/** Words of a side that must be in what a tab is (and half of them at least) for that tab to be the side's subject. */
const SIDE_WORDS = 2;

/**
 * A fact question that joins a name with a thing it names by common nouns: "What discount is running on
 * the sharpening stone shop and on the Birdbuddy Pro feeder?" asks about two tabs, Birdbuddy's shop and the
 * tab whose title says "Sharpening Stones". `named-subject-tabs.ts` keeps the tabs that write the name; these
 * are the tabs a side without a name is about: two of that side's content words at least, and half of them
 * (next to the join, none of them a name), are in what the tab is (`tabIdentity`: title, site, profile:
 * "sharpen" and "stone", not "shop"). A side of fewer words ("… and how do I charge it?") names no tab.
 */
export function joinedSubjectTabs<T extends Tab>(tabs: readonly T[], question: string, names: ReadonlySet<string>): T[] {
  const line = question.split('\n', 1)[0] ?? '';
  const sides: string[][] = [];
  for (const cues of INTENT_CUES) {
    for (const m of line.matchAll(everywhere(cues.joins))) {
      const before = line.slice(0, m.index);
      const after = line.slice(m.index + m[0].length);
      // Spaced joins only: in scripts written without spaces the sides are not words.
      if (!/\s$/u.test(before) || !/^\s/u.test(after)) continue;
      sides.push([...new Set(termsNear(before, 'before'))], [...new Set(termsNear(after, 'after'))]);
    }
  }
  const unnamed = sides.filter((terms) => terms.length >= SIDE_WORDS && !terms.some((t) => names.has(t)));
  if (unnamed.length === 0) return [];
  return tabs.filter((tab) => {
    const identity = tabIdentity(tab);
    return unnamed.some((terms) => {
      const held = terms.filter((t) => identity.has(t)).length;
      return held >= SIDE_WORDS && held * 2 >= terms.length;
    });
  });
}
