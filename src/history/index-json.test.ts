import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { indexJson } from './index-json';
import { searchTerms } from './search-terms';

const options = { fields: ['question', 'answer'], storeFields: ['question'], tokenize: searchTerms, processTerm: (t: string) => t };

describe('index JSON', () => {
  it('is the JSON MiniSearch writes itself (after adds and a discard), and loads to the same results', () => {
    const index = new MiniSearch<{ id: string; question: string; answer: string }>(options);
    index.addAll([
      { id: 'a', question: 'How long does the "battery" last?', answer: 'About 11 hours [1].' },
      { id: 'b', question: '東京大学の研究は？', answer: 'ミツバチ \\ 研究です。' },
      { id: 'c', question: 'Was wiegt das Gerät?', answer: '1,1 kg' },
    ]);
    index.discard('c');
    const json = indexJson(index);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(index)));
    const loaded = MiniSearch.loadJSON(json, options);
    expect(loaded.search('battery').map((r) => r.id)).toEqual(['a']);
    expect(loaded.search('東京').map((r) => [r.id, r['question']])).toEqual([['b', '東京大学の研究は？']]);
    expect(loaded.search('gerat')).toEqual([]);
  });
});
