import type { TabProfile } from '../profile/tab-profile';

/**
 * What in a tab's profile names it, without its description's prose or its structured types: the
 * address, breadcrumb, names and h1s. How alike two tabs are is read on this first
 * (compared-tabs.ts): "no matter", "features" and "article" made an appliance roundup as alike to
 * an earbud guide as the other earbud guide.
 */
export function namingText(profile: TabProfile): string {
  return [profile.path, ...profile.crumbs, ...profile.names, ...profile.headings].join('\n');
}
