import { profileText, type TabProfile } from '../profile/tab-profile';
import { prepareTerms } from '../rank/prepare-terms';
import type { TabIndex } from '../rank/tab-index';
import type { SourceInfo } from '../select/passage';
import { rankedListWords } from './ranked-list';

/**
 * What a tab is, as terms: its title, its site's name and host, and its profile (breadcrumb, URL words,
 * structured data names and types, description, h1). "Home › Laptops" says what a review is that never
 * writes "laptop"; a question names a tab by these words far more often than by its text. A ranked list is also
 * what a question calls it ("these two rankings": ranked-list.ts).
 */
export function tabIdentity(tab: { source: SourceInfo; index: TabIndex; profile?: TabProfile }): Set<string> {
  return new Set(prepareTerms(`${tab.source.title}\n${tab.index.title}\n${siteWords(tab.source)}\n${tab.profile ? profileText(tab.profile) : ''}\n${rankedListWords(tab.source.title)}`));
}

/** The site a tab is on, as words a question may use: its name and its host ("Wayfair", "wayfair"). */
export function siteWords(source: SourceInfo): string {
  let host = '';
  try {
    host = new URL(source.url).hostname.split('.').slice(0, -1).filter((l) => l !== 'www').join(' ');
  } catch {
    // An unparsable URL has no host to add.
  }
  return `${source.site} ${host}`;
}
