import { describe, expect, it } from 'vitest';
import { findRunGutters } from './find-run-gutters';
import type { PdfTextRun } from './pdf-text';

const run = (x: number, y: number, width: number, text = 'words words words'): PdfTextRun => ({ text, x, y, width, size: 11, font: 'f' });

describe('findRunGutters', () => {
  // A short two-column page: 12 rows per column (x 60–285 and 310–535), a title and an introduction across both, and a
  // running head and foot centred across the gutter, as Chromium prints a one-page paper.
  const rows = Array.from({ length: 12 }, (_, i) => 200 + i * 13);
  const page = [
    run(60, 100, 350, 'Two field studies from the northern coast'),
    run(60, 130, 330, 'This paper reports two unrelated field studies, one per column.'),
    ...rows.flatMap((y) => [run(60, y, 225), run(310, y, 225)]),
    run(224, 22, 120, 'Harbour Authority · confidential draft'),
    run(276, 825, 45, 'Page 1 of 1'),
  ];

  it('finds the gutter of a short page whose running head and foot cross it', () => {
    const [gutter] = findRunGutters(page, 842);
    expect(gutter).toBeDefined();
    expect(gutter!.start).toBeGreaterThanOrEqual(285);
    expect(gutter!.end).toBeLessThanOrEqual(310);
  });

  it('without the page height the head and foot count and hide it (what the page height is for)', () => {
    expect(findRunGutters(page)).toEqual([]);
  });
});
