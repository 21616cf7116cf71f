import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const sources = (dir: string) =>
  filesUnder(join(root, dir)).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

describe('architecture', () => {
  it('keeps src/pipeline pure: no extension APIs, WXT, WebLLM or page globals', () => {
    const forbidden = [
      /from ['"](wxt|wxt\/[^'"]*|#imports|@webext-core\/[^'"]*|@mlc-ai\/web-llm)['"]/,
      /\b(chrome|browser)\s*\.\s*\w+/,
      /\b(window|document|navigator|location|localStorage|sessionStorage|indexedDB|self|globalThis)\s*\./,
      /\bfetch\s*\(/,
      /\bDate\.now\s*\(/,
      /\bMath\.random\s*\(/,
    ];
    const offenders: string[] = [];
    for (const file of sources('src/pipeline')) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const pattern of forbidden) {
        const match = code.match(pattern);
        if (match) offenders.push(`${relative(root, file)}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps tests out of entrypoints/, which WXT bundles', () => {
    const tests = filesUnder(join(root, 'entrypoints')).filter((f) => /\.(test|spec)\./.test(f));
    expect(tests).toEqual([]);
  });

  it('names files in kebab-case', () => {
    const bad = [...sources('src'), ...sources('entrypoints')]
      .map((f) => relative(root, f))
      .filter((f) => !/^[a-z0-9./-]+$/.test(f.replace(/\.(tsx?|content)$/g, '')));
    expect(bad).toEqual([]);
  });
});
