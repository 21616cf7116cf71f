import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

/** The extension's contexts: each runs in its own place and reaches the others only by messages. */
const CONTEXTS = ['background', 'content', 'sidepanel', 'offscreen', 'options', 'pdf-viewer'];
/** What each shared floor may import (besides itself); a floor never imports a context. */
const FLOORS: Record<string, string[]> = {
  pipeline: [],
  models: ['pipeline'],
  i18n: ['pipeline'],
  messaging: ['pipeline', 'models'],
  platform: ['pipeline', 'models', 'messaging'],
  history: ['pipeline', 'models', 'messaging'],
  answering: ['pipeline', 'models'],
  backends: ['pipeline', 'models', 'i18n', 'messaging', 'platform'],
};

/** Every relative import of the shipped files under `dir`, as [file, target], both from the root. */
function importsOf(dir: string): Array<[string, string]> {
  return sources(dir).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return [...code.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"?]+)/g)].map(
      (m): [string, string] => [relative(root, file), relative(root, resolve(dirname(file), m[1]!))],
    );
  });
}

const folderOf = (path: string) => (path.startsWith('src/') ? path.split('/')[1] : path.split('/')[0]);

describe('layers', () => {
  it('contexts import each other only through the shared floors', () => {
    const crossings = CONTEXTS.flatMap((context) =>
      importsOf(`src/${context}`).filter(([, target]) => CONTEXTS.includes(folderOf(target)!) && folderOf(target) !== context),
    );
    expect(crossings.map((c) => c.join(' → '))).toEqual([]);
  });

  it.each(Object.entries(FLOORS))('src/%s imports no context, only the floors below it', (floor, allowed) => {
    const upward = importsOf(`src/${floor}`).filter(([, target]) => {
      if (!target.startsWith('src/')) return false;
      const folder = folderOf(target)!;
      return folder !== floor && !allowed.includes(folder);
    });
    expect(upward.map((c) => c.join(' → '))).toEqual([]);
  });

  it.each(CONTEXTS)('no two folders of src/%s import each other', (context) => {
    const sub = (path: string) => path.split('/')[2]!;
    const edges = new Set(
      importsOf(`src/${context}`)
        .filter(([file, target]) => target.startsWith(`src/${context}/`) && file.split('/').length > 3 && target.split('/').length > 3 && sub(file) !== sub(target))
        .map(([file, target]) => `${sub(file)} → ${sub(target)}`),
    );
    const both = [...edges].filter((edge) => edges.has(edge.split(' → ').reverse().join(' → ')));
    expect(both).toEqual([]);
  });

  it('shipped code never reaches test code', () => {
    const reaching = [...importsOf('src'), ...importsOf('entrypoints')].filter(([, target]) => target.startsWith('tests/') || /(^|\/)test-[^/]*$/.test(target));
    expect(reaching.map((c) => c.join(' → '))).toEqual([]);
  });

  it('names no shipped file test-*', () => {
    const named = [...sources('src'), ...sources('entrypoints')].map((f) => relative(root, f)).filter((f) => /(^|\/)test-[^/]*$/.test(f));
    expect(named).toEqual([]);
  });
});

describe('READMEs', () => {
  it('name only src/ paths that exist', () => {
    const ours = new Set([...readdirSync(join(root, 'src')), ...readdirSync(join(root, 'src')).map((f) => f.replace(/\.[a-z]+$/u, ''))]);
    const readmes = [join(root, 'README.md'), ...['src', 'bench', 'tests'].flatMap((d) => filesUnder(join(root, d)))].filter((f) => f.endsWith('.md'));
    const missing = readmes.flatMap((readme) =>
      [...readFileSync(readme, 'utf8').matchAll(/\bsrc\/[\w./-]*[\w/]/g)]
        .map((m) => m[0].replace(/\/$/, ''))
        // Paths into other projects (llama.cpp's src/ggml-cpu/…) are not ours: only this tree's folders count.
        .filter((path) => ours.has(path.split('/')[1]!) && !existsSync(join(root, path)))
        .map((path) => `${relative(root, readme)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
