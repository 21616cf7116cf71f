import { describe, expect, it } from 'vitest';
import { groupLines } from './group-lines';
import { page, run } from '../../../tests/support/test-runs';

describe('groupLines', () => {
  it('joins the runs of a line left to right, with a space only where the PDF left a gap', () => {
    const lines = groupLines(page(1, [run('world', 68, 100), run('Hello', 40, 100), run('butter', 40, 120), run('fly', 70, 120)]));
    expect(lines.map((l) => l.text)).toEqual(['Hello world', 'butterfly']);
  });

  it('keeps a raised letter (the A of LaTeX) in its line, even beside another column', () => {
    const lines = groupLines(
      page(1, [
        run('the L', 40, 492),
        run('A', 64.5, 490, 7),
        run('TEX Licence.', 67, 492),
        // The other column's line, its baseline 3.5 pt from the raised A.
        run('information about the group', 320, 486.5),
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual(['information about the group', 'the LATEX Licence.']);
    expect(lines[1]).toMatchObject({ size: 10, x0: 40 });
  });

  it('cuts a row at a gutter: two columns on one baseline are two lines', () => {
    const rows = Array.from({ length: 8 }, (_, i) => [
      run('left column text fills the column', 40, 100 + 12 * i),
      run('right column text fills it too', 320, 100 + 12 * i),
    ]);
    const lines = groupLines(page(1, rows.flat()));
    expect(lines.slice(0, 2).map((l) => [l.text, l.x0])).toEqual([
      ['left column text fills the column', 40],
      ['right column text fills it too', 320],
    ]);
  });

  it('keeps a loose justified line whole: its wide word gaps hold no gutter', () => {
    const body = Array.from({ length: 8 }, (_, i) => run('a full line of justified text across the column width', 40, 100 + 12 * i));
    const loose = [run('of', 40, 196), run(' ', 50, 196), run('West', 150, 196), run(' ', 170, 196), run('Francia.', 260, 196)];
    const lines = groupLines(page(1, [...body, ...loose]));
    expect(lines.at(-1)?.text).toBe('of West Francia.');
  });

  it('takes the size and font most characters use, and ignores empty runs', () => {
    const [line] = groupLines(page(1, [run('', 10, 50), run('Big title words', 40, 100, 20, 'bold'), run('1', 194, 96, 8, 'small')]));
    expect(line).toMatchObject({ text: 'Big title words 1', size: 20, font: 'bold' });
  });
});
