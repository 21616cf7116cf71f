import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { savedUrl } from './saved-url';

describe('savedUrl', () => {
  const dirs: string[] = [];
  const made = () => {
    const dir = mkdtempSync(join(tmpdir(), 'saved-url-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads a wcxb-dev page its own ground-truth file', () => {
    const dir = made();
    mkdirSync(join(dir, 'ground-truth'));
    writeFileSync(join(dir, 'ground-truth', '0001.json'), JSON.stringify({ url: 'https://a.example/x', main_content: 'x' }));
    expect(savedUrl(dir, '0001')).toBe('https://a.example/x');
  });

  it('reads a scrapinghub page from the one ground-truth.json that holds every page', () => {
    const dir = made();
    writeFileSync(join(dir, 'ground-truth.json'), JSON.stringify({ ab12: { url: 'https://news.example/story', articleBody: 'x' }, cd34: { url: 'https://b.example/', articleBody: 'y' } }));
    expect(savedUrl(dir, 'ab12')).toBe('https://news.example/story');
    expect(savedUrl(dir, 'cd34')).toBe('https://b.example/');
  });

  it('says which page a scrapinghub set lacks instead of reading it at no address', () => {
    const dir = made();
    writeFileSync(join(dir, 'ground-truth.json'), JSON.stringify({ ab12: { url: 'https://news.example/story', articleBody: 'x' } }));
    expect(() => savedUrl(dir, 'zz99')).toThrow(/zz99/);
  });

  it('is empty for a page saved without an address', () => {
    const dir = made();
    writeFileSync(join(dir, 'ground-truth.json'), JSON.stringify({ ab12: { articleBody: 'x' } }));
    expect(savedUrl(dir, 'ab12')).toBe('');
  });
});
