import { MAX_PROFILE_CHARS } from './tab-profile';

/** What a page's JSON-LD says it is: its things' types and names, and its breadcrumb trail. */
export interface JsonLdThings {
  types: string[];
  names: string[];
  crumbs: string[];
}

/** Types that describe the page's frame, not what it is about. */
const FRAME = new Set(['WebSite', 'WebPage', 'BreadcrumbList', 'ListItem', 'SearchAction', 'EntryPoint', 'ImageObject', 'Organization', 'Person',
  'PropertyValueSpecification', 'ReadAction', 'SiteNavigationElement', 'Thing', 'Answer', 'Question', 'Offer', 'AggregateOffer', 'AggregateRating',
  'Rating', 'Brand', 'PostalAddress', 'GeoCoordinates', 'OpeningHoursSpecification', 'ContactPoint', 'VideoObject', 'CollectionPage', 'ItemPage']);
/** Keys whose values name the thing (a review's item, a product's brand and category). */
const NAMING = ['itemReviewed', 'brand', 'category', 'about', 'mainEntity'];
const MAX_DEPTH = 4;

const clip = (s: string) => s.replace(/\s+/gu, ' ').trim().slice(0, MAX_PROFILE_CHARS);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The things in a page's `<script type="application/ld+json">` texts: types other than the page's
 * frame (WebSite, BreadcrumbList…), the names of those things and of what they name (a Review's
 * `itemReviewed`, a Product's `brand` and `category`), and the BreadcrumbList's item names. Text that
 * does not parse is skipped (many pages ship broken JSON-LD).
 */
export function jsonLdThings(scripts: readonly string[]): JsonLdThings {
  const types = new Set<string>();
  const names = new Set<string>();
  const crumbs: string[] = [];
  const visit = (node: unknown, depth: number, naming: boolean) => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n, depth, naming);
      return;
    }
    if (typeof node === 'string') {
      if (naming && node.length < MAX_PROFILE_CHARS && !/^https?:/u.test(node)) names.add(clip(node));
      return;
    }
    if (!isObject(node)) return;
    if (node['@graph']) visit(node['@graph'], depth, naming);
    const nodeTypes = asArray(node['@type']).filter((t): t is string => typeof t === 'string');
    if (nodeTypes.includes('BreadcrumbList')) {
      for (const el of asArray(node.itemListElement)) {
        const item = isObject(el) ? el : {};
        const name = typeof item.name === 'string' ? item.name : isObject(item.item) && typeof item.item.name === 'string' ? item.item.name : '';
        if (name) crumbs.push(clip(name));
      }
      return;
    }
    const main = nodeTypes.filter((t) => !FRAME.has(t));
    for (const t of main) types.add(t);
    if ((main.length > 0 || naming) && typeof node.name === 'string') names.add(clip(node.name));
    for (const key of NAMING) if (node[key] !== undefined) visit(node[key], depth + 1, true);
  };
  for (const text of scripts) {
    try {
      visit(JSON.parse(text), 0, false);
    } catch {
      // Broken JSON-LD: nothing to read.
    }
  }
  return { types: [...types], names: [...names].filter(Boolean), crumbs };
}
