/**
 * What the page says it is, from schema.org JSON-LD `@type` and `og:type`: 'article' for news
 * and blog posts, 'other' for products, listings, forums, Q&A and search results, 'unknown'
 * when it says nothing. Readability is built for articles; the fallback is for the rest.
 */
export type PageKind = 'article' | 'other' | 'unknown';

const ARTICLE_TYPE = /^(Article|NewsArticle|BlogPosting|LiveBlogPosting|Report|ScholarlyArticle|\w+NewsArticle|OpinionNewsArticle)$/;
/** Page types that outweigh an Article declaration (a product page often declares both). */
const OTHER_TYPE = /^(Product|ProductGroup|IndividualProduct|CollectionPage|SearchResultsPage|QAPage|DiscussionForumPosting|ProfilePage)$/;
/** Page types that only count when nothing says "article" (listicles also carry an ItemList). */
const WEAK_OTHER_TYPE = /^(ItemList|FAQPage|Event|Course|JobPosting|SoftwareApplication|Recipe)$/;

function typesIn(value: unknown, out: string[], depth = 0): void {
  if (depth > 4 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) typesIn(item, out, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type === 'string') out.push(type);
  else if (Array.isArray(type)) out.push(...type.filter((t): t is string => typeof t === 'string'));
  if (record['@graph']) typesIn(record['@graph'], out, depth + 1);
  if (record.mainEntity) typesIn(record.mainEntity, out, depth + 1);
}

/** The schema.org types the page declares at its top level (and in @graph / mainEntity). */
export function declaredTypes(doc: Document): string[] {
  const types: string[] = [];
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      typesIn(JSON.parse(script.textContent ?? ''), types);
    } catch {
      // Malformed JSON-LD is common; it just says nothing.
    }
  }
  return types.map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
}

/** JSON-LD says the page is an article (og:type alone does not: many CMSs set it on every page). */
export const declaresArticle = (doc: Document, types = declaredTypes(doc)): boolean => types.some((t) => ARTICLE_TYPE.test(t));

/** `types`: the page's declaredTypes, when the caller already has them (parsing JSON-LD is not free). */
export function pageKind(doc: Document, types = declaredTypes(doc)): PageKind {
  const og = doc.querySelector('meta[property="og:type"]')?.getAttribute('content')?.trim().toLowerCase() ?? '';
  if (types.some((t) => OTHER_TYPE.test(t)) || og === 'product' || og.startsWith('product.')) return 'other';
  if (types.some((t) => ARTICLE_TYPE.test(t)) || og === 'article') return 'article';
  if (types.some((t) => WEAK_OTHER_TYPE.test(t))) return 'other';
  return 'unknown';
}

const PRODUCT_TYPE = /^(Product|ProductGroup|IndividualProduct|ProductModel)$/;
const MANY_TYPE = /^(CollectionPage|SearchResultsPage|ItemList|OfferCatalog)$/;

/**
 * The page declares exactly one product in JSON-LD and no list: a product's own page. og:type
 * "product" alone is not enough (a shop's category pages carry it too), nor are many Products
 * (a category page that lists each item).
 */
export function isProductPage(doc: Document, types = declaredTypes(doc)): boolean {
  if (types.some((t) => MANY_TYPE.test(t))) return false;
  return types.filter((t) => PRODUCT_TYPE.test(t)).length === 1;
}
