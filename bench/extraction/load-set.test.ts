import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadSet } from './load-set';

const html = (dir: string, id: string, body: string) => {
  mkdirSync(join(dir, 'html'), { recursive: true });
  writeFileSync(join(dir, 'html', `${id}.html.gz`), gzipSync(`<body>${body}</body>`));
};

describe('loadSet', () => {
  it('reads the scrapinghub layout', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sh-'));
    writeFileSync(join(dir, 'ground-truth.json'), JSON.stringify({ abc: { articleBody: 'Body', url: 'https://a.example/' } }));
    html(dir, 'abc', 'Body');
    const set = loadSet(dir);
    expect(set.format).toBe('scrapinghub');
    expect(set.pages).toHaveLength(1);
    expect(set.pages[0]).toMatchObject({ id: 'abc', url: 'https://a.example/', truth: 'Body' });
    expect(set.pages[0]!.readHtml()).toBe('<body>Body</body>');
  });

  it('reads the WCXB layout with page types', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wcxb-'));
    mkdirSync(join(dir, 'ground-truth'));
    writeFileSync(
      join(dir, 'ground-truth', '0002.json'),
      JSON.stringify({ url: 'https://b.example/', page_type: 'forum', main_content: 'Post', with: ['Post'], without: ['Menu'] }),
    );
    html(dir, '0002', 'Post');
    const set = loadSet(dir);
    expect(set.format).toBe('wcxb');
    expect(set.pages[0]).toMatchObject({ id: '0002', pageType: 'forum', truth: 'Post', with: ['Post'], without: ['Menu'] });
  });

  it('explains an unknown layout', () => {
    expect(() => loadSet(mkdtempSync(join(tmpdir(), 'none-')))).toThrow(/ground-truth/);
  });
});
