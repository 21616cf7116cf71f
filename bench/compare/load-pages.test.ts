import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPages } from './load-pages';

const PAGE = `<!doctype html><html><head><title>Trail lamp review</title></head><body><main><h1>Trail lamp review</h1>
<p>The lamp weighs 86 grams with its battery and runs for nine hours on the low setting, which is enough for a night.</p>
</main></body></html>`;

function savedSet(url: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'load-pages-'));
  mkdirSync(join(dir, 'html'));
  mkdirSync(join(dir, 'ground-truth'));
  writeFileSync(join(dir, 'html', '0001.html.gz'), gzipSync(PAGE));
  writeFileSync(join(dir, 'ground-truth', '0001.json'), JSON.stringify({ url }));
  return dir;
}

describe('loadPages', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads a page saved without an address, as a tab (which always has one) would be read', () => {
    const dir = savedSet('');
    dirs.push(dir);
    const page = loadPages(dir, ['0001']).get('0001');
    expect(page?.article.blocks.map((b) => b.text).join('\n')).toContain('weighs 86 grams');
  });

  it('reads a page at its saved address', () => {
    const dir = savedSet('https://lamps.example/reviews/trail');
    dirs.push(dir);
    expect(loadPages(dir, ['0001']).get('0001')?.article.url).toBe('https://lamps.example/reviews/trail');
  });

  it('reads a set in the scrapinghub format: one ground-truth.json holding every page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'load-pages-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'html'));
    writeFileSync(join(dir, 'html', 'a1b2.html.gz'), gzipSync(PAGE));
    writeFileSync(join(dir, 'ground-truth.json'), JSON.stringify({ a1b2: { url: 'https://lamps.example/trail', articleBody: 'The lamp weighs 86 grams' } }));
    const page = loadPages(dir, ['a1b2']).get('a1b2');
    expect(page?.article.url).toBe('https://lamps.example/trail');
    expect(page?.article.blocks.map((b) => b.text).join('\n')).toContain('weighs 86 grams');
  });
});
