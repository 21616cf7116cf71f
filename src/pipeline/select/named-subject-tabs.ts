import { namesInScript } from '../compare/names-in-script';
import { BARE_NUMBER, questionNames } from '../compare/question-names';
import { tabIdentity } from '../compare/tab-identity';
import type { TabProfile } from '../profile/tab-profile';
import { prepareTerms } from '../rank/prepare-terms';
import type { TabIndex } from '../rank/tab-index';
import { joinedSubjectTabs } from './joined-subject-tabs';
import type { SourceInfo } from './passage';

interface Tab {
  source: SourceInfo;
  index: TabIndex;
  profile?: TabProfile;
}

/**
 * The tabs a question is about when it names its subject: "How long does the Aerolite battery last?" over
 * a laptop review and two marathon plans is about the tab whose title says "Aerolite", and the plans'
 * "long run" is not an answer to show beside it (review turn 4, R7: fact questions bring unrelated
 * passages). A name (`questionNames`: capitalised inside the sentence, a capital or digit inside a word;
 * not a bare number) that one tab's title holds and not every tab's (a site's name) decides it; every tab
 * that writes one of the names anywhere stays, so a roundup that mentions the Aerolite is still asked.
 * A name the question writes in its own script (デロイト, 테라폼: names-in-script.ts) was found in what a
 * tab is (title, site, profile), and names the tabs whose title, site or profile holds it: Terraform's
 * documentation says "Terraform" in its breadcrumb, not its title.
 * `sent` is undefined when every tab would stay. The caller still ranks over every tab (one IDF, as before)
 * and only leaves the other tabs' passages out. `titled`: the tabs whose title (or identity) holds the name,
 * the subject's own page when there is one ("AirPods Pro 2 무게가 얼마나 돼요?" over Amazon's AirPods page and a
 * list of programming languages that writes "Pro"). Undefined when no title holds a name.
 */
export function namedSubjectTabs<T extends Tab>(tabs: readonly T[], question: string): { sent?: T[]; titled: T[] } | undefined {
  if (tabs.length < 2) return undefined;
  const names = [...new Set(prepareTerms(questionNames(question).flat().join(' ')))].filter((t) => !BARE_NUMBER.test(t));
  const inScript = [...new Set([...namesInScript(question, tabs).values()].flat())].filter((t) => !names.includes(t));
  if (names.length === 0 && inScript.length === 0) return undefined;
  const titles = tabs.map((t) => new Set(prepareTerms(t.source.title)));
  const naming = names.filter((term) => titles.some((title) => title.has(term)) && !titles.every((title) => title.has(term)));
  const identities = inScript.length > 0 ? tabs.map(tabIdentity) : titles;
  naming.push(...inScript.filter((term) => identities.some((is) => is.has(term)) && !identities.every((is) => is.has(term))));
  if (naming.length === 0) return undefined;
  const titled = tabs.filter((_, i) => naming.some((term) => titles[i]!.has(term) || identities[i]!.has(term)));
  // A name joined with a thing named by common nouns ("the sharpening stone shop and the Birdbuddy Pro feeder"):
  // that thing's tab stays too (joined-subject-tabs.ts).
  const joined = joinedSubjectTabs(tabs, question, new Set([...names, ...inScript]));
  const kept = tabs.filter((tab, i) => titled.includes(tab) || joined.includes(tab) || naming.some((term) => (tab.index.docFreq.get(term) ?? 0) > 0 || (tab.index.besideFreq.get(term) ?? 0) > 0));
  return kept.length < tabs.length ? { sent: kept, titled } : { titled };
}
