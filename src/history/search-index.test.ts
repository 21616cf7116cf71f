import { describe, expect, it } from 'vitest';
import { highlightRanges, snippetAround } from './highlight-ranges';
import { createSearchIndex, whereFound } from './search-index';
import { searchTerms } from './search-terms';

const text = (id: string, updatedAt: number, question: string, answer = '', passages = '') => ({ id, updatedAt, turns: [{ question, answer, passages }] });

describe('search terms', () => {
  it('folds accents and case in Latin, Greek and Cyrillic; cuts CJK into pairs; keeps Hangul whole', () => {
    expect(searchTerms('Élan vital, ÜBER Straße')).toEqual(['elan', 'vital', 'uber', 'straße']);
    expect(searchTerms('Ёжик в тумане')).toEqual(['ежик', 'в', 'тумане']);
    expect(searchTerms('東京大学')).toEqual(['東京', '京大', '大学']);
    expect(searchTerms('バッテリー は 10時間')).toEqual(['バッ', 'ッテ', 'テリ', 'リー', 'は', '10', '時間']);
    expect(searchTerms('배터리 수명')).toEqual(['배터', '터리', '수명']);
  });
});

describe('search index', () => {
  it('finds conversations by words of questions, answers and cited passages, in every script, the last word as a prefix', () => {
    const index = createSearchIndex();
    index.sync([
      text('a', 1, 'How long does the battery last?', 'About 11 hours [1].'),
      text('b', 2, 'Was wiegt das Gerät?', 'Es wiegt 1,1 Kilogramm [1].'),
      text('c', 3, '東京大学の研究は？', 'ミツバチの研究です [1]。', 'ミツバチは花粉を集める。'),
      text('d', 4, 'Что едят пчёлы?', 'Нектар и пыльцу [1].'),
      text('e', 5, '배터리는 얼마나 가나요?', '11시간입니다 [1].'),
    ]);
    const ids = (query: string) => index.search(query).map((h) => h.id);
    expect(ids('batt')).toEqual(['a']);
    expect(ids('battery hou')).toEqual(['a']);
    expect(ids('battery gerat')).toEqual([]);
    expect(ids('gerat')).toEqual(['b']);
    expect(ids('kilogramm')).toEqual(['b']);
    expect(ids('東')).toEqual(['c']);
    expect(ids('東京')).toEqual(['c']);
    expect(ids('花粉')).toEqual(['c']);
    expect(ids('пчел')).toEqual(['d']);
    expect(ids('배터리')).toEqual(['e']);
    expect(index.search('花粉')[0]?.terms).toEqual(['花粉']);
  });

  it('takes every word typed from any turn of a conversation, and shows the turn and field that hold the most of them', () => {
    const index = createSearchIndex();
    const two = { id: 'a', updatedAt: 1, turns: [{ question: 'How long does the battery last?', answer: 'About 11 hours [1].', passages: '' }, { question: 'And its weight?', answer: 'With its battery it weighs 1.1 kilograms [1].', passages: 'The laptop weighs 1.1 kg.' }] };
    index.sync([two]);
    expect(index.search('battery kilo').map((h) => h.id)).toEqual(['a']);
    const terms = index.search('battery kilo')[0]!.terms;
    expect(whereFound(two, terms)).toEqual({ turn: 1, field: 'answer' });
    expect(whereFound(two, ['battery'])).toEqual({ turn: 0, field: 'question' });
  });

  it('catches up incrementally: what it lacks is what changed or is new, whatever its time; a deleted one is forgotten', () => {
    const index = createSearchIndex();
    index.sync([text('a', 1, 'battery?'), text('b', 2, 'weight?')]);
    // 'a' changed, 'b' was deleted, 'old' was imported with a time older than anything indexed.
    expect(index.behind(new Map([['a', 3], ['old', 0]]))).toEqual(['a', 'old']);
    index.sync([{ id: 'a', updatedAt: 3, turns: [{ question: 'battery?', answer: '', passages: '' }, { question: 'screen size?', answer: '', passages: '' }] }, text('old', 0, 'pollen?')]);
    expect(index.search('screen').map((h) => h.id)).toEqual(['a']);
    expect(index.search('pollen').map((h) => h.id)).toEqual(['old']);
    expect(index.search('weight')).toEqual([]);
    expect(index.size()).toBe(2);
    expect(index.behind(new Map([['a', 3], ['old', 0]]))).toEqual([]);
  });

  it('is stored and loaded instead of built: the same results, deleted words vacuumed out first; another format is built again', async () => {
    const index = createSearchIndex();
    index.sync([text('a', 1, 'How long does the battery last?', 'About 11 hours [1].'), text('b', 2, '東京大学の研究は？', '', 'xylophone')]);
    index.remove('b');
    expect(index.changes()).toBe(3);
    const snapshot = await index.snapshot();
    expect(index.changes()).toBe(0);
    expect(snapshot.indexed).toEqual([['a', 1]]);
    expect(snapshot.json).not.toContain('xylophone');
    const loaded = createSearchIndex(snapshot);
    expect(loaded.search('batt').map((h) => h.id)).toEqual(['a']);
    expect(loaded.behind(new Map([['a', 1]]))).toEqual([]);
    expect(loaded.changes()).toBe(0);
    const other = createSearchIndex({ ...snapshot, format: snapshot.format + 1 });
    expect(other.size()).toBe(0);
    expect(other.behind(new Map([['a', 1]]))).toEqual(['a']);
  });
});

describe('highlight', () => {
  it('marks whole words a prefix found, accents and case folded, and CJK pairs, in the text as shown', () => {
    const shown = 'Die Batterie hält über 11 Stunden; BATTERIES';
    expect(highlightRanges(shown, ['batterie', 'uber']).map(([a, b]) => shown.slice(a, b))).toEqual(['Batterie', 'über', 'BATTERIES']);
    const cjk = '東京大学の研究';
    expect(highlightRanges(cjk, ['東京', '京大']).map(([a, b]) => cjk.slice(a, b))).toEqual(['東京大']);
    const long = `${'word '.repeat(100)}target ${'word '.repeat(100)}`.trim();
    const snippet = snippetAround(long, highlightRanges(long, ['target']), 60);
    expect(snippet.cut).toEqual([true, true]);
    expect(snippet.text.slice(...snippet.ranges[0]!)).toBe('target');
  });
});
