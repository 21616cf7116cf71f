import { collapseWhitespace } from '../extract/collapse-whitespace';
import { jsonLdThings } from './json-ld-things';
import { MAX_PROFILE_CHARS, MAX_PROFILE_ITEMS, type TabProfile } from './tab-profile';

/** Breadcrumb containers, by the markup sites use for them (ARIA, schema.org microdata, class names). */
const CRUMBS =
  'nav[aria-label*="readcrumb" i], [itemtype$="BreadcrumbList"], ol[class*="breadcrumb" i], ul[class*="breadcrumb" i], nav[class*="breadcrumb" i], div[class*="breadcrumb" i], [id*="breadcrumb" i]';
/** Path pieces that say nothing about the page (file names' extensions, locales, shop paths); ids go by their digits. */
const PATH_NOISE = /^(?:[a-z]{2}-[a-z]{2}|en|de|fr|es|it|pt|ru|ja|ko|zh|nl|pl|sv|us|uk|gb|html?|php|aspx?|index|p|c|dp|s|item|product|products|id)$/iu;

/** A breadcrumb's root: the site's home, in the languages the product speaks; it says nothing of what the page is. */
const HOME_CRUMB = /^(?:home(?: ?page)?|start(?:seite)?|accueil|inicio|in[ií]cio|главная|ホーム|トップ|首页|主页|홈)$/iu;

const clip = (s: string) => collapseWhitespace(s).slice(0, MAX_PROFILE_CHARS);
const firstItems = (list: readonly string[]) => [...new Set(list.map(clip).filter(Boolean))].slice(0, MAX_PROFILE_ITEMS);

function meta(doc: Document, ...keys: string[]): string {
  for (const key of keys) {
    const content = doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    if (content?.trim()) return clip(content);
  }
  return '';
}

/** "/laptops/corvo-book-14.html" → "laptops corvo book 14": the words of a URL's path. */
export function pathWords(url: string): string {
  let path = '';
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return '';
  }
  const words = path.split(/[/_\-.+,;=~]+/u).filter((w) => w && !PATH_NOISE.test(w) && !/\d{5,}|^[\da-f]{8,}$/iu.test(w));
  return clip(words.join(' '));
}

/** A breadcrumb container's items: its links and list items, else its text split at separators. */
function crumbTexts(el: Element): string[] {
  const items = [...el.querySelectorAll('li, a')].map((e) => e.textContent ?? '');
  const texts = items.length > 0 ? items : (el.textContent ?? '').split(/[›»>/|·]/u);
  return texts.map((t) => collapseWhitespace(t)).filter((t) => t.length > 0 && t.length <= 60);
}

/**
 * A page's profile (tab-profile.ts), read from its document: call it on the live page before
 * extraction changes anything (the content script), or on a parsed copy (the benchmarks). Pure:
 * the document and URL are all it reads.
 */
export function readTabProfile(doc: Document, url: string): TabProfile {
  const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')].slice(0, 20).map((s) => s.textContent ?? '');
  const ld = jsonLdThings(scripts);
  const crumbEl = doc.querySelector(CRUMBS);
  const crumbs = ld.crumbs.length > 0 ? ld.crumbs : crumbEl ? crumbTexts(crumbEl) : [];
  return {
    path: pathWords(url),
    crumbs: firstItems(crumbs.filter((c) => !HOME_CRUMB.test(c.trim()))),
    description: meta(doc, 'description', 'og:description', 'twitter:description'),
    ogType: meta(doc, 'og:type').toLowerCase(),
    types: firstItems(ld.types),
    names: firstItems(ld.names),
    headings: firstItems([...doc.querySelectorAll('h1')].slice(0, 3).map((h) => h.textContent ?? '')),
  };
}
