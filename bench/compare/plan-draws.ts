import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { heldOutPages } from '../extraction/snippet-survival';
import { drawDistractors, groupPages } from './draw-distractors';
import { readQuestions } from './read-questions';
import { savedUrl } from './saved-url';
import type { ComparisonQuestion } from './score-comparison';

/**
 * The drawn unrelated tabs of each question (`--distractors K`), read from the set's files: pages
 * of the extraction set (`data`) that have an address (a tab needs one), never a page compared by a
 * held-out case of `heldOutCases` (compare-peer's cases.jsonl, required: a held-out page drawn beside
 * a development question would be printed), nor one compared by the question's group: compare-peer's
 * groups.json beside its cases, or, for a set without groups (the own set, whose questions share
 * pages), every page the set compares.
 */
export function planDraws(options: { data: string; questionsPath: string; heldOutCases: string; questions: readonly ComparisonQuestion[]; k: number; seed: number }): Map<string, string[][]> {
  const { data, questionsPath, questions, k, seed } = options;
  if (!existsSync(options.heldOutCases)) throw new Error(`--distractors needs the held-out cases (${options.heldOutCases}), so that their pages are never drawn`);
  const heldOut = heldOutPages(options.heldOutCases);
  const all = readQuestions(questionsPath);
  const groupsPath = join(dirname(questionsPath), 'groups.json');
  const ofGroup = questionsPath.endsWith('.jsonl')
    ? groupPages(all, (JSON.parse(readFileSync(groupsPath, 'utf8')) as { groups: Record<string, string> }).groups)
    : () => new Set(all.flatMap((q) => q.compared.map((c) => c.page)));
  const hasUrl = (id: string) => Boolean(savedUrl(data, id));
  const pages = readdirSync(join(data, 'html'))
    .map((f) => f.replace(/\.html\.gz$/u, ''))
    .filter(hasUrl);
  return new Map(
    questions.map((q) => [q.id, drawDistractors({ pages, heldOut, group: new Set([...ofGroup(q.id), ...q.compared.map((c) => c.page)]), count: q.unrelated.length, draws: k, seed, key: q.id })]),
  );
}
