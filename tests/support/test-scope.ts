import type { Chunk } from '../../src/pipeline/chunk/chunk';
import type { ScopeTab } from '../../src/pipeline/select/scope-tab';

/**
 * A tab for selection tests: `sections` headings, each over `perSection` chunks of `words` words
 * (a heading of [] is the text before the first heading). Chunk texts say where they are.
 */
export function sectionedTab(tabId: number, sections: string[][], perSection: number, words = 10): ScopeTab {
  const chunks: Chunk[] = [];
  sections.forEach((headings, s) => {
    for (let k = 0; k < perSection; k += 1) {
      const text = `tab${tabId} section${s} chunk${k} ${'word '.repeat(Math.max(0, words - 3)).trim()}`;
      chunks.push({ index: chunks.length, text, headings, locator: { exact: text, prefix: '', suffix: '' } });
    }
  });
  return { source: { tabId, url: `https://example.test/${tabId}`, title: `Tab ${tabId}`, site: 'example.test' }, chunks };
}

/** Words per text: a cost that tests can count by hand. */
export const wordCost = (item: { chunk: { text: string } }) => item.chunk.text.split(/\s+/u).filter(Boolean).length;
