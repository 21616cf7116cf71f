/**
 * Ask → first passages in the real extension (Chromium, the built `.output/chrome-mv3`), right after
 * Chrome stopped the idle service worker (CDP ServiceWorker.stopWorker) and on tabs already indexed,
 * with where the time goes. Six tabs (three long), passages only. See bench/README.md "Panel".
 *
 *   npm run build && npm run bench:panel -- [--reps 12] [--baseline <other chrome-mv3 build>] [--json .bench/panel.json]
 *
 * With --baseline both builds run in the same session, alternating question by question.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, type Browser, EXTENSION_DIR } from '../tests/e2e/support/launch-browser';
import { answerWithPassagesOnly } from '../tests/e2e/support/passages-only';
import { panelDriver } from '../tests/e2e/support/panel-driver';
import { servePages } from '../tests/e2e/support/serve-pages';
import { stopWorker } from '../tests/e2e/cases/hostile-answer-lifecycle-cases';
import { askAndTime } from './panel/ask-and-time';
import { covered, lastSpan, READ_SPANS, type Span } from './panel/time-spans';

const { values } = parseArgs({
  options: { reps: { type: 'string', default: '12' }, baseline: { type: 'string' }, json: { type: 'string' } },
});
const reps = Number(values.reps);
const builds = [{ label: 'product', dir: EXTENSION_DIR }, ...(values.baseline ? [{ label: 'baseline', dir: resolve(values.baseline) }] : [])];
for (const b of builds) if (!existsSync(resolve(b.dir, 'manifest.json'))) throw new Error(`no build at ${b.dir}: run npm run build`);

const PAGES = ['laptop-review.html', 'zenbook-review.html', 'etna.html', 'long-bicycle.html', 'long-lighthouses.html', 'long-tide-pools.html'];
const QUESTIONS = [
  'How long does the battery last?',
  'When did the volcano last erupt?',
  'How tall is the lighthouse?',
  'What should I check before a long ride?',
  'Which creatures live in the tide pools?',
  'How much does it weigh?',
];

interface Session {
  label: string;
  browser: Browser;
  panel: Awaited<ReturnType<Browser['openPanel']>>;
}

async function open(label: string, dir: string, url: (p: string) => string): Promise<Session> {
  const browser = await launchBrowser({ extensionDir: dir });
  await answerWithPassagesOnly(browser);
  for (const page of PAGES) await browser.openTab(url(page));
  const ids = await Promise.all(PAGES.map((p) => browser.tabIdOf(url(p))));
  const panel = await browser.openPanel();
  const drive = panelDriver(panel);
  await drive.chooseTabs(ids);
  await askAndTime(panel, 'What is this about?'); // reads and indexes the six tabs
  return { label, browser, panel };
}

type Row = Record<string, number>;

/** One timed question and where its time went, from the panel's and the worker's measures. */
async function measure(session: Session, question: string, idle: boolean): Promise<Row> {
  if (idle) await stopWorker({ browser: session.browser, panel: session.panel });
  const { askedAt, shownAt } = await askAndTime(session.panel, question);
  const panelSpans = (await session.panel.evaluate(READ_SPANS)).spans;
  const worker = await (await session.browser.worker()).evaluate(READ_SPANS);
  const spans: Span[] = [...panelSpans, ...worker.spans];
  const within = (name: string) => covered(spans, name, askedAt, shownAt);
  const rankPanel = lastSpan(panelSpans, 'panel:selectOverTabs', askedAt, shownAt);
  const rankWorker = lastSpan(worker.spans, 'select-over-tabs', askedAt, shownAt);
  const ready = worker.spans.find((s) => s.name === 'worker-ready');
  return {
    total: shownAt - askedAt,
    // After stopWorker: from Enter to the new worker's start, then its script until the listeners are in.
    'worker start': idle ? Math.max(0, worker.origin - askedAt) : 0,
    'worker script': idle && ready ? ready.start - worker.origin : 0,
    'store read': within('store:get'),
    'index rebuild': Math.max(0, within('tab-cache:get') - within('store:get')),
    'page check': within('page-check'),
    select: within('select'),
    'selectOverTabs in worker': rankWorker ? rankWorker.end - rankWorker.start : 0,
    'selectOverTabs round trip': rankPanel ? rankPanel.end - rankPanel.start : 0,
    'prepareTab round trips': within('panel:prepareTab'),
    render: rankPanel ? shownAt - rankPanel.end : 0,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))] ?? NaN;

const server = await servePages();
const sessions: Session[] = [];
for (const b of builds) sessions.push(await open(b.label, b.dir, (p) => server.url(p)));
const results: Record<string, { idle: Row[]; indexed: Row[] }> = Object.fromEntries(builds.map((b) => [b.label, { idle: [], indexed: [] }]));
for (let i = 0; i < reps; i++) {
  for (const session of sessions) {
    const q = QUESTIONS[i % QUESTIONS.length]!;
    results[session.label]!.idle.push(await measure(session, q, true));
    results[session.label]!.indexed.push(await measure(session, q, false));
  }
  process.stderr.write(`\r${i + 1}/${reps}`);
}
process.stderr.write('\n');
for (const s of sessions) await s.browser.close();
await server.close();

const columns = Object.keys(results[builds[0]!.label]!.idle[0]!);
console.log(`Ask → first passages (ms, median; p90 for total), ${reps} questions each, six tabs (three long), passages only`);
console.log(['build', 'after', 'total', 'p90', ...columns.slice(1)].join(' | '));
const summary: Record<string, Record<string, Row>> = {};
for (const [label, byCase] of Object.entries(results)) {
  summary[label] = {};
  for (const [when, rows] of Object.entries(byCase)) {
    const row = Object.fromEntries(columns.map((c) => [c, median(rows.map((r) => r[c]!))]));
    summary[label]![when] = { ...row, p90: p90(rows.map((r) => r.total!)) };
    console.log([label, when === 'idle' ? 'worker stopped' : 'indexed', row.total!.toFixed(0), p90(rows.map((r) => r.total!)).toFixed(0), ...columns.slice(1).map((c) => row[c]!.toFixed(0))].join(' | '));
  }
}
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify({ reps, pages: PAGES, summary, runs: results }, null, 2)}\n`);
}
