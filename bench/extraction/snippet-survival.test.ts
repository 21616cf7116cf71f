import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heldOutPages, scoreSnippetSurvival, snippetTable, type SnippetPage } from './snippet-survival';

const page = (id: string, pageType: string, text: string | null, w: string[], wo: string[]): SnippetPage => ({ id, pageType, text, with: w, without: wo });

describe('scoreSnippetSurvival', () => {
  it('counts with snippets found whole, whole pages and without leaks, per type and overall', () => {
    const s = scoreSnippetSurvival([
      page('1', 'service', 'Serving you\nSince 1928.  165+ COUNTRIES trust us', ['Since 1928.', '165+ countries trust us'], ['Skip to content']),
      page('2', 'service', 'Skip to content Price $ 479', ['Price $479', 'Price $ 479'], ['Skip to content', '© 2025']),
      page('3', 'forum', 'Posted Mar 6, 2024', ['Posted Mar 6, 2024'], []),
    ]);
    expect(s.dev.service).toEqual({ pages: 2, withTotal: 4, withFound: 3, pagesWhole: 1, withoutTotal: 3, withoutLeaked: 1, failed: 0 });
    expect(s.dev.forum).toMatchObject({ pages: 1, withTotal: 1, withFound: 1, pagesWhole: 1 });
    expect(s.dev.all).toMatchObject({ pages: 3, withTotal: 5, withFound: 4, pagesWhole: 2, withoutLeaked: 1 });
    expect(s.heldOut).toBeNull();
    expect(s.pages.find((p) => p.id === '2')).toEqual({ id: '2', pageType: 'service', lost: ['Price $479'], leaked: ['Skip to content'] });
  });

  it('reads a snippet across a tag as the page shows it (no space before punctuation), not across words', () => {
    const s = scoreSnippetSurvival([page('1', 'documentation', '/etc/systemd/system/: units', ['/etc/systemd/system/ : units', 'system/:units'], [])]);
    expect(s.dev.all).toMatchObject({ withFound: 1, pagesWhole: 0 });
  });

  it("folds WCXB's straight quotes and &amp; against the page's typographic ones", () => {
    const s = scoreSnippetSurvival([page('1', 'service', 'The Department’s “free” R&D', ["The Department's \"free\" R&amp;D"], [])]);
    expect(s.dev.all).toMatchObject({ withFound: 1 });
  });

  it('scores held-out pages in their own row, out of the development figures and details', () => {
    const s = scoreSnippetSurvival(
      [page('1', 'service', 'a b', ['a b'], []), page('2', 'service', 'nothing', ['lost line'], ['nothing'])],
      new Set(['2']),
    );
    expect(s.dev.all).toMatchObject({ pages: 1, withFound: 1, withTotal: 1 });
    expect(s.heldOut).toEqual({ pages: 1, withTotal: 1, withFound: 0, pagesWhole: 0, withoutTotal: 1, withoutLeaked: 1, failed: 0 });
    expect(s.pages.map((p) => p.id)).toEqual(['1']);
    expect(snippetTable(s)).toMatch(/held out \(test\)\s+1\s+0\.000 \(0\/1\)/);
  });

  it('counts a page extraction failed on as losing every with snippet, reported apart', () => {
    const s = scoreSnippetSurvival([page('1', 'product', null, ['Weight 2 oz'], ['Cart'])]);
    expect(s.dev.all).toMatchObject({ withFound: 0, pagesWhole: 0, withoutLeaked: 0, failed: 1 });
  });
});

describe('heldOutPages', () => {
  it("is the compared pages of the test cases (not their unrelated tabs, not dev's pages)", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'peer-')), 'cases.jsonl');
    const line = (id: string, split: string, pages: string[], unrelated: string[]) =>
      JSON.stringify({ id, split, compared: pages.map((p) => ({ page: p, answers: ['x'] })), unrelated });
    writeFileSync(file, [line('a', 'dev', ['1', '2'], ['5']), line('b', 'test', ['3', '4'], ['1']), ''].join('\n'));
    expect([...heldOutPages(file)].sort()).toEqual(['3', '4']);
  });
});
