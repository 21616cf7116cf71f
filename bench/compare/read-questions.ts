import { readFileSync } from 'node:fs';
import type { ComparisonQuestion } from './score-comparison';

/**
 * The benchmark's questions: this folder's `questions.json` (`{ questions: [...] }`) or a
 * `cases.jsonl` in the compare-peer format (one case a line, with `split: dev | test`).
 */
export function readQuestions(path: string): ComparisonQuestion[] {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.jsonl')) {
    return text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as ComparisonQuestion);
  }
  return (JSON.parse(text) as { questions: ComparisonQuestion[] }).questions;
}
