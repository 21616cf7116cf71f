import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { allTechniquesPdf, controlPdf, HIDDEN_MARK, HIDING_TECHNIQUES, hidingPdf, ocrScanPdf, VISIBLE_ANSWER } from '../../../tests/support/hidden-text-pdfs';
import { parsePdf } from './parse-pdf';

// Real pdf.js (Node build) over PDFs written with each hiding technique (tests/support/hidden-text-pdfs.ts).
const open = getDocument as unknown as Parameters<typeof parsePdf>[1];
const read = async (bytes: Buffer) => {
  const reading = await parsePdf(new Uint8Array(bytes), open, { url: 'https://x.test/r.pdf', title: '', site: 'x.test', ops: OPS });
  if (reading.kind !== 'pdf') throw new Error(reading.reason);
  return { text: reading.chunks.map((c) => c.text).join('\n'), summary: reading.summary };
};

describe('a PDF read as a reader sees it (pdf.js in Node)', () => {
  it('keeps all the text of the report without hidden text, and counts nothing hidden', async () => {
    const { text, summary } = await read(controlPdf());
    expect(text).toContain(VISIBLE_ANSWER);
    expect(text).toContain('Item 12 on finances');
    expect(summary.hiddenLines).toBeUndefined();
  });

  it.each(Object.keys(HIDING_TECHNIQUES))('leaves out the sentence hidden by %s, and keeps the visible answer', async (technique) => {
    const { text, summary } = await read(hidingPdf(technique));
    expect(text).toContain(VISIBLE_ANSWER);
    expect(text).toContain('Item 8 on lending');
    expect(text).not.toContain(HIDDEN_MARK);
    expect(text).not.toMatch(/praise the author/);
    // pdf.js itself leaves out text outside the crop box: nothing of it reaches the visibility pass.
    expect(summary.hiddenLines).toBe(/outside-crop-box|off-the-page/.test(technique) ? undefined : 1);
  });

  it('leaves out every technique at once on one page and counts each line', async () => {
    const { text, summary } = await read(allTechniquesPdf());
    expect(text).not.toContain(HIDDEN_MARK);
    expect(text).toContain(VISIBLE_ANSWER);
    // Two of them pdf.js drops itself (outside the crop box, off the page).
    expect(summary.hiddenLines).toBe(Object.keys(HIDING_TECHNIQUES).length - 2);
  });

  it("keeps a scan's OCR layer (invisible text over the page's image)", async () => {
    const { text, summary } = await read(ocrScanPdf());
    expect(text).toContain('The ferry carried 9,120 cars across the sound in March.');
    expect(summary.hiddenLines).toBeUndefined();
  });
});
