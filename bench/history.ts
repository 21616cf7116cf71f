/**
 * bench:history — the kept conversations at scale (issue 32): 2,000 conversations of 3 turns each.
 * Measures the real history module (src/history: Dexie, the summaries, MiniSearch) over fake-indexeddb
 * in Node (an in-memory IndexedDB written in JavaScript: no browser here; a real browser's IndexedDB is
 * native code), for the steps the panel takes:
 * - open the list: read the first page of summaries, newest first, and group it by day;
 * - save a turn: write a conversation with its new turn (the record, its summary and search text);
 * - a panel's first search: the index loaded from the database (stored by an earlier panel) and caught up,
 *   beside building it (the first panel ever, or a panel before the index was stored: the figure before);
 * - search per keystroke as the panel does it (src/history/history-search.ts: the index, then what the shown
 *   results show, read once), beside reading the shown results again at each keystroke (the path before);
 * - a save: the conversation written, then the index caught up with it.
 * Limits: list ≤ 100 ms, search ≤ 50 ms a keystroke, save ≤ 20 ms. Prints a table; writes JSON (--json).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { memoryHistory } from '../tests/support/memory-history';
import { seededRandom } from '../tests/support/seeded-random';
import type { KeptConversation } from '../src/history/kept-conversation';
import type { KeptTurn } from '../src/history/kept-turn';
import { createHistorySearch } from '../src/history/history-search';
import { createSearchIndex } from '../src/history/search-index';
import { dayGroups } from '../src/sidepanel/history/day-groups';
import { PAGE_SIZE } from '../src/sidepanel/history/use-history-list';

const { values } = parseArgs({ options: { json: { type: 'string', default: '.output/bench/history.json' }, conversations: { type: 'string', default: '2000' } } });
const COUNT = Number(values.conversations);
const TURNS = 3;
const LIMITS = { list: 100, search: 50, save: 20 };

const random = seededRandom(32);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const LATIN = 'battery laptop screen weight hours review keyboard price bees honey pollen volcano eruption lava river bridge history museum engine model answer passage question summary tab page article test data speed memory network server city train travel weather recipe garden music film'.split(' ');
const CJK = '東京 大学 研究 電池 時間 画面 重量 蜂蜜 花粉 火山 噴火 歴史 博物館 列車 旅行 天気 料理 音楽 映画'.split(' ');
// Text has a long tail of rare words (Zipf): 20,000 made-up words beside the common ones, so posting lists are as uneven as in real pages.
const SYLLABLES = 'ka lo mi ne ru sa to vi ze pa do fe gu hi ja ko li mu no pe'.split(' ');
const RARE = Array.from({ length: 20_000 }, (_, i) => SYLLABLES[i % 20]! + SYLLABLES[Math.floor(i / 20) % 20]! + SYLLABLES[Math.floor(i / 400) % 20]! + (i >= 8000 ? SYLLABLES[Math.floor(i / 8000)]! : ''));
const zipf = () => RARE[Math.min(RARE.length - 1, Math.floor(Math.exp(random() * Math.log(RARE.length))) - 1)]!;
const word = () => {
  const r = random();
  return r < 0.05 ? pick(CJK) : r < 0.25 ? pick(LATIN) : zipf();
};
const words = (n: number) => Array.from({ length: n }, word).join(' ');

function turn(at: number, tab: number): KeptTurn {
  const passages = Array.from({ length: 8 }, (_, i) => {
    const text = `${words(90)}.`;
    return { source: { tabId: tab + i, url: `https://site${tab + i}.test/page`, title: `Page ${words(4)}`, site: `site${tab + i}.test` }, chunk: { index: i, text, headings: [words(3)], locator: { exact: text, prefix: '', suffix: '' } }, score: 1, tokens: 120 };
  });
  return {
    question: `${words(8)}?`,
    passages,
    text: `${words(40)} [1]. ${words(30)} [2][3].`,
    status: 'done',
    model: { name: { of: 'server', model: 'llama3.2', host: '127.0.0.1:11434' }, kind: 'openai', sendsTextOffDevice: true },
    report: { sent: passages.map((p, i) => ({ id: i + 1, tokens: p.tokens })), leftOut: [], promptTokens: 1200, sourceBudget: 1000, answerReserve: 300, historyTurnsKept: 0, historyTurnsDropped: 0 },
    at,
  };
}

const start = Date.now() - COUNT * 3_600_000;
const conversations: KeptConversation[] = Array.from({ length: COUNT }, (_, i) => {
  const at = start + i * 3_600_000;
  return { id: `bench-${i}`, createdAt: at, updatedAt: at + 120_000, turns: Array.from({ length: TURNS }, (_, t) => turn(at + t * 60_000, i * 10)) };
});

const time = async <T>(work: () => Promise<T> | T): Promise<[number, T]> => {
  const t0 = performance.now();
  const value = await work();
  return [performance.now() - t0, value];
};
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

const { history } = memoryHistory();
const [fillMs] = await time(() => history.merge(conversations));
process.stderr.write(`filled ${COUNT} conversations in ${(fillMs / 1000).toFixed(1)} s\n`);

// Open the list: the first page (PAGE_SIZE + 1 to know if there is more), grouped by day; 20 times.
const listMs: number[] = [];
for (let i = 0; i < 20; i++) listMs.push((await time(async () => dayGroups(await history.list(0, PAGE_SIZE + 1), (s) => s.updatedAt)))[0]);

// A panel's first search, before: the index built from every conversation's search text (and then stored).
const first = createHistorySearch(history, { storeAfterMs: 60_000 });
const [builtMs] = await time(() => first.prepare());
const [storeMs] = await time(() => first.flush());
first.close();
const buildMs = builtMs + storeMs;
process.stderr.write(`index built and stored in ${buildMs.toFixed(0)} ms\n`);
// After: a panel opened later loads the stored index and catches up (5 times, a new panel each).
const loadMs: number[] = [];
for (let i = 0; i < 5; i++) {
  const panel = createHistorySearch(history);
  loadMs.push((await time(() => panel.prepare()))[0]);
  panel.close();
}
const search = createHistorySearch(history, { storeAfterMs: 60_000 });
await search.prepare();

// Search as you type: each keystroke of these queries, as the panel does it, and as it did before (the shown results read again each time).
const QUERIES = ['battery hours', 'volcano eruption', 'pollen', '東京大学', '博物館', 'xylophone'];
const keystrokeMs: number[] = [];
const keystrokeBeforeMs: number[] = [];
const index = createSearchIndex((await history.storedIndex())!);
for (let round = 0; round < 2; round++) {
  for (const query of QUERIES) {
    for (let n = 1; n <= query.length; n++) {
      const typed = query.slice(0, n);
      keystrokeMs.push((await time(() => search.search(typed)))[0]);
      keystrokeBeforeMs.push(
        (
          await time(async () => {
            const ids = index.search(typed).slice(0, 30).map((h) => h.id);
            await Promise.all([history.summaries(ids), history.searchTexts(ids)]);
          })
        )[0],
      );
    }
  }
}

// Save a turn: a conversation gains a turn (written whole, with its summary and search text), and the next search catches the index up; 50 times.
const saveMs: number[] = [];
const indexMs: number[] = [];
for (let i = 0; i < 50; i++) {
  const base = conversations[COUNT - 1 - i]!;
  const next = { ...base, updatedAt: Date.now() + i, turns: [...base.turns.slice(0, TURNS - 1), turn(Date.now(), i)] };
  saveMs.push((await time(() => history.save(next)))[0]);
  await new Promise((resolve) => setTimeout(resolve, 0)); // the change event
  indexMs.push((await time(() => search.prepare()))[0]);
}
search.close();

const rows = [
  { step: `open the list (first ${PAGE_SIZE} of ${COUNT}, by day)`, median: quantile(listMs, 0.5), p95: quantile(listMs, 0.95), max: Math.max(...listMs), limit: LIMITS.list },
  { step: `search, per keystroke (${keystrokeMs.length} keystrokes)`, median: quantile(keystrokeMs, 0.5), p95: quantile(keystrokeMs, 0.95), max: Math.max(...keystrokeMs), limit: LIMITS.search },
  { step: 'search, per keystroke, before (results read each time)', median: quantile(keystrokeBeforeMs, 0.5), p95: quantile(keystrokeBeforeMs, 0.95), max: Math.max(...keystrokeBeforeMs), limit: undefined },
  { step: 'save a turn (a 3-turn conversation, whole)', median: quantile(saveMs, 0.5), p95: quantile(saveMs, 0.95), max: Math.max(...saveMs), limit: LIMITS.save },
  { step: 'the index catches up after a save', median: quantile(indexMs, 0.5), p95: quantile(indexMs, 0.95), max: Math.max(...indexMs), limit: undefined },
  { step: `a panel's first search: load the stored index (${COUNT * TURNS} turns)`, median: quantile(loadMs, 0.5), p95: quantile(loadMs, 0.95), max: Math.max(...loadMs), limit: undefined },
  { step: `a panel's first search, before: build the index (and store it)`, median: buildMs, p95: buildMs, max: buildMs, limit: undefined },
  { step: '… of which storing it (written as JSON, put in the database)', median: storeMs, p95: storeMs, max: storeMs, limit: undefined },
];
console.log(`bench:history — ${COUNT} conversations × ${TURNS} turns, fake-indexeddb in Node ${process.version} (ms)`);
console.log('step | median | p95 | max | limit | within');
for (const r of rows) {
  console.log([r.step, r.median.toFixed(1), r.p95.toFixed(1), r.max.toFixed(1), r.limit ?? '—', r.limit === undefined ? '—' : r.p95 <= r.limit ? 'yes' : 'NO'].join(' | '));
}
mkdirSync(dirname(values.json), { recursive: true });
writeFileSync(values.json, `${JSON.stringify({ conversations: COUNT, turns: TURNS, indexedDb: 'fake-indexeddb (Node)', node: process.version, rows, samples: { listMs, keystrokeMs, keystrokeBeforeMs, loadMs, saveMs, indexMs } }, null, 2)}\n`);
console.log(`JSON: ${values.json}`);
