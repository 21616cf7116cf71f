/**
 * Citation-check and prompt-budget benchmark (issue 4), on a question set in the format of
 * ../shared/data/qa/* run through the product's extraction and chunking:
 *   npm run bench:citations -- --set ../shared/data/qa/squad-v1.1-dev --json .bench/citations.json
 *
 * 1. Lexical citation check (src/pipeline/cite/check-citations.ts). For each question, the chunk
 *    holding its evidence sentence is the right source and another chunk of the same article that
 *    lacks the answer is a wrong one, and so is its neighbouring chunk when it lacks the answer.
 *    Five stand-ins for an answer sentence: the evidence sentence (a model copying), the question
 *    with its wh-word dropped plus the answer (restating), the evidence in other words
 *    (citations/restate.ts), the restatement with other word forms, and the restatement with the
 *    article's title as its subject. Each marked weak by the rule before issue 19 (text only, every
 *    number a figure: citations/before-issue-19.ts) and by the product's (title and section as
 *    context, names' numbers not figures, synonyms).
 * 2. Prompt budget (src/pipeline/prompt/build-prompt.ts). Prompts for a 4,096-token window filled by
 *    `estimateTokens`, recounted with the real Qwen tokenizer (+8 template tokens a message): how
 *    many would overflow the window less the answer reserve, and the real/estimate ratio.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { isWeakCitation, WEAK_BELOW } from '../src/pipeline/cite/check-citations';
import { chunkArticle } from '../src/pipeline/chunk/chunk-article';
import { buildPrompt, MESSAGE_OVERHEAD } from '../src/pipeline/prompt/build-prompt';
import type { Passage } from '../src/pipeline/select/passage';
import { estimateTokens } from '../src/pipeline/tokens/estimate-tokens';
import { describeProblems, loadArticles } from './retrieval/load-articles';
import { loadQaSet } from './retrieval/qa-set';
import { isWeakBefore } from './citations/before-issue-19';
import { isWeakCitation as isWeakBefore31 } from './citations/before-issue-31/check-citations';
import { inflected, withSynonyms } from './citations/restate';
import { createQwenCounter, TOKENIZER_NAME } from './retrieval/qwen-tokens';
import { ANSWER_NUMBER, chipWeakness, headline, JOINS, judges, LOCALES, wrongNumber, type Source } from './citations/claims';

const { values } = parseArgs({ options: { set: { type: 'string' }, json: { type: 'string' }, limit: { type: 'string' } } });
if (!values.set) {
  console.error('usage: npm run bench:citations -- --set <dir> [--limit N] [--json <file>]');
  process.exit(2);
}
const norm = (s: string) => s.replace(/\s+/gu, ' ').trim().toLowerCase();
const WH = /^(?:what|which|who|whom|whose|when|where|why|how(?: many| much| long| old| far)?|in what|on what|at what)\b\s*/iu;

const set = loadQaSet(values.set);
if (values.limit) set.questions = set.questions.slice(0, Number(values.limit));
const { articles, problems } = loadArticles(set);
for (const line of describeProblems(problems)) console.warn(line);
const chunksByDoc = new Map(set.docs.map((d, i) => [d.doc_id, chunkArticle(articles[i]!)]));
const titleByDoc = new Map(set.docs.map((d, i) => [d.doc_id, articles[i]!.title || d.title]));
const countQwen = createQwenCounter();

const VARIANTS = ['copied', 'restated', 'synonyms', 'inflected', 'subject from title'] as const;
type Variant = (typeof VARIANTS)[number];
const SOURCES = ['right', 'other chunk', 'neighbour'] as const;
type Tally = { n: number; before: number; before31: number; after: number };
const tally = new Map<string, Tally>();
const count = (variant: Variant, source: (typeof SOURCES)[number], before: boolean, before31: boolean, after: boolean) => {
  const key = `${variant}|${source}`;
  const t = tally.get(key) ?? { n: 0, before: 0, before31: 0, after: 0 };
  tally.set(key, { n: t.n + 1, before: t.before + (before ? 1 : 0), before31: t.before31 + (before31 ? 1 : 0), after: t.after + (after ? 1 : 0) });
};
let skipped = 0;
// Issue 31: one-sentence comparisons and localised numbers, before → now (citations/claims.ts).
type Pair = { n: number; before: number; after: number };
const pairTally = new Map<string, Pair>();
const bump = (key: string, before: boolean, after: boolean) => {
  const t = pairTally.get(key) ?? { n: 0, before: 0, after: 0 };
  pairTally.set(key, { n: t.n + 1, before: t.before + (before ? 1 : 0), after: t.after + (after ? 1 : 0) });
};
let previous: { question: string; claim: string; copied: string; right: Source; wrong: Source } | undefined;
let numbered = 0;
const budget = { prompts: 0, overflow: 0, ratios: [] as number[] };

