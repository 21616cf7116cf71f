/**
 * Follow-up benchmark (issue 30): a question, then a follow-up that leans on it ("Is it open on
 * Sunday?"), over 5–7 real wcxb-dev pages (bench/followups/cases.json; one answers both turns, the
 * rest are unrelated tabs). Both turns go through the worker's `selectForQuestion` as the product
 * sends them (default window, prompt-block costs, no `fillBudget`). Per split: how many passages
 * from unrelated pages each request sends (median) and whether the answering passage comes first.
 * The follow-up runs three ways: `before`, as it was retrieved until issue 30 (alone, the earlier
 * answer's citation appended); `passages only` (no model: the earlier turn's first passage's tab);
 * `cited` (a model cited the earlier turn's answering passage, which is carried).
 *   npm run bench:followups -- --data ../shared/data/extraction/wcxb-dev --json .bench/followups.json
 * Where the answering passage sits (continuous, where "first" saturates or says nothing): its place in
 * the sent order and in the answering page's own passages, in what the product sends and in one deep
 * selection (--rank-budget estimated tokens, so the order runs past the window).
 * Options: --cases bench/followups/cases.json  --split dev|test|fresh (default all)  --rank-budget 16000
 * With a model (`--model-url http://127.0.0.1:8080/v1 --model <name>`, any OpenAI-compatible server): both
 * turns go the panel's whole way, the model's search words asked for when `wantsRewrite` says so
 * (bench/rewrite/select-with-rewrite.ts); the rewrites are printed and kept in the JSON.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { chunkArticle } from '../src/pipeline/chunk/chunk-article';
import type { EarlierTurn } from '../src/pipeline/follow-up/earlier-turn';
import { createTabIndex, type TabIndex } from '../src/pipeline/rank/tab-index';
import type { Passage, SourceInfo } from '../src/pipeline/select/passage';
import { selectForQuestion } from '../src/pipeline/select/select-for-question';
import { answerRank, summariseRanks } from './compare/answer-rank';
import { loadPages } from './compare/load-pages';
import { promptSourceCost } from '../src/pipeline/prompt/source-tokens';
import { answerInPage, type FollowCase, median, scoreTurn, splitsIn, type TurnScore } from './followups/score-followups';
import { serverModel } from './rewrite/server-model';
import { selectWithRewrite } from './rewrite/select-with-rewrite';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    cases: { type: 'string', default: 'bench/followups/cases.json' },
    split: { type: 'string' },
    json: { type: 'string' },
    cache: { type: 'string' },
    'rank-budget': { type: 'string', default: '16000' },
    'model-url': { type: 'string' },
    model: { type: 'string', default: '' },
    'rewrite-timeout-ms': { type: 'string' },
  },
});
const model = values['model-url'] ? serverModel({ baseUrl: values['model-url'], model: values.model }) : undefined;
const rewriteTimeout = values['rewrite-timeout-ms'] ? Number(values['rewrite-timeout-ms']) : undefined;
if (!values.data) {
  console.error('usage: npm run bench:followups -- --data <wcxb-dev or scrapinghub folder> [--split dev|test|fresh] [--cases file] --json <file>');
  process.exit(2);
}
const cases = (JSON.parse(readFileSync(values.cases, 'utf8')) as { cases: FollowCase[] }).cases.filter((c) => !values.split || c.split === values.split);
// --cache .bench/pages keeps what was read (iterating on ranking only; figures are run without it).
const articles = loadPages(values.data, cases.flatMap((c) => [c.page, ...c.unrelated]), values.cache);
const tabs = new Map<string, { source: SourceInfo; index: TabIndex }>();
[...articles].forEach(([id, { article }], i) => {
  tabs.set(id, { source: { tabId: i + 1, url: article.url, title: article.title, site: article.site }, index: createTabIndex(chunkArticle(article), article.title) });
});
const pageOf = new Map([...tabs].map(([id, t]) => [t.source.tabId, id]));
// A passage reaches the model with its section (format-source.ts).
const withSection = (c: { text: string; headings: string[] }) => `${c.headings.join(' > ')}\n${c.text}`;
const sent = (passages: readonly Passage[]) => passages.map((p) => ({ page: pageOf.get(p.source.tabId)!, text: withSection(p.chunk) }));
const pageText = (id: string) => tabs.get(id)!.index.chunks.map(withSection).join('\n');
const rankBudget = Number(values['rank-budget']);
const costed = (passages: readonly Passage[]) => passages.map((p) => ({ page: pageOf.get(p.source.tabId)!, text: withSection(p.chunk), cost: promptSourceCost(p) }));
/** Where the answering passage sits: in what was sent, and in a deep selection of the same request. */
const placeOf = (page: string, answers: readonly string[], passages: readonly Passage[], deep: readonly Passage[]) => ({
  sent: answerRank(page, (t) => answerInPage(t, answers), costed(passages)),
  deep: answerRank(page, (t) => answerInPage(t, answers), costed(deep)),
});
const carry = (p: Passage) => ({ tabId: p.source.tabId, url: p.source.url, index: p.chunk.index, text: p.chunk.text });

