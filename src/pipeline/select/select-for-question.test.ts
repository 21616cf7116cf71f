import { describe, expect, it } from 'vitest';
import type { Chunk } from '../chunk/chunk';
import { buildPrompt } from '../prompt/build-prompt';
import { sourceBudgetFor } from '../prompt/source-budget';
import { createTabIndex } from '../rank/tab-index';
import { estimateTokens } from '../tokens/estimate-tokens';
import { promptSourceCost } from '../prompt/source-tokens';
import { DEFAULT_CONTEXT_WINDOW, MAX_PARTS, PARTS_FACTOR, selectForQuestion } from './select-for-question';

const TOPICS = ['harbour', 'lighthouse', 'ferry', 'tides', 'fishing', 'storms', 'gulls', 'market', 'museum', 'bridges', 'cliffs', 'sailing'];

/** A long page: `sections` sections of `perSection` chunks of ~70 words, each chunk about its section's topic. */
function page(tabId: number, sections: number, perSection: number, title = `Guide ${tabId}`) {
  const chunks: Chunk[] = [];
  for (let s = 0; s < sections; s += 1) {
    const topic = TOPICS[s % TOPICS.length]!;
    for (let k = 0; k < perSection; k += 1) {
      const text = `Part ${s}.${k} of guide ${tabId} on the ${topic} of the town, ${`with more plain words about the ${topic} here `.repeat(8).trim()}.`;
      chunks.push({ index: chunks.length, text, headings: [`${topic[0]!.toUpperCase()}${topic.slice(1)} ${s}`], locator: { exact: text, prefix: '', suffix: '' } });
    }
  }
  const source = { tabId, url: `https://guides.test/${tabId}`, title, site: 'guides.test' };
  return { source, index: createTabIndex(chunks, title) };
}

const order = (passages: Array<{ source: { tabId: number }; chunk: { index: number } }>) => passages.map((p) => `${p.source.tabId}:${p.chunk.index}`);


