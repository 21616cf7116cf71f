import { prepareTerms } from '../rank/prepare-terms';
import type { TabIndex } from '../rank/tab-index';
import type { Passage, SourceInfo } from './passage';

/** A word in more than this share of a tab's passages (of at least so many) says nothing about which one answers. */
const COMMON_SHARE = 0.6;
const COMMON_MIN_CHUNKS = 8;

/**
 * The question's own words for one tab: its terms that are neither the tab title's nor common in the tab
 * ("de" on a French page: the stop words are English). What tells one of the tab's passages from another.
 */
export function ownWords(askedTerms: Iterable<string>, source: Pick<SourceInfo, 'title'>, index: Pick<TabIndex, 'readingSize' | 'docFreq'> | undefined): string[] {
  const titleTerms = new Set(prepareTerms(source.title));
  const common = (term: string) => !!index && index.readingSize >= COMMON_MIN_CHUNKS && (index.docFreq.get(term) ?? 0) > COMMON_SHARE * index.readingSize;
  return [...new Set(askedTerms)].filter((t) => !titleTerms.has(t) && !common(t));
}

/** `ownWords` of a question for each passage's tab, worked out once per tab. */
export function ownWordsOf(
  question: string,
  tabs: ReadonlyArray<{ source: Pick<SourceInfo, 'tabId' | 'title'>; index?: Pick<TabIndex, 'readingSize' | 'docFreq'> }>,
): (p: Pick<Passage, 'source'>) => string[] {
  const asked = prepareTerms(question.split('\n', 1)[0] ?? '');
  const perTab = new Map<number, string[]>();
  return (p) => {
    let own = perTab.get(p.source.tabId);
    if (!own) {
      own = ownWords(asked, p.source, tabs.find((t) => t.source.tabId === p.source.tabId)?.index);
      perTab.set(p.source.tabId, own);
    }
    return own;
  };
}

/**
 * How many of the question's own words (`own`: neither the tab title's nor common in the tab) a
 * passage holds, in its text or its section's headings: what the question asks with, counted once
 * each, so a long passage that repeats one word does not count more. Answer-first's tiers move a
 * passage ahead only over one that holds at most one of those words more (answer-first.ts).
 */
export function questionWordsHeld(passage: Pick<Passage, 'chunk'>, own: readonly string[]): number {
  if (own.length === 0) return 0;
  const held = new Set(prepareTerms(`${passage.chunk.text}\n${passage.chunk.headings.join('\n')}`));
  return own.reduce((n, term) => n + (held.has(term) ? 1 : 0), 0);
}