async function scoreCase(c: FollowCase) {
  // The answering page among the unrelated ones, as tabs open in a window.
  const order = [...c.unrelated.slice(0, 2), c.page, ...c.unrelated.slice(2)];
  const scope = order.map((id) => tabs.get(id)!);
  const missing = [answerInPage(pageText(c.page), c.first.answers) ? '' : 'first', answerInPage(pageText(c.page), c.follow.answers) ? '' : 'follow'].filter(Boolean);
  const asked = await selectWithRewrite(scope, c.first.question, {}, model, rewriteTimeout);
  const first = asked.context;
  const firstWords = asked.rewrite ? { extraQueries: [asked.rewrite] } : {};
  const firstScore = scoreTurn(c.page, c.first.answers, sent(first.passages));
  // A model citing the answering passage (or, if none was sent, the first).
  const cited = first.passages.find((p) => scoreTurn(c.page, c.first.answers, sent([p])).answerSent) ?? first.passages[0];
  const alone = selectForQuestion(scope, c.follow.question);
  const appended = cited && !alone.passages.some((p) => p.source.tabId === cited.source.tabId && p.chunk.index === cited.chunk.index) ? [...alone.passages, cited] : alone.passages;
  const passagesOnly: EarlierTurn = { question: c.first.question, tabIds: first.matched && first.passages[0] ? [first.passages[0].source.tabId] : [], carried: [] };
  const withCitation: EarlierTurn = { question: c.first.question, tabIds: cited ? [cited.source.tabId] : [], carried: cited ? [carry(cited)] : [] };
  const followAsked = await selectWithRewrite(scope, c.follow.question, { earlier: withCitation }, model, rewriteTimeout);
  const followCited = followAsked.context;
  const followWords = followAsked.rewrite ? { extraQueries: [followAsked.rewrite] } : {};
  const deep = { budget: rankBudget, fillBudget: true };
  const place = {
    first: placeOf(c.page, c.first.answers, first.passages, selectForQuestion(scope, c.first.question, { ...deep, ...firstWords }).passages),
    follow: placeOf(c.page, c.follow.answers, followCited.passages, selectForQuestion(scope, c.follow.question, { ...deep, ...followWords, earlier: withCitation }).passages),
  };
  const follow = {
    before: scoreTurn(c.page, c.follow.answers, sent(appended)),
    passagesOnly: scoreTurn(c.page, c.follow.answers, sent(selectForQuestion(scope, c.follow.question, { earlier: passagesOnly }).passages)),
    cited: scoreTurn(c.page, c.follow.answers, sent(followCited.passages)),
  };
  const rewrites = model ? { first: asked.rewrite ?? null, follow: followAsked.rewrite ?? null } : undefined;
  return { id: c.id, split: c.split, lang: c.lang, tabs: scope.length, missing, first: firstScore, follow, place, ...(rewrites ? { rewrites } : {}) };
}
// One case at a time: a model server answers one rewrite at a time anyway.
const rows: Array<Awaited<ReturnType<typeof scoreCase>>> = [];
for (const c of cases) rows.push(await scoreCase(c));

