import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface QaDoc {
  doc_id: string;
  title: string;
  file: string;
  n_words: number;
}

export interface QaQuestion {
  id: string;
  doc_id: string;
  question: string;
  answers: string[];
  evidence: string;
  answerable?: boolean;
}

export interface QaSet {
  name: string;
  dir: string;
  docs: QaDoc[];
  /** Answerable questions only (`"answerable": false` ones are skipped). */
  questions: QaQuestion[];
  skipped: number;
}

const jsonl = <T>(path: string): T[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);

/** A question set in the format of ../shared/data/qa/* (docs.jsonl, docs/, questions.jsonl). */
export function loadQaSet(dir: string): QaSet {
  const docs = jsonl<QaDoc>(join(dir, 'docs.jsonl'));
  const all = jsonl<QaQuestion>(join(dir, 'questions.jsonl'));
  const questions = all.filter((q) => q.answerable !== false);
  const name = dir.replace(/\/+$/, '').split('/').pop() ?? dir;
  return { name, dir, docs, questions, skipped: all.length - questions.length };
}

/** The question's own document and the next `pool − 1` in docs.jsonl order, wrapping around. */
export function poolFor(docs: QaDoc[], docId: string, pool: number): number[] {
  const own = docs.findIndex((d) => d.doc_id === docId);
  if (own < 0) throw new Error(`question for unknown doc ${docId}`);
  const size = Math.min(pool, docs.length);
  return Array.from({ length: size }, (_, k) => (own + k) % docs.length);
}
