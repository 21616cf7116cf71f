import { Readability } from '@mozilla/readability';

export interface ReadabilityResult {
  title: string;
  /** Readability's article HTML: untrusted, sanitise before parsing. */
  html: string;
  /** Length of Readability's own textContent, for comparing with other candidates. */
  length: number;
  siteName: string;
  lang: string;
  dir: string;
}

/**
 * Mozilla Readability on `doc`, which it mutates (pass a disposable copy). Null when it finds no
 * article or fails; Readability throws on some malformed documents.
 */
export function runReadability(doc: Document): ReadabilityResult | null {
  try {
    const parsed = new Readability(doc).parse();
    if (!parsed?.content) return null;
    return {
      title: parsed.title?.trim() ?? '',
      html: parsed.content,
      length: parsed.textContent?.trim().length ?? 0,
      siteName: parsed.siteName?.trim() ?? '',
      lang: parsed.lang?.trim() ?? '',
      dir: parsed.dir?.trim() ?? '',
    };
  } catch {
    return null;
  }
}