const finite = (n: number) => (Number.isFinite(n) ? n : null);
const share = (xs: readonly boolean[]) => xs.filter(Boolean).length / Math.max(1, xs.length);
function summarise(split: string) {
  const at = rows.filter((r) => r.split === split);
  const turn = (pick: (r: (typeof rows)[number]) => TurnScore) => ({
    answer_first: share(at.map((r) => pick(r).answerFirst)),
    answer_sent: share(at.map((r) => pick(r).answerSent)),
    unrelated_median: median(at.map((r) => pick(r).unrelated)),
    passages_median: median(at.map((r) => pick(r).passages)),
  });
  return {
    split,
    cases: at.length,
    answer_not_in_page: at.filter((r) => r.missing.length > 0).length,
    first: turn((r) => r.first),
    follow_before: turn((r) => r.follow.before),
    follow_passages_only: turn((r) => r.follow.passagesOnly),
    follow_cited: turn((r) => r.follow.cited),
    fact_answer_first: share(at.flatMap((r) => [r.first.answerFirst, r.follow.cited.answerFirst])),
    // Both turns (the follow-up cited): the answering passage's place in the whole sent order.
    place_sent: summariseRanks(at.flatMap((r) => [r.place.first.sent.position, r.place.follow.sent.position])),
    place_deep: summariseRanks(at.flatMap((r) => [r.place.first.deep.position, r.place.follow.deep.position])),
    rank_in_page_deep: summariseRanks(at.flatMap((r) => [r.place.first.deep.rank, r.place.follow.deep.rank])),
    estimated_tokens_before_deep_median: finite(median(at.flatMap((r) => [r.place.first.deep.sentBefore, r.place.follow.deep.sentBefore]).map((n) => n ?? Number.POSITIVE_INFINITY))),
  };
}
const summary = splitsIn(rows).map(summarise);

console.log(`${rows.length} follow-up cases over the pages of --data, the product's default window (prompt-block costs)`);
console.log('| split | cases | request | answer first | answer sent | unrelated passages (median) | passages (median) |');
console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
for (const s of summary) {
  for (const [name, t] of [['first question', s.first], ['follow-up, before', s.follow_before], ['follow-up, passages only', s.follow_passages_only], ['follow-up, cited', s.follow_cited]] as const) {
    console.log(`| ${s.split} | ${s.cases} | ${name} | ${t.answer_first.toFixed(2)} | ${t.answer_sent.toFixed(2)} | ${t.unrelated_median} | ${t.passages_median} |`);
  }
}
console.log('| split | order | answering passage: mean reciprocal place | first | median place | not in the order |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const s of summary) {
  for (const [name, r] of [['sent (whole order)', s.place_sent], [`deep ${rankBudget} (whole order)`, s.place_deep], [`deep ${rankBudget} (its page's passages)`, s.rank_in_page_deep]] as const) {
    console.log(`| ${s.split} | ${name} | ${r.mrr.toFixed(3)} | ${r.at_rank_1.toFixed(2)} | ${r.median_rank ?? '-'} | ${r.missing} |`);
  }
}
for (const s of summary) console.log(`${s.split}: answering passage first in ${s.fact_answer_first.toFixed(2)} of fact requests (both turns, cited); ${s.answer_not_in_page} case(s) whose answer the extracted text lacks (counted as misses)`);
for (const r of rows) {
  const f = r.follow.cited;
  if (r.missing.length || !r.first.answerFirst || !f.answerFirst || f.unrelated > 2) {
    const at = (p: (typeof r.place)['first']) => `place ${p.deep.position ?? '-'}, ${p.deep.rank ?? '-'} in page`;
    console.log(`${r.split} ${r.id}${r.missing.length ? ` (answer not in page: ${r.missing.join(', ')})` : ''}: first ${r.first.answerFirst ? 'first' : r.first.answerSent ? 'sent' : 'missed'} +${r.first.unrelated} (${at(r.place.first)}); follow-up ${f.answerFirst ? 'first' : f.answerSent ? 'sent' : 'missed'} +${f.unrelated} (${at(r.place.follow)}) (before +${r.follow.before.unrelated})`);
  }
}
if (model) {
  const asked = rows.flatMap((r) => (r.rewrites ? [r.rewrites.first, r.rewrites.follow] : []));
  console.log(`model ${values.model} at ${values['model-url']}: search words asked for and used in ${asked.filter(Boolean).length} of ${asked.length} requests`);
  for (const r of rows) if (r.rewrites?.first || r.rewrites?.follow) console.log(`${r.id}: ${JSON.stringify(r.rewrites)}`);
}
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify({ summary, cases: rows, ...(model ? { model: { url: values['model-url'], name: values.model } } : {}) }, null, 2)}\n`);
}