describe('selectForQuestion', () => {
  it('ranks the text beside a reading for a fact, never sends it as the page', () => {
    const own = ['The Harbour Lane bakery bakes sourdough every morning.', 'Its founder trained in Lyon.', 'Croissants sell out by ten.'];
    const chunks: Chunk[] = [...own, 'Open Sunday from 8 to 14.'].map((text, index) => ({
      index, text, headings: [], locator: { exact: text, prefix: '', suffix: '' }, ...(index === 3 ? { beside: true as const } : {}),
    }));
    const tab = { source: { tabId: 1, url: 'https://bakery.test/', title: 'Harbour Lane', site: 'bakery.test' }, index: createTabIndex(chunks, 'Harbour Lane') };
    const fact = selectForQuestion([tab], 'Is it open on Sunday?', { budget: 100_000 });
    expect(order(fact.passages)[0]).toBe('1:3');
    const whole = selectForQuestion([tab], 'Summarize this page', { budget: 100_000 });
    expect(order(whole.passages)).toEqual(['1:0', '1:1', '1:2']);
  });

  it('sends a page that fits whole, in reading order, tabs in the order asked about', () => {
    const a = page(2, 2, 2);
    const b = page(1, 1, 2);
    const result = selectForQuestion([a, b], 'Summarize these tabs', { budget: 100_000 });
    expect(result.intent).toEqual({ kind: 'whole-page' });
    expect(result.whole).toBe(true);
    expect(result.matched).toBe(true);
    expect(order(result.passages)).toEqual(['2:0', '2:1', '2:2', '2:3', '1:0', '1:1']);
    expect(result.parts).toBeUndefined();
  });

  it('represents the whole of a long page: the lead and every section, in reading order, within the budget', () => {
    const long = page(1, 12, 6);
    const result = selectForQuestion([long], 'Résume cette page', { budget: 3000 });
    expect(result.whole).toBe(false);
    const sections = new Set(result.passages.map((p) => p.chunk.headings[0]));
    expect(sections.size).toBe(12);
    expect(result.passages[0]!.chunk.index).toBe(0);
    expect(result.passages.reduce((s, p) => s + p.tokens, 0)).toBeLessThanOrEqual(3000);
    expect(order(result.passages)).toEqual([...order(result.passages)].sort((x, y) => Number(x.split(':')[1]) - Number(y.split(':')[1])));
  });

  it('offers a scope far beyond the budget in parts that each fit it, covering every chunk in reading order', () => {
    const long = page(1, 12, 10);
    const total = long.index.chunks.reduce((s, chunk) => s + promptSourceCost({ source: long.source, chunk }), 0);
    // Beyond PARTS_FACTOR budgets, within MAX_PARTS parts.
    const budget = Math.floor(total / (PARTS_FACTOR + 0.1));
    const result = selectForQuestion([long], 'What are the key points?', { budget });
    expect(result.parts).toBeDefined();
    for (const part of result.parts!) expect(part.reduce((s, p) => s + p.tokens, 0)).toBeLessThanOrEqual(budget);
    expect(result.parts!.length).toBeLessThanOrEqual(MAX_PARTS);
    expect(selectForQuestion([long], 'What are the key points?', { budget: Math.ceil(total / (PARTS_FACTOR - 0.5)) }).parts).toBeUndefined();
    expect(result.parts!.flat().map((p) => p.chunk.index)).toEqual(long.index.chunks.map((c) => c.index));
    expect(result.passages.length).toBeGreaterThan(0);
  });

  it('ranks a topic question by its topic and says when the topic is nowhere', () => {
    const long = page(1, 12, 6);
    const about = selectForQuestion([long], 'Summarize what it says about the ferry', { budget: 2000 });
    expect(about.intent).toEqual({ kind: 'whole-page', topic: 'ferry' });
    expect(about.matched).toBe(true);
    expect(about.passages.filter((p) => p.chunk.text.includes('ferry')).length).toBeGreaterThanOrEqual(4);
    const nowhere = selectForQuestion([long], 'Summarize what it says about volcanoes', { budget: 2000 });
    expect(nowhere.matched).toBe(false);
    expect(new Set(nowhere.passages.map((p) => p.chunk.headings[0])).size).toBeGreaterThan(6);
  });

  it('answers a fact question in rank order, and with how each tab begins when nothing matches', () => {
    const a = page(1, 12, 6);
    const b = page(2, 12, 6);
    const fact = selectForQuestion([a, b], 'Where do the gulls nest?', { budget: 1500 });
    expect(fact.intent.kind).toBe('fact');
    expect(fact.matched).toBe(true);
    expect(fact.passages[0]!.chunk.text).toMatch(/gulls/);
    const scores = fact.passages.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const none = selectForQuestion([a, b], 'What is the capital of Australia?', { budget: 1500 });
    expect(none.matched).toBe(false);
    expect(order(none.passages).slice(0, 4)).toEqual(['1:0', '2:0', '1:1', '2:1']);
  });

  it('gives every tab a say in a comparison, grouped by tab', () => {
    const tabs = [page(1, 12, 6), page(2, 12, 6), page(3, 12, 6)];
    const result = selectForQuestion(tabs, 'Compare what these guides say about the museum', { budget: 1500 });
    expect(result.intent.kind).toBe('comparison');
    const ids = result.passages.map((p) => p.source.tabId);
    expect(new Set(ids)).toEqual(new Set([1, 2, 3]));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it('compares inside the earlier answer’s tab when only the turn before says what a comparison follow-up is about', () => {
    const tabs = [page(1, 12, 6), page(2, 12, 6), page(3, 12, 6)];
    const earlier = { question: 'What does guide 2 say about the ferry?', tabIds: [2], carried: [] };
    // Japanese over English pages: none of its words is any tab's, and it asks no measure.
    const inside = selectForQuestion(tabs, 'どちらのタイプが向いている？', { budget: 1500, earlier });
    expect(new Set(inside.passages.map((p) => p.source.tabId))).toEqual(new Set([2]));
    // Without the turn before, or asking a measure the pages may state, it compares the tabs.
    expect(selectForQuestion(tabs, 'どちらのタイプが向いている？', { budget: 1500 }).intent.kind).toBe('comparison');
    expect(selectForQuestion(tabs, 'どちらが軽い？', { budget: 1500, earlier }).intent.kind).toBe('comparison');
  });

  it('without a budget, fits what the default model’s window leaves, and the prompt holds every passage', () => {
    const long = page(1, 12, 6);
    const question = 'Give me an overview';
    const result = selectForQuestion([long], question);
    const windowBudget = sourceBudgetFor({ contextWindow: DEFAULT_CONTEXT_WINDOW, question, countTokens: estimateTokens });
    expect(result.budget).toBe(windowBudget);
    const prompt = buildPrompt({ question, passages: result.passages }, { contextWindow: DEFAULT_CONTEXT_WINDOW, countTokens: estimateTokens });
    expect(prompt.report.leftOut).toEqual([]);
    expect(prompt.report.sent).toHaveLength(result.passages.length);
  });

  it('with the panel’s budget for a window and history, the prompt for that window holds every passage', () => {
    const tabs = [page(1, 12, 6), page(2, 12, 6, 'A much longer title for the second guide | guides.test')];
    const history = [{ question: 'What is this?', answer: 'Two guides to the town [1].' }];
    for (const question of ['Summarize these tabs', 'Where do the gulls nest?', 'Compare the two guides']) {
      const budget = sourceBudgetFor({ contextWindow: 8192, question, history, countTokens: estimateTokens });
      const result = selectForQuestion(tabs, question, { budget });
      const prompt = buildPrompt({ question, passages: result.passages, history }, { contextWindow: 8192, countTokens: estimateTokens });
      expect(prompt.report.leftOut).toEqual([]);
      expect(prompt.report.historyTurnsKept).toBe(1);
    }
  });
});
