import { describe, expect, it } from 'vitest';
import { UnreadableError } from '../platform/unreadable-error';
import { readPageOrViewerPdf } from './pdf-in-viewer';

const refusing = (error: Error) => async () => {
  throw error;
};
const FIREFOX_REFUSAL = new UnreadableError('protected-site', 'Missing host permission for the tab');

describe('readPageOrViewerPdf', () => {
  it("hands an http(s) tab Firefox refuses add-ons to the PDF reader (Firefox's own PDF viewer)", async () => {
    const read = readPageOrViewerPdf(refusing(FIREFOX_REFUSAL));
    expect(await read(3, undefined, 'https://example.org/report')).toEqual({ kind: 'pdf' });
    expect(await read(3, undefined, 'http://127.0.0.1:8080/lppl.pdf')).toEqual({ kind: 'pdf' });
  });

  it('passes every other failure and every other page on as it was', async () => {
    await expect(readPageOrViewerPdf(refusing(FIREFOX_REFUSAL))(3, undefined, 'file:///home/a.pdf')).rejects.toBe(FIREFOX_REFUSAL);
    const other = new UnreadableError('injection-failed', 'The page took over 30 s to read');
    await expect(readPageOrViewerPdf(refusing(other))(3, undefined, 'https://example.org/')).rejects.toBe(other);
    const article = { kind: 'unchanged' as const, hash: 'h' };
    expect(await readPageOrViewerPdf(async () => article)(3, 'h', 'https://example.org/')).toBe(article);
  });
});
