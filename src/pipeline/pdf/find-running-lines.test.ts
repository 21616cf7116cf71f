import { describe, expect, it } from 'vitest';
import { findRunningLines } from './find-running-lines';
import { groupLines } from './group-lines';
import type { PdfTextRun } from './pdf-text';
import { column, page, run } from '../../../tests/support/test-runs';

const body = (n: number) => column([`Body text of page ${n} goes here.`, 'More body text follows on.'], 72, 300);

function running(pages: PdfTextRun[][]): string[] {
  const lines = pages.map((runs, i) => groupLines(page(i + 1, runs)));
  const dropped = findRunningLines(lines.map((l) => ({ lines: l, height: 792 })));
  return lines.flat().filter((l) => dropped.has(l)).map((l) => `${l.page}:${l.text}`);
}

describe('findRunningLines', () => {
  it('drops page numbers and lines repeated at the same place on nearby pages', () => {
    const pages = [1, 2, 3].map((n) => [
      run('Journal of Tides, vol. 7', 72, 40),
      ...body(n),
      run(`Page ${n} of 3`, 280, 760),
    ]);
    expect(running(pages)).toEqual([
      '1:Journal of Tides, vol. 7',
      '1:Page 1 of 3',
      '2:Journal of Tides, vol. 7',
      '2:Page 2 of 3',
      '3:Journal of Tides, vol. 7',
      '3:Page 3 of 3',
    ]);
  });

  it('drops alternating odd and even headers, and a lone number at the foot of a single page', () => {
    const pages = [1, 2, 3, 4].map((n) => [run(n % 2 ? 'Chapter 2. Methods' : 'A. Author et al.', 72, 40), ...body(n)]);
    expect(running(pages)).toHaveLength(4);
    expect(running([[...body(1), run('17', 300, 750)]])).toEqual(['1:17']);
  });

  it('keeps a title at the top of one page and body lines that merely repeat mid-page', () => {
    const pages = [1, 2].map((n) => [...(n === 1 ? [run('A title only on page one', 72, 40)] : []), ...body(n), run('Repeated mid-page note', 72, 400)]);
    expect(running(pages)).toEqual([]);
  });
});
