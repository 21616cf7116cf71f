import { describe, expect, it } from 'vitest';
import type { Passage } from '../select/passage';
import { estimateTokens } from '../tokens/estimate-tokens';
import { fillSources } from './fill-sources';
import { sourceTokens } from './source-tokens';

const product = 'HOKA Clifton 10 Road-Running Shoes - Men’s Wide';
const passage = (tabId: number, index: number, text: string, headings: string[]): Passage => ({
  source: { tabId, url: `https://shop.test/${tabId}`, title: `Shop ${tabId}`, site: 'shop.test' },
  chunk: { index, text, headings, locator: { exact: text, prefix: '', suffix: '' } },
  score: 1,
  tokens: 0,
});

describe('fillSources', () => {
  it('writes a heading whole where each block first names it, and never costs more than its passages priced alone', () => {
    const passages = [passage(1, 0, '$124.93', [product]), passage(1, 1, '140 reviews', [product]), passage(2, 0, 'Other shop.', ['Shoes']), passage(1, 2, 'Cushioning: maximum', [product])];
    const filled = fillSources(passages, 10_000, estimateTokens);
    expect(filled.blocks).toHaveLength(3);
    expect(filled.blocks[0]).toContain(`[1] § ${product}\n$124.93`);
    expect(filled.blocks[0]).toContain('[2] § HOKA Clifton 10 Road-Running Shoes - …\n140 reviews');
    // A new block names it whole again.
    expect(filled.blocks[2]).toContain(`[4] § ${product}\nCushioning: maximum`);
    expect(filled.used).toBeLessThanOrEqual(passages.reduce((sum, p) => sum + sourceTokens(p, estimateTokens), 0));
  });
});
