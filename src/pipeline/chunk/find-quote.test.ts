import { describe, expect, it } from 'vitest';
import { findQuote } from './find-quote';

const locator = (exact: string, prefix = '', suffix = '') => ({ exact, prefix, suffix });

describe('findQuote', () => {
  it('finds a quote across block boundaries that have no whitespace in the DOM', () => {
    const text = 'Intro.Battery lifeThe battery lasts 11 hours.Next part';
    const [match] = findQuote(text, locator('Battery life The battery lasts 11 hours.'));
    expect(text.slice(match!.start, match!.end)).toBe('Battery lifeThe battery lasts 11 hours.');
    expect(match!.partial).toBe(false);
  });

  it('ignores differences in whitespace, non-breaking spaces and soft hyphens', () => {
    const text = 'one\n\n   two\u00a0three  bat\u00adtery';
    const [match] = findQuote(text, locator('two three battery'));
    expect(text.slice(match!.start, match!.end)).toBe('two\u00a0three  bat\u00adtery');
  });

  it('tells repeated quotes apart by prefix and suffix', () => {
    const text = 'Model A. Price: $10. Model B. Price: $10. End';
    const matches = findQuote(text, locator('Price: $10.', 'Model B.', 'End'));
    expect(matches).toHaveLength(2);
    expect(matches[0]!.start).toBe(text.lastIndexOf('Price'));
  });

  it('falls back to the opening and closing words when the middle changed', () => {
    const opening = 'The first sentence of the passage says something about bees. ';
    const closing = 'And the last sentence says they make honey in summer.';
    const text = `Before. ${opening}An inserted ad here. ${closing} After.`;
    const [match] = findQuote(text, locator(`${opening}The original middle. ${closing}`));
    expect(match!.partial).toBe(true);
    expect(text.slice(match!.start, match!.end)).toBe(`${opening}An inserted ad here. ${closing}`);
  });

  it('finds nothing when the text is not there, and nothing for an empty quote', () => {
    expect(findQuote('Some page text.', locator('Absent words'))).toEqual([]);
    expect(findQuote('Some page text.', locator('   '))).toEqual([]);
  });

  it('maps offsets correctly in text with surrogate pairs and CJK', () => {
    const text = '前文。😀 電池は11時間もちます。後文';
    const [match] = findQuote(text, locator('😀電池は11時間もちます。'));
    expect(text.slice(match!.start, match!.end)).toBe('😀 電池は11時間もちます。');
  });
});
