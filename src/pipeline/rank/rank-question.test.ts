import { describe, expect, it } from 'vitest';
import type { SourceInfo } from '../select/passage';
import { rankQuestion } from './rank-question';
import { createTabIndex } from './tab-index';
import { chunksOf } from '../../../tests/support/test-chunks';

const source = (tabId: number, title: string): SourceInfo => ({ tabId, url: `https://example.com/${tabId}`, title, site: 'example.com' });
const europa = [
  'Europa is the smallest of the big moons of Jupiter, covered in a shell of ice.',
  'Under the ice of this moon lies a salty ocean, scientists believe.',
  'The researchers observed the moon for 17 nights from the Keck observatory in Hawaii.',
  'Water vapour was seen over the moon on a single night of the campaign.',
  'A future mission will study the ice shell of the moon from orbit.',
  'The spacecraft carries cameras and radar.',
  'Europa may be one of the best places to look for life.',
  'The ice of Europa is young, with few craters.',
];
const cooking = ['Knead the dough for ten minutes.', 'Let the dough rise for two hours in a warm place.', 'Bake the bread until golden.'];
// Feedback needs ~20 chunks: the Europa page is padded with unrelated paragraphs.
const filler = Array.from({ length: 14 }, (_, i) => `Paragraph ${i} of notes about telescopes, orbits and mission planning number ${i}.`);
const tabs = () => [
  { source: source(1, 'Europa'), index: createTabIndex(chunksOf([...europa, ...filler]), 'Europa') },
  { source: source(2, 'Bread'), index: createTabIndex(chunksOf(cooking), 'Bread') },
];
const OFF = { feedbackBelow: 0, tabWeight: 0, answerTypeBoost: 0 };

describe('rankQuestion', () => {
  it('reports a question in other words than the page as weak', () => {
    const q = 'For how many evenings was the icy moon watched from the Hawaiian telescope?';
    expect(rankQuestion(tabs(), q).weak).toBe(true);
    expect(rankQuestion(tabs(), 'How many nights did the researchers observe Europa from the Keck observatory?').weak).toBe(false);
  });

  it('puts the chunk that holds the kind of answer asked for first', () => {
    const q = 'For how many evenings was the icy moon watched?';
    expect(rankQuestion(tabs(), q, { params: OFF }).ranked[0]!.chunk.index).not.toBe(2);
    expect(rankQuestion(tabs(), q, { params: { feedbackBelow: 0 } }).ranked[0]!.chunk.index).toBe(2);
  });

  it('mixes in the tab’s score: the tab the question is about ranks above a stray match elsewhere', () => {
    const q = 'How long does the moon ocean rise under the ice?';
    const plain = rankQuestion(tabs(), q, { params: OFF }).ranked;
    const mixed = rankQuestion(tabs(), q, { params: { answerTypeBoost: 0, feedbackBelow: 0 } }).ranked;
    const breadRank = (r: typeof plain) => r.findIndex((s) => s.source.tabId === 2);
    expect(breadRank(mixed)).toBeGreaterThan(breadRank(plain));
  });

  it('expands a weak first ranking with feedback terms: chunks that share none of the question’s words can match', () => {
    const q = 'Which places might hold life?';
    const without = rankQuestion(tabs(), q, { params: OFF }).ranked;
    const withFeedback = rankQuestion(tabs(), q, { params: { feedbackBelow: 1, tabWeight: 0, answerTypeBoost: 0 } }).ranked;
    expect(withFeedback.length).toBeGreaterThan(without.length);
    // Not over a page of a few chunks: there is no collection to draw feedback from.
    const tiny = tabs().slice(1);
    const one = rankQuestion(tiny, 'How long should the dough rest?', { params: { feedbackBelow: 1, tabWeight: 0, answerTypeBoost: 0 } }).ranked;
    expect(one.length).toBe(rankQuestion(tiny, 'How long should the dough rest?', { params: OFF }).ranked.length);
  });

  it('keeps a caller’s extra terms beside the feedback terms of a weak ranking', () => {
    const q = 'Which places might hold life?';
    const params = { feedbackBelow: 1, tabWeight: 0, answerTypeBoost: 0 };
    const plain = rankQuestion(tabs(), q, { params }).ranked;
    const given = rankQuestion(tabs(), q, { params, extraTerms: new Map([['knead', 5]]) }).ranked;
    // The caller's "knead", at its own weight, puts the kneading line first (before, the feedback pass dropped it).
    expect(plain[0]!.chunk.text).not.toMatch(/^Knead/);
    expect(given[0]!.chunk.text).toMatch(/^Knead/);
  });

  it('keeps rankTabs’ answer when nothing matches: every chunk in reading order at score 0', () => {
    const { ranked, weak } = rankQuestion(tabs(), 'capital of Australia');
    expect(ranked.every((r) => r.score === 0)).toBe(true);
    expect(weak).toBe(true);
  });
});
