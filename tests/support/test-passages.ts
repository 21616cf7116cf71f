import type { Passage } from '../../src/pipeline/select/passage';

/** Builds Passage values for tests of the prompt and citation code (the real type, real fields). */
export function passage(text: string, tabId = 1, title = `Tab ${tabId}`, headings: string[] = []): Passage {
  return {
    source: { tabId, url: `https://example.test/${tabId}`, title, site: 'example.test' },
    chunk: { index: 0, text, headings, locator: { exact: text, prefix: '', suffix: '' } },
    score: 1,
    tokens: Math.ceil(text.length / 4),
  };
}
