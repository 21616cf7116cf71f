/**
 * Many tabs, the relevant ones (issue 33): 40 real pages open as tabs, a question whose answer sits
 * in 1–3 of them, and "All tabs". Does `chooseTabs` (src/pipeline/choose/choose-tabs.ts) read the
 * answering tabs, how many does it read, and what does it cost beside today's "all tabs"?
 *   npm run bench:many-tabs -- --qa ../shared/data/qa --wcxb ../shared/data/extraction/wcxb-dev --json .bench/many-tabs.json
 * Questions (none written here): squad-v1.1-dev and paraphrase-dev (answer in one page; the window is
 * that page and 39 others of the two sets) and compare-peer (2–3 compared pages, its 4 unrelated tabs,
 * filled to 40 with pages of other groups). Splits: compare-peer's own; the others by question id.
 * Indexed: every tab read (the panel reads "All tabs" ahead of the question); cold: none read yet,
 * chosen by title and URL. Options: --per-set 100 (questions per split from each QA set), --sets (a subset of
 * squad-v1.1-dev,paraphrase-dev,compare-peer; the QA windows draw from the QA sets named).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { chooseTabs } from '../src/pipeline/choose/choose-tabs';
import { selectForQuestion } from '../src/pipeline/select/select-for-question';
import { tabCandidates } from '../src/pipeline/choose/tab-candidate';
import { median } from './compare/score-comparison';
import { type BenchTab, readQaDocs, readWcxbPages } from './many-tabs/load-tabs';

const { values } = parseArgs({
  options: {
    qa: { type: 'string' },
    wcxb: { type: 'string' },
    json: { type: 'string' },
    'per-set': { type: 'string', default: '100' },
    window: { type: 'string', default: '40' },
    sets: { type: 'string', default: 'squad-v1.1-dev,paraphrase-dev,compare-peer' },
  },
});
if (!values.qa || !values.wcxb) {
  console.error('usage: npm run bench:many-tabs -- --qa <../shared/data/qa> --wcxb <wcxb-dev folder> [--per-set 100] --json <file>');
  process.exit(2);
}
const WINDOW = Number(values.window);
const PER_SET = Number(values['per-set']);
/** The worker reads this many pages at once (src/background/prepare-tab.ts PARALLEL_READS). */
const PARALLEL_READS = 4;

