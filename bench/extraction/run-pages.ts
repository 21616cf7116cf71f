import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { extractArticle } from '../../src/pipeline/extract/extract-article';
import type { BenchPage } from './load-set';

export const EXTRACTORS: Record<string, (doc: Document, url: string) => string> = {
  'ask-tabs': (doc, url) => extractArticle(doc, url).text,
  // Everything the product indexes: the reading and the text beside it (read-beside.ts), which facts
  // and comparisons rank behind the reading. Its `with` row says which lines reach the index at all.
  'ask-tabs+beside': (doc, url) => {
    const article = extractArticle(doc, url);
    return [article.text, ...(article.beside ?? []).map((b) => b.text)].join('\n\n');
  },
  readability: (doc) => new Readability(doc).parse()?.textContent ?? '',
};

export interface PageRecord {
  id: string;
  /** Per extractor: the text it extracted and the milliseconds extraction took (parsing excluded). */
  outputs: Record<string, { text: string; ms: number; failed?: boolean }>;
  /** Parses retried without <style> (see `parse`). */
  restyled: number;
}

const quiet = new VirtualConsole(); // pages' CSS and markup errors are not ours to print

/**
 * jsdom 29 throws while parsing some pages' stylesheets (css-tree on calc() with SCSS leftovers);
 * styles play no part in either extractor on jsdom, so such a page is parsed again without them.
 */
function parse(html: string, url: string): { dom: JSDOM; restyled: boolean } {
  try {
    return { dom: new JSDOM(html, { url, virtualConsole: quiet }), restyled: false };
  } catch {
    const bare = html.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');
    return { dom: new JSDOM(bare, { url, virtualConsole: quiet }), restyled: true };
  }
}

/** Runs the named extractors on each page, each on its own fresh parse (both mutate the DOM). */
export function runPages(pages: BenchPage[], names: string[]): PageRecord[] {
  return pages.map((page) => {
    const html = page.readHtml();
    const record: PageRecord = { id: page.id, outputs: {}, restyled: 0 };
    for (const name of names) {
      let parsed: ReturnType<typeof parse>;
      try {
        parsed = parse(html, page.url);
      } catch (error) {
        // Counted as an empty reading (a miss), and reported apart by the fact-lines measure.
        console.error(`${page.id}: jsdom cannot parse it: ${(error as Error).message}`);
        record.outputs[name] = { text: '', ms: 0, failed: true };
        continue;
      }
      const { dom, restyled } = parsed;
      if (restyled) record.restyled++;
      const t0 = performance.now();
      let text = '';
      let failed = false;
      try {
        text = EXTRACTORS[name]!(dom.window.document, page.url);
      } catch (error) {
        failed = true;
        console.error(`${page.id} ${name}: ${(error as Error).message}`);
      }
      record.outputs[name] = { text, ms: performance.now() - t0, ...(failed ? { failed } : {}) };
      dom.window.close();
    }
    return record;
  });
}
