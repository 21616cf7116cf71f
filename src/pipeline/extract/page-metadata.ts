import { collapseWhitespace } from './collapse-whitespace';

export interface PageMetadata {
  title: string;
  site: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

function meta(doc: Document, ...keys: string[]): string {
  for (const key of keys) {
    const el = doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
    const content = collapseWhitespace(el?.getAttribute('content') ?? '');
    if (content) return content;
  }
  return '';
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

// Strong right-to-left letters (Hebrew, Arabic, Syriac, Thaana, NKo, …) against strong LTR letters.
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/g;
const LTR = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0900-\u0DFF\u0E00-\u0E7F\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF]/g;

/** 'rtl' when most strong letters in a sample of the text are right-to-left. */
export function guessDirection(text: string): 'ltr' | 'rtl' | undefined {
  const sample = text.slice(0, 5000);
  const rtl = sample.match(RTL)?.length ?? 0;
  const ltr = sample.match(LTR)?.length ?? 0;
  if (rtl + ltr === 0) return undefined;
  return rtl > ltr ? 'rtl' : 'ltr';
}

/**
 * Title, site name, language and direction from the page itself, for when Readability gives
 * none: og:title then <title>; og:site_name then the URL's host; <html lang/dir>.
 */
export function pageMetadata(doc: Document, url: string): PageMetadata {
  const root = doc.documentElement as Element | null;
  const title = meta(doc, 'og:title', 'twitter:title') || collapseWhitespace(doc.title ?? '');
  const site = meta(doc, 'og:site_name', 'application-name') || hostOf(url);
  const lang = root?.getAttribute('lang')?.trim() || meta(doc, 'og:locale', 'language') || undefined;
  const dirAttr = (root?.getAttribute('dir') ?? doc.body?.getAttribute('dir') ?? '').toLowerCase();
  const dir = dirAttr === 'rtl' || dirAttr === 'ltr' ? dirAttr : undefined;
  return { title, site, ...(lang ? { lang } : {}), ...(dir ? { dir } : {}) };
}
