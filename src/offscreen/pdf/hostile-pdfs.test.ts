import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { HOSTILE_PDFS } from '../../../tests/support/hostile-pdfs';
import { parsePdf } from './parse-pdf';

// The corpus of malformed and hostile PDFs (tests/support/hostile-pdfs.ts) through real pdf.js (Node
// build): each ends in a status within its bound, and nothing a reader cannot see comes out.
const open = getDocument as unknown as Parameters<typeof parsePdf>[1];

describe('hostile and broken PDFs (pdf.js in Node)', () => {
  it('has at least 20 files', () => expect(HOSTILE_PDFS.length).toBeGreaterThanOrEqual(20));

  it.each(HOSTILE_PDFS.map((f) => [f.name, f] as const))('%s: a status, within the bounds', { timeout: 120_000 }, async (_, file) => {
    const stuck: string[] = [];
    const reading = await parsePdf(new Uint8Array(file.bytes()), open, { url: `https://x.test/${file.name}.pdf`, title: '', site: 'x.test', ops: OPS,
      // pdf.js's Node build runs its "worker" on this thread and cannot be ended: a short bound keeps the bomb's test short.
      ...(file.name === 'decompression-bomb' ? { pageMs: 3000 } : {}),
      onStuck: () => stuck.push(file.name),
    });
    if (file.outcome === 'pdf') expect(reading.kind).toBe('pdf');
    else if (file.outcome !== 'any') expect(reading).toMatchObject({ kind: 'unreadable', reason: file.outcome });
    const text = reading.kind === 'pdf' ? reading.chunks.map((c) => c.text).join('\n') : '';
    if (file.text) expect(text).toContain(file.text);
    if (file.never) expect(text).not.toContain(file.never);
    if (file.name === 'pages-3000') expect(reading.kind === 'pdf' && reading.summary).toMatchObject({ pageCount: 3000, pagesRead: 2000, stoppedBy: 'pages' });
    // The bomb stalls pdf.js inside its page: the reader says its worker must go.
    if (file.name === 'decompression-bomb') expect(stuck).toEqual([file.name]);
  });
});
