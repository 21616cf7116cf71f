import { join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readPdfArticle } from '../../src/offscreen/pdf/parse-pdf';
import type { Article } from '../../src/pipeline/extract/article';
import type { QaSet } from '../retrieval/qa-set';
import { printPdfs, type PdfLayoutKind } from './print-pdfs';

const open = getDocument as unknown as Parameters<typeof readPdfArticle>[1];

/** Where pdf.js's Node build finds its CMaps and fonts (the extension serves its own copies). */
export const PDFJS_DATA = {
  cMapUrl: join(import.meta.dirname, '../../node_modules/pdfjs-dist/cmaps/'),
  standardFontDataUrl: join(import.meta.dirname, '../../node_modules/pdfjs-dist/standard_fonts/'),
};

export interface PdfArticles {
  articles: Article[];
  pages: number;
  /** Seconds spent in pdf.js and the layout (not printing). */
  readSeconds: number;
}

/**
 * Each document page printed to PDF, then read through the product's PDF path: readPdfArticle, the
 * function the offscreen document runs (pdf.js → src/pipeline/pdf layout), here with pdf.js's Node
 * build. The chunker and the index come after, in the benchmark, as for HTML pages.
 */
export async function loadPdfArticles(set: QaSet, layout: PdfLayoutKind, cacheDir: string): Promise<PdfArticles> {
  const files = set.docs.map((doc) => ({ path: join(set.dir, doc.file), title: doc.title, id: doc.doc_id }));
  const pdfs = await printPdfs(files, layout, join(cacheDir, set.name));
  const started = performance.now();
  let pages = 0;
  const articles: Article[] = [];
  for (const doc of set.docs) {
    const url = `https://bench.local/${encodeURIComponent(doc.doc_id)}.pdf`;
    const read = await readPdfArticle(pdfs.get(doc.doc_id)!, open, { url, title: doc.title, site: 'bench.local', ...PDFJS_DATA, ops: OPS });
    if (read.kind !== 'pdf') throw new Error(`${doc.doc_id}: ${read.reason} ${read.detail ?? ''}`);
    pages += read.summary.pagesRead;
    articles.push(read.article);
  }
  return { articles, pages, readSeconds: (performance.now() - started) / 1000 };
}
