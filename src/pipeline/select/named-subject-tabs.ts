import { BARE_NUMBER, questionNames } from '../compare/question-names';
import { prepareTerms } from '../rank/prepare-terms';
import type { TabIndex } from '../rank/tab-index';
import type { SourceInfo } from './passage';

interface Tab {
  source: SourceInfo;
  index: TabIndex;
}

/**
 * The tabs a question is about when it names its subject: "How long does the Aerolite battery last?" over
 * a laptop review and two marathon plans is about the tab whose title says "Aerolite", and the plans'
 * "long run" is not an answer to show beside it (review turn 4, R7: fact questions bring unrelated
 * passages). A name (`questionNames`: capitalised inside the sentence, a capital or digit inside a word;
 * not a bare number) that one tab's title holds and not every tab's (a site's name) decides it; every tab
 * that writes one of the names anywhere stays, so a roundup that mentions the Aerolite is still asked.
 * Undefined when no title holds a name, or when every tab would stay. The caller still ranks over every
 * tab (one IDF, as before) and only leaves the other tabs' passages out.
 */
export function namedSubjectTabs<T extends Tab>(tabs: readonly T[], question: string): T[] | undefined {
  if (tabs.length < 2) return undefined;
  const names = [...new Set(prepareTerms(questionNames(question).flat().join(' ')))].filter((t) => !BARE_NUMBER.test(t));
  if (names.length === 0) return undefined;
  const titles = tabs.map((t) => new Set(prepareTerms(t.source.title)));
  const naming = names.filter((term) => titles.some((title) => title.has(term)) && !titles.every((title) => title.has(term)));
  if (naming.length === 0) return undefined;
  const kept = tabs.filter((tab, i) => naming.some((term) => titles[i]!.has(term) || (tab.index.docFreq.get(term) ?? 0) > 0 || (tab.index.besideFreq.get(term) ?? 0) > 0));
  return kept.length < tabs.length ? kept : undefined;
}
