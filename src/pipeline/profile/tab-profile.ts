/**
 * What a tab is, as its page says it outside the readable text: the category a product page keeps
 * in its breadcrumb, URL and structured data ("Home › Laptops › 14-inch", `/laptops/corvo-book-14`,
 * JSON-LD `Product` "Corvo Book 14"), not in its copy. Read with the page (read-tab-profile.ts),
 * kept with the tab's index in the background, and matched against a comparison's subject
 * (compare/compared-tabs.ts). Never sent to the model: it only decides which tabs are compared.
 * Small on purpose (each list capped, each string cut): it is stored in storage.session per tab.
 */
export interface TabProfile {
  /** Words of the URL's path ("/laptops/corvo-book-14" → "laptops corvo book 14"). */
  path: string;
  /** Breadcrumb trail, from the page or its JSON-LD BreadcrumbList ("Home", "Laptops", "14-inch"). */
  crumbs: string[];
  /** `<meta name=description>` or Open Graph description. */
  description: string;
  /** Open Graph type ("product", "article", "website"), lower-case; "" when none. */
  ogType: string;
  /** JSON-LD types of the page's main things ("Product", "Review", "LocalBusiness", "HowTo"). */
  types: string[];
  /** JSON-LD names: the things' names, a review's item, brand and category ("Corvo Book 14", "Laptops"). */
  names: string[];
  /** The page's first-level headings (h1). */
  headings: string[];
}

export const MAX_PROFILE_ITEMS = 8;
export const MAX_PROFILE_CHARS = 160;

export const emptyProfile = (): TabProfile => ({ path: '', crumbs: [], description: '', ogType: '', types: [], names: [], headings: [] });

/** Everything in a profile that names what the tab is, as one text (for matching words). */
export function profileText(profile: TabProfile): string {
  return [profile.path, ...profile.crumbs, profile.description, ...profile.names, ...profile.headings, ...profile.types.map(typeWords)].join('\n');
}

/** "LocalBusiness" → "local business": a type read as words a question may use. */
export function typeWords(type: string): string {
  return type.replace(/([a-z])([A-Z])/gu, '$1 $2').toLowerCase();
}