for (const q of set.questions) {
  const chunks = chunksByDoc.get(q.doc_id) ?? [];
  const title = titleByDoc.get(q.doc_id) ?? '';
  const right = chunks.findIndex((c) => norm(c.text).includes(norm(q.evidence)));
  const answers = q.answers.map(norm);
  if (right < 0 || chunks.length < 2) {
    skipped += 1;
    continue;
  }
  let wrong = -1;
  for (let k = 1; k < chunks.length; k += 1) {
    const i = (right + Math.ceil(chunks.length / 2) + k - 1) % chunks.length;
    if (i !== right && !answers.some((a) => norm(chunks[i]!.text).includes(a))) {
      wrong = i;
      break;
    }
  }
  if (wrong < 0) {
    skipped += 1;
    continue;
  }
  // A hard negative too: the neighbouring chunk (same section, same topic) when it lacks the answer.
  const near = [right + 1, right - 1].find((i) => i >= 0 && i < chunks.length && !answers.some((a) => norm(chunks[i]!.text).includes(a)));
  const restated = `${q.question.replace(WH, '').replace(/\?\s*$/u, '')} ${q.answers[0] ?? ''}`;
  const claims: Array<[Variant, string | undefined]> = [
    ['copied', q.evidence],
    ['restated', restated],
    ['synonyms', withSynonyms(q.evidence)],
    ['inflected', inflected(restated)],
    ['subject from title', `${title.replace(/_/gu, ' ')}: ${restated}`],
  ];
  const sources: Array<[(typeof SOURCES)[number], number | undefined]> = [['right', right], ['other chunk', wrong], ['neighbour', near]];
  for (const [variant, claim] of claims) {
    if (claim === undefined) continue;
    for (const [name, i] of sources) {
      if (i === undefined) continue;
      const chunk = chunks[i]!;
      const context = [title, ...chunk.headings].join('\n');
      count(variant, name, isWeakBefore(claim, chunk.text), isWeakBefore31(claim, { text: chunk.text, context }), isWeakCitation(claim, { text: chunk.text, context }, q.question));
    }
  }
  // One-sentence comparisons: this question's fact joined with the previous question's.
  const asSource = (i: number, id: number): Source => ({ id, text: chunks[i]!.text, context: [title, ...chunks[i]!.headings].join('\n') });
  const mine = { question: q.question, claim: restated, copied: q.evidence, right: asSource(right, 1), wrong: asSource(wrong, 1) };
  if (previous) {
    const first = previous;
    for (const [join, write] of JOINS) {
      for (const [variant, a, b] of [['restated', first.claim, mine.claim], ['copied', first.copied, mine.copied]] as const) {
        const answer = write(a, b);
        const rightSources = [{ ...first.right, id: 1 }, { ...mine.right, id: 2 }];
        const wrongSources = [{ ...first.right, id: 1 }, { ...mine.wrong, id: 2 }];
        // The question a comparison answers asks about both facts.
        const asked = `${first.question} ${mine.question}`;
        const [rb, rn] = [judges.before(answer, rightSources, asked), judges.now(answer, rightSources, asked)];
        const [wb, wn] = [judges.before(answer, wrongSources, asked), judges.now(answer, wrongSources, asked)];
        for (const g of [0, 1]) bump(`join|${join}|${variant}|right chip weak`, chipWeakness(rb).get(g) ?? true, chipWeakness(rn).get(g) ?? true);
        bump(`join|${join}|${variant}|headline on right`, headline(rb), headline(rn));
        bump(`join|${join}|${variant}|wrong chip caught`, chipWeakness(wb).get(1) ?? true, chipWeakness(wn).get(1) ?? true);
        bump(`join|${join}|${variant}|right chip beside a wrong one weak`, chipWeakness(wb).get(0) ?? true, chipWeakness(wn).get(0) ?? true);
      }
    }
  }
  previous = mine;
  // Localised numbers: the restated fact with its answer's number as German, French, Japanese write it.
  const written = ANSWER_NUMBER.exec(q.answers[0] ?? '')?.[0];
  if (written && restated.includes(written) && chunks[right]!.text.includes(written)) {
    numbered += 1;
    const source = [asSource(right, 1)];
    const wrongClaim = restated.replace(written, wrongNumber(written));
    for (const [locale, format] of [['en (as written)', (n: string) => n], ...LOCALES] as const) {
      const answer = `${restated.replace(written, format(written))} [1].`;
      const wrongAnswer = `${wrongClaim.replace(wrongNumber(written), format(wrongNumber(written)))} [1].`;
      bump(`number|${locale}|right marked weak`, judges.before(answer, source, q.question)[0]?.weak ?? true, judges.now(answer, source, q.question)[0]?.weak ?? true);
      bump(`number|${locale}|wrong figure caught`, judges.before(wrongAnswer, source, q.question)[0]?.weak ?? true, judges.now(wrongAnswer, source, q.question)[0]?.weak ?? true);
    }
  }
  // Budget: fill a 4,096 window with this article's chunks from the right one on.
  if (budget.prompts < 1000) {
    const source = { tabId: 1, url: `https://bench.local/${q.doc_id}`, title: q.doc_id, site: 'bench.local' };
    const passages: Passage[] = [...chunks.slice(right), ...chunks.slice(0, right)]
      .slice(0, 40)
      .map((chunk) => ({ source, chunk, score: 1, tokens: estimateTokens(chunk.text) }));
    const { messages, report } = buildPrompt({ question: q.question, passages }, { contextWindow: 4096, countTokens: estimateTokens });
    const real = messages.reduce((sum, m) => sum + countQwen(m.content) + MESSAGE_OVERHEAD, 0);
    budget.prompts += 1;
    budget.ratios.push(real / report.promptTokens);
    if (real + report.answerReserve > 4096) budget.overflow += 1;
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const rows = VARIANTS.map((variant) => {
  const cells = Object.fromEntries(
    SOURCES.map((source) => {
      const t = tally.get(`${variant}|${source}`) ?? { n: 0, before: 0, before31: 0, after: 0 };
      return [source, { n: t.n, before: t.before / Math.max(1, t.n), before31: t.before31 / Math.max(1, t.n), after: t.after / Math.max(1, t.n) }];
    }),
  );
  return { variant, ...cells } as { variant: Variant } & Record<(typeof SOURCES)[number], { n: number; before: number; before31: number; after: number }>;
});
console.log(`${set.name}: ${rows[0]!.right.n} questions scored (${skipped} skipped: evidence not inside one chunk, or no wrong chunk)`);
console.log('Marked weak, before issue 19 → before issue 31 → now (right: false alarms; other chunk and neighbour: wrong citations caught)');
console.log('| answer sentence | n | right marked weak | other chunk marked weak | neighbour marked weak |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  const cell = (c: { before: number; before31: number; after: number }) => `${pct(c.before)} → ${pct(c.before31)} → ${pct(c.after)}`;
  console.log(`| ${r.variant} | ${r.right.n} | ${cell(r.right)} | ${cell(r['other chunk'])} | ${cell(r.neighbour)} |`);
}
const pairCell = (key: string) => {
  const t = pairTally.get(key) ?? { n: 0, before: 0, after: 0 };
  return { n: t.n, before: t.before / Math.max(1, t.n), after: t.after / Math.max(1, t.n) };
};
const arrow = (c: { before: number; after: number }) => `${pct(c.before)} → ${pct(c.after)}`;
const COMPARISON_COLUMNS = ['right chip weak', 'headline on right', 'wrong chip caught', 'right chip beside a wrong one weak'] as const;
const comparisons = JOINS.flatMap(([join]) =>
  (['restated', 'copied'] as const).map((variant) => ({ join, variant, ...Object.fromEntries(COMPARISON_COLUMNS.map((c) => [c, pairCell(`join|${join}|${variant}|${c}`)])) })),
);
console.log(`\nOne-sentence comparisons (issue 31), before → now: two facts of consecutive questions, each cited, in one sentence (${pairCell(`join|${JOINS[0]![0]}|restated|headline on right`).n} pairs)`);
console.log(`| joined as | facts | ${COMPARISON_COLUMNS.join(' | ')} |`);
console.log(`| --- | --- | ${COMPARISON_COLUMNS.map(() => '---:').join(' | ')} |`);
for (const row of comparisons) console.log(`| ${row.join} | ${row.variant} | ${COMPARISON_COLUMNS.map((c) => arrow((row as unknown as Record<string, { before: number; after: number }>)[c]!)).join(' | ')} |`);
const NUMBER_COLUMNS = ['right marked weak', 'wrong figure caught'] as const;
const numbers = [['en (as written)'], ...LOCALES].map(([locale]) => ({ locale: locale!, ...Object.fromEntries(NUMBER_COLUMNS.map((c) => [c, pairCell(`number|${locale}|${c}`)])) }));
console.log(`\nLocalised numbers (issue 31), before → now: ${numbered} restated facts whose answer is a number the passage holds, the number as each language writes it`);
console.log(`| written as | ${NUMBER_COLUMNS.join(' | ')} |`);
console.log(`| --- | ${NUMBER_COLUMNS.map(() => '---:').join(' | ')} |`);
for (const row of numbers) console.log(`| ${row.locale} | ${NUMBER_COLUMNS.map((c) => arrow((row as unknown as Record<string, { before: number; after: number }>)[c]!)).join(' | ')} |`);
const sorted = [...budget.ratios].sort((a, b) => a - b);
const quantile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const budgetResult = {
  prompts: budget.prompts,
  overflow: budget.overflow,
  realOverEstimate: { median: quantile(0.5), p95: quantile(0.95), max: sorted.at(-1) ?? 0 },
};
console.log(
  `prompt budget (4,096 window, ${TOKENIZER_NAME}): ${budget.overflow} of ${budget.prompts} prompts overflow; real/estimate median ${budgetResult.realOverEstimate.median.toFixed(3)}, p95 ${budgetResult.realOverEstimate.p95.toFixed(3)}, max ${budgetResult.realOverEstimate.max.toFixed(3)}`,
);
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify({ set: set.name, tokenizer: TOKENIZER_NAME, skipped, rule: `overlap < ${WEAK_BELOW} or a figure missing`, rows, comparisons, numbers, budget: budgetResult }, null, 2)}\n`);
}
