import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFactCases, scoreFactLines } from './fact-lines';

const cases = [
  { id: 'a', split: 'dev', compared: [{ page: '1', answers: ['Since 2009'] }, { page: '2', answers: ['$ 479', '479 dollars'] }] },
  { id: 'b', split: 'test', compared: [{ page: '3', answers: ['12 GB'] }, { page: '4', answers: ['x'] }] },
];

describe('scoreFactLines', () => {
  it('matches snippets whitespace-normalised and case-insensitive, per split', () => {
    const texts = new Map<string, string | null>([
      ['1', 'Serving you since\n2009.'],
      ['2', 'Entry level $\u00a0479'],
      ['3', 'Memory: 12GB'],
      ['4', null],
    ]);
    const s = scoreFactLines(cases, texts);
    expect(s.dev).toMatchObject({ pages: 2, held: 2, cases: 1, casesHeld: 1, failed: 0, misses: [] });
    expect(s.test).toMatchObject({ pages: 2, held: 0, cases: 1, casesHeld: 0, failed: 1 });
    expect(s.test!.misses.map((m) => m.reason)).toEqual(['not-in-text', 'failed']);
  });

  it("ignores the space check.py puts at a tag before punctuation, not the space between words", () => {
    const s = scoreFactLines(
      [{ id: 'c', split: 'dev', compared: [{ page: '5', answers: ['/etc/systemd/system/ : units installed'] }, { page: '6', answers: ['12 GB'] }] }],
      new Map([['5', '/etc/systemd/system/: units installed by the administrator'], ['6', 'Memory: 12GB']]),
    );
    expect(s.dev).toMatchObject({ held: 1, misses: [{ page: '6', reason: 'not-in-text' }] });
  });

  it('counts a page that was not run as a miss', () => {
    const s = scoreFactLines(cases.slice(0, 1), new Map([['1', 'since 2009']]));
    expect(s.dev).toMatchObject({ held: 1, casesHeld: 0, misses: [{ page: '2', reason: 'not-run' }] });
  });

  it('reads cases.jsonl', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'facts-')), 'cases.jsonl');
    writeFileSync(file, cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
    expect(loadFactCases(file).map((c) => c.id)).toEqual(['a', 'b']);
  });
});
