import type { TabIndex } from '../rank/tab-index';
import { languageOfText } from './question-language';

/** Enough of a page's reading for its function words to tell its language; more only costs. */
const SAMPLE_CHARS = 2_000;
/** A page's words must point at one language twice as surely as at any other (`languageOfText`). */
const LEAD = 2;

// An index is built once per page and kept while the tab is: its language is read once too.
const known = new WeakMap<TabIndex, string | undefined>();

/** The language a tab's reading is written in, among the ten the cue tables know; undefined when nothing tells. */
export function tabLanguage(index: TabIndex): string | undefined {
  if (known.has(index)) return known.get(index);
  let sample = '';
  for (const chunk of index.chunks.slice(0, index.readingSize)) {
    if (sample.length >= SAMPLE_CHARS) break;
    sample += `${chunk.text}\n`;
  }
  const language = languageOfText(sample.slice(0, SAMPLE_CHARS), LEAD);
  known.set(index, language);
  return language;
}

/**
 * The languages the tabs asked about are written in, the most tabs' first: a question asked in
 * another (a German question over English reviews) shares few words with its answer, so the
 * model's search terms are asked for in these (src/pipeline/prompt/build-rewrite-prompt.ts).
 */
export function pageLanguages(indexes: readonly TabIndex[]): string[] {
  const tabs = new Map<string, number>();
  for (const index of indexes) {
    const language = tabLanguage(index);
    if (language) tabs.set(language, (tabs.get(language) ?? 0) + 1);
  }
  return [...tabs].sort((a, b) => b[1] - a[1]).map(([language]) => language);
}
