import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadQaSet, poolFor } from './qa-set';
import { runBenchmark } from './run-benchmark';
import { ScoreTally, scoreSelection } from './score-context';
import type { Article } from '../../src/pipeline/extract/article';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('scoreSelection', () => {
  const passages = [
    { text: 'The Normans  were in\nNormandy in the 10th and 11th centuries.', tokens: 11 },
    { text: 'Rollo agreed to swear fealty.', tokens: 5 },
  ];

  it('finds an answer and the evidence sentence, whitespace-normalised', () => {
    const score = scoreSelection(passages, ['12th century', '10th and 11th'], 'The Normans were in Normandy in the 10th and 11th centuries.');
    expect(score).toEqual({ answer: true, evidence: true, tokens: 16, place: 1 });
  });

  it('scores 0 when the answer is not in any passage', () => {
    expect(scoreSelection(passages, ['France'], 'Normandy, a region in France.')).toEqual({ answer: false, evidence: false, tokens: 16, place: null });
    expect(scoreSelection([], ['France'], 'x')).toEqual({ answer: false, evidence: false, tokens: 0, place: null });
  });

  it('does not count text that only exists across two passages', () => {
    expect(scoreSelection(passages, ['centuries. Rollo'], 'x').answer).toBe(false);
  });

  it('averages over questions', () => {
    const tally = new ScoreTally();
    tally.add({ answer: true, evidence: false, tokens: 100, place: 2 });
    tally.add({ answer: false, evidence: false, tokens: 50, place: null });
    tally.add({ answer: true, evidence: true, tokens: 75, place: 1 });
    tally.add({ answer: true, evidence: true, tokens: 75, place: 1 });
    expect(tally.result()).toEqual({ answer_recall: 0.75, evidence_recall: 0.5, mean_tokens: 75, answer_first: 0.5, reciprocal_place: 0.625 });
  });

  it('places the first passage holding an answer, not one that only holds the evidence', () => {
    const order = [{ text: 'Rollo agreed to swear fealty.', tokens: 5 }, ...passages];
    expect(scoreSelection(order, ['10th and 11th'], 'The Normans were in Normandy in the 10th and 11th centuries.').place).toBe(2);
    expect(scoreSelection(order, ['fealty'], 'x').place).toBe(1);
  });
});

describe('the retrieval benchmark on a tiny set', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qa-'));
  const docs = ['Cats', 'Rockets', 'Bread'];
  writeFileSync(join(dir, 'docs.jsonl'), docs.map((d) => JSON.stringify({ doc_id: d, title: d, file: `docs/${d}.html`, n_words: 10 })).join('\n'));
  writeFileSync(
    join(dir, 'questions.jsonl'),
    [
      { id: '1', doc_id: 'Cats', question: 'How many hours do cats sleep?', answers: ['sixteen hours'], evidence: 'Cats sleep sixteen hours a day.' },
      { id: '2', doc_id: 'Rockets', question: 'What fuel do rockets burn?', answers: ['liquid hydrogen'], evidence: 'Rockets burn liquid hydrogen.' },
      { id: '3', doc_id: 'Bread', question: 'Who invented the toaster?', answers: ['Charles Strite'], evidence: 'Charles Strite invented it.' },
      { id: '4', doc_id: 'Bread', question: 'Is this answerable?', answers: [], evidence: '', answerable: false },
    ]
      .map((q) => JSON.stringify(q))
      .join('\n'),
  );
  const texts: Record<string, string[]> = {
    Cats: ['Cats sleep sixteen hours a day.', 'They purr when content.', 'Kittens open their eyes after a week.'],
    Rockets: ['Rockets burn liquid hydrogen.', 'Engines need oxidiser.', 'Launches happen at dawn.'],
    Bread: ['Bread needs flour and yeast.', 'Dough rises overnight.', 'Ovens bake it at high heat.'],
  };
  const articles: Article[] = docs.map((d) => ({
    url: `https://bench.local/${d}`,
    title: d,
    site: 'bench.local',
    method: 'readability',
    blocks: texts[d]!.map((text) => ({ kind: 'paragraph' as const, text })),
    text: texts[d]!.join('\n\n'),
  }));

  it('skips unanswerable questions and pools the next documents, wrapping around', () => {
    const set = loadQaSet(dir);
    expect(set.questions).toHaveLength(3);
    expect(set.skipped).toBe(1);
    expect(poolFor(set.docs, 'Bread', 2)).toEqual([2, 0]);
    expect(poolFor(set.docs, 'Cats', 12)).toEqual([0, 1, 2]);
  });

  it('scores both pipelines; the question whose answer is nowhere scores 0', () => {
    const set = loadQaSet(dir);
    const result = runBenchmark(set, articles, { pool: 3, budgets: [5, 100], countTokens: words });
    // Two of three answers exist in the pages: recall 2/3 at a budget that holds everything.
    expect(result['ask-tabs']!['100']).toEqual({ answer_recall: 0.6667, evidence_recall: 0.6667, mean_tokens: expect.any(Number), answer_first: 0.6667, reciprocal_place: 0.6667 });
    expect(result.codexity!['100']!.answer_recall).toBe(0.6667);
    for (const pipeline of Object.values(result)) expect(pipeline['5']!.mean_tokens).toBeLessThanOrEqual(5);
    const bread = { ...set, questions: set.questions.filter((q) => q.doc_id === 'Bread') };
    const zero = runBenchmark(bread, articles, { pool: 3, budgets: [100], countTokens: words });
    expect(zero['ask-tabs']!['100']!.answer_recall).toBe(0);
    expect(zero.codexity!['100']!.answer_recall).toBe(0);
  });
});