const hash = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);
const jsonl = <T>(path: string): T[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
/** A fixed order of `items` for this seed (no Math.random: reruns give the same windows). */
const shuffled = <T>(items: readonly T[], seed: string, key: (t: T) => string) => [...items].sort((a, b) => hash(seed + key(a)) - hash(seed + key(b)));

interface Case {
  id: string;
  set: string;
  split: 'dev' | 'test';
  question: string;
  answering: string[];
  window: BenchTab[];
}

const sets = values.sets.split(',');
const t0 = performance.now();
const squad = sets.includes('squad-v1.1-dev') ? readQaDocs(join(values.qa, 'squad-v1.1-dev'), (id) => `https://en.wikipedia.org/wiki/${encodeURIComponent(id)}`) : [];
const paraphrase = sets.includes('paraphrase-dev') ? readQaDocs(join(values.qa, 'paraphrase-dev'), (id) => `https://news.bench.local/article/${id}`) : [];
const qaPool = [...squad, ...paraphrase];
const peerAll = jsonl<{ id: string; question: string; compared: Array<{ page: string }>; unrelated: string[]; split: 'dev' | 'test' }>(join(values.qa, 'compare-peer/cases.jsonl'));
const peer = sets.includes('compare-peer') ? peerAll : [];
const groups = (JSON.parse(readFileSync(join(values.qa, 'compare-peer/groups.json'), 'utf8')) as { groups: Record<string, string> }).groups;
const wcxb = readWcxbPages(values.wcxb, peer.flatMap((c) => [...c.compared.map((x) => x.page), ...c.unrelated]));
const byKey = new Map([...qaPool, ...wcxb].map((t) => [t.key, t]));
console.log(`read ${byKey.size} pages in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

const cases: Case[] = [];
for (const [set, dir] of [
  ['squad-v1.1-dev', 'squad-v1.1-dev'],
  ['paraphrase-dev', 'paraphrase-dev'],
] as const) {
  if (!sets.includes(set)) continue;
  const questions = jsonl<{ id: string; doc_id: string; question: string }>(join(values.qa, dir, 'questions.jsonl'));
  for (const split of ['dev', 'test'] as const) {
    const inSplit = questions.filter((q) => (hash(q.id) % 2 === 0 ? 'dev' : 'test') === split);
    for (const q of shuffled(inSplit, 'pick', (x) => x.id).slice(0, PER_SET)) {
      const others = shuffled(qaPool.filter((t) => t.key !== q.doc_id), q.id, (t) => t.key).slice(0, WINDOW - 1);
      // The answering tab somewhere in the window, as tabs are.
      const at = hash(`at${q.id}`) % WINDOW;
      const window = [...others.slice(0, at), byKey.get(q.doc_id)!, ...others.slice(at)];
      cases.push({ id: q.id, set, split, question: q.question, answering: [q.doc_id], window });
    }
  }
}
for (const c of peer) {
  const group = groups[c.id];
  const sameGroup = new Set(peer.filter((p) => groups[p.id] === group).flatMap((p) => p.compared.map((x) => x.page)));
  const own = [...c.compared.map((x) => x.page), ...c.unrelated];
  const fill = shuffled(wcxb.filter((t) => !sameGroup.has(t.key) && !own.includes(t.key)), c.id, (t) => t.key).slice(0, WINDOW - own.length);
  const window = shuffled([...own.map((k) => byKey.get(k)!), ...fill], `order${c.id}`, (t) => t.key);
  cases.push({ id: c.id, set: 'compare-peer', split: c.split, question: c.question, answering: c.compared.map((x) => x.page), window });
}

const ms = (fn: () => unknown) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};
const asScope = (tabs: readonly BenchTab[]) =>
  tabs.map((t, i) => ({ source: { tabId: i + 1, url: t.url, title: t.title, site: '' }, index: t.index }));

const rows = cases.map((c) => {
  const ids = new Map(c.window.map((t, i) => [i + 1, t.key]));
  const tabsOf = (chosen: number[]) => chosen.map((id) => c.window[id - 1]!);
  const hits = (chosen: number[]) => c.answering.every((k) => chosen.some((id) => ids.get(id) === k));
  // Indexed: every tab read; profiles from the indexes, then the chosen tabs' passages.
  let indexed: number[] = [];
  const indexedMs = ms(() => {
    const profiles = tabCandidates(c.window.map((t, i) => ({ tabId: i + 1, title: t.title, url: t.url, index: t.index, profile: t.profile })), c.question);
    indexed = chooseTabs(profiles, c.question).chosen;
    selectForQuestion(asScope(tabsOf(indexed)), c.question);
  });
  const allIndexedMs = ms(() => selectForQuestion(asScope(c.window), c.question));
  // Cold: nothing read; chosen by title and URL, then only those read.
  let cold: number[] = [];
  const coldChooseMs = ms(() => {
    cold = chooseTabs(tabCandidates(c.window.map((t, i) => ({ tabId: i + 1, title: t.title, url: t.url })), c.question), c.question).chosen;
  });
  const readWork = (tabs: readonly BenchTab[]) => tabs.reduce((s, t) => s + t.readMs, 0);
  const coldMs = coldChooseMs + readWork(tabsOf(cold)) / PARALLEL_READS + ms(() => selectForQuestion(asScope(tabsOf(cold)), c.question));
  const allColdMs = readWork(c.window) / PARALLEL_READS + allIndexedMs;
  return {
    id: c.id,
    set: c.set,
    split: c.split,
    question: c.question,
    answering: c.answering,
    indexed: { read: indexed.length, hit: hits(indexed), ms: indexedMs },
    cold: { read: cold.length, hit: hits(cold), ms: coldMs },
    allTabs: { indexedMs: allIndexedMs, coldMs: allColdMs },
  };
});

type Row = (typeof rows)[number];
const summarise = (rs: Row[]) => ({
  questions: rs.length,
  indexedHit: rs.filter((r) => r.indexed.hit).length / Math.max(1, rs.length),
  indexedReadMedian: median(rs.map((r) => r.indexed.read)),
  coldHit: rs.filter((r) => r.cold.hit).length / Math.max(1, rs.length),
  coldReadMedian: median(rs.map((r) => r.cold.read)),
  msIndexed: median(rs.map((r) => r.indexed.ms)),
  msAllIndexed: median(rs.map((r) => r.allTabs.indexedMs)),
  msCold: median(rs.map((r) => r.cold.ms)),
  msAllCold: median(rs.map((r) => r.allTabs.coldMs)),
});
const groupsOut: Array<{ split: string; set: string } & ReturnType<typeof summarise>> = [];
for (const split of ['dev', 'test']) {
  for (const set of ['squad-v1.1-dev', 'paraphrase-dev', 'compare-peer', 'all']) {
    const rs = rows.filter((r) => r.split === split && (set === 'all' || r.set === set));
    groupsOut.push({ split, set, ...summarise(rs) });
  }
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const f = (x: number) => x.toFixed(1);
console.log(`\n${WINDOW} tabs per question; answering tabs among those read (hit), tabs read (median), time to first passages (median ms, this process: jsdom reading, ${PARALLEL_READS} reads at once)`);
console.log('split | set | questions | hit indexed | read indexed | hit cold | read cold | ms indexed (all tabs) | ms cold (all tabs)');
console.log('--- | --- | --- | --- | --- | --- | --- | --- | ---');
for (const g of groupsOut) {
  console.log(
    `${g.split} | ${g.set} | ${g.questions} | ${pct(g.indexedHit)} | ${g.indexedReadMedian} | ${pct(g.coldHit)} | ${g.coldReadMedian} | ${f(g.msIndexed)} (${f(g.msAllIndexed)}) | ${f(g.msCold)} (${f(g.msAllCold)})`,
  );
}
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, JSON.stringify({ window: WINDOW, perSet: PER_SET, summary: groupsOut, rows }, null, 1));
  console.log(`\nwrote ${values.json}`);
}
