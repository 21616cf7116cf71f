import { describe, expect, it } from 'vitest';
import { groupLines } from './group-lines';
import { orderColumns } from './order-columns';
import { column, page, run } from '../../../tests/support/test-runs';

const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} line ${i + 1} of its column text`);

describe('orderColumns', () => {
  it('reads a two-column page column by column, after a full-width title and abstract', () => {
    const runs = [
      run('A title across the whole page of the paper', 72, 60, 18),
      run('An abstract that runs across both columns of the page before they begin here.', 72, 90),
      ...column(words('left', 10), 72, 120),
      ...column(words('right', 10), 320, 121.5), // baselines nearly aligned with the left column's
    ];
    const segments = orderColumns(groupLines(page(1, runs)));
    const order = segments.flatMap((s) => s.lines.map((l) => l.text.split(' ').slice(0, 3).join(' ')));
    expect(order).toEqual([
      'A title across',
      'An abstract that',
      ...words('left', 10).map((w) => w.split(' ').slice(0, 3).join(' ')),
      ...words('right', 10).map((w) => w.split(' ').slice(0, 3).join(' ')),
    ]);
    expect(segments.map((s) => s.lines.length)).toEqual([2, 10, 10]);
  });

  it('reads bands in turn: columns above a full-width figure caption, then columns below it', () => {
    const runs = [
      ...column(words('upper-left', 6), 72, 100),
      ...column(words('upper-right', 6), 320, 100),
      run('Figure 1: a caption that crosses the gutter between the two columns below.', 72, 200),
      ...column(words('lower-left', 6), 72, 230),
      ...column(words('lower-right', 6), 320, 230),
    ];
    const first = orderColumns(groupLines(page(1, runs))).map((s) => s.lines[0]!.text.split(' ')[0]);
    expect(first).toEqual(['upper-left', 'upper-right', 'Figure', 'lower-left', 'lower-right']);
  });

  it('leaves a single column alone, ragged lines, short list items and all', () => {
    const lines = ['A single column of prose set ragged right, the way web pages print.', 'Short.', '• an item', '• another item', 'A long closing line of the column that spans it from margin to margin.', 'End.'];
    const segments = orderColumns(groupLines(page(1, column([...lines, ...lines], 72, 100))));
    expect(segments).toHaveLength(1);
  });

  it('reads a table of short cells row by row, not as columns of text', () => {
    const rows = Array.from({ length: 10 }, (_, i) => [run(`Item ${i}`, 72, 100 + i * 14), run(`${i * 3} kg`, 400, 100 + i * 14)]).flat();
    const text = orderColumns(groupLines(page(1, rows))).flatMap((s) => s.lines.map((l) => l.text));
    expect(text.slice(0, 2)).toEqual(['Item 0 0 kg', 'Item 1 3 kg']);
  });
});
