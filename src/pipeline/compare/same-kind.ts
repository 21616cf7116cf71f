import { prepareTerms } from '../rank/prepare-terms';
import type { TabIndex } from '../rank/tab-index';
import type { TabProfile } from '../profile/tab-profile';
import type { SourceInfo } from '../select/passage';

interface Tab {
  source: SourceInfo;
  index: TabIndex;
  profile?: TabProfile;
}

/** Structured types too general to say two pages are the same kind of thing. */
const GENERAL = new Set(['Article', 'NewsArticle', 'BlogPosting', 'WebPage', 'Thing', 'CreativeWork']);

/**
 * Whether two tabs are the same kind of page: the same site with the same title template (a
 * shared word or more at the title's end or start, as "… review – TechRadarish"), or the same
 * specific structured type (both a `Product`, both a `Review`, both a `LocalBusiness`), or both
 * Open Graph `product`. Used when a comparison's subject matches one tab only: the other laptop
 * review of the same site comes in.
 */
export function sameKind(a: Tab, b: Tab): boolean {
  if (a.source.site && a.source.site === b.source.site && sameTemplate(a.source.title, b.source.title)) return true;
  const typesA = new Set((a.profile?.types ?? []).filter((t) => !GENERAL.has(t)));
  if ((b.profile?.types ?? []).some((t) => typesA.has(t))) return true;
  return a.profile?.ogType === 'product' && b.profile?.ogType === 'product';
}

/** Titles built on one template: they share their last two or first two words ("… review – TechRadarish"). */
function sameTemplate(a: string, b: string): boolean {
  const wa = prepareTerms(a);
  const wb = prepareTerms(b);
  if (wa.length < 3 || wb.length < 3) return false;
  // Two words: one shared word ("… – Wikipedia" style sites share one) says little.
  return (wa.at(-1) === wb.at(-1) && wa.at(-2) === wb.at(-2)) || (wa[0] === wb[0] && wa[1] === wb[1]);
}
