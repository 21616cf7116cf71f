/**
 * Runs one wasm harness (build.sh beside this file: k.js + k.wasm built for the web and Node) in Chromium, Firefox ESR
 * and Node 20, interleaved, and prints each run's figure and a median per variant. A variant is `folder=engine`:
 * folder under .bench/engines/, engine `node`, `node:<node flags>`, `chrome`, `chrome:<V8 flags>` (Chromium's
 * --js-flags), `chromeargs:<Chromium switches>` or `firefox`. By hand, under the browser lock:
 *   flock /tmp/asktabs-browser.lock npx tsx tools/wasm/kernels/engines/run.ts 3 "bench 960 256 64 40" extends=chrome shipped=chrome extends=firefox shipped=firefox
 * The page is cross-origin isolated (pthread harnesses run too) and its `process.cpuUsage()` answers the renderer
 * main thread's processor time from /proc (a page has no processor clock; emscripten code that times itself with it,
 * as attention-check.c does, then reports processor time). Figures: `oneRowGmacs` (q8_0-check bench), else
 * `cpuMsPerOp/msPerOp` (attention-check bench).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';

const root = process.env.ENGINES_DIR ?? join(import.meta.dirname, '../../../../.bench/engines');
const [rounds, benchArgs, ...variants] = process.argv.slice(2);
if (!rounds || !benchArgs || variants.length === 0) throw new Error('usage: run.ts ROUNDS "harness args" folder=engine …');
const args = benchArgs.split(' ');
const isolated = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

/** Processor ms of every Chromium renderer's main thread (one page at a time runs). */
function rendererMs(): number {
  let ms = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const fields = (readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, 100 ticks a second
    } catch { /* a process that ended */ }
  }
  return ms;
}

const page = `<script>globalThis.process = { cpuUsage() { const x = new XMLHttpRequest(); x.open('GET', '/cpu', false); x.send();
  return { user: Number(x.responseText) * 1000, system: 0 }; } };
globalThis.__lines = []; var Module = { arguments: ${JSON.stringify(args)}, print: (t) => __lines.push(t), printErr: (t) => __lines.push('E ' + t) };</script>
<script src="k.js"></script>`;
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/cpu') return void res.writeHead(200, isolated).end(String(rendererMs()));
  const [, folder, file] = url.pathname.split('/');
  if (!folder || !/^[\w.-]+$/.test(folder)) return void res.writeHead(404).end();
  if (!file) return void res.writeHead(200, { ...isolated, 'Content-Type': 'text/html' }).end(page);
  if (file !== 'k.js' && file !== 'k.wasm') return void res.writeHead(404).end();
  try {
    const body = readFileSync(join(root, folder, file));
    res.writeHead(200, { ...isolated, 'Content-Type': file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const done = "__lines.some((l) => l.startsWith('{') || l.startsWith('E '))";
const firstJson = (lines: string[]) => lines.find((l) => l.startsWith('{')) ?? lines.join(' | ');

async function runOnce(folder: string, engine: string): Promise<string> {
  if (engine === 'node' || engine.startsWith('node:')) {
    const flags = engine.startsWith('node:') ? engine.slice(5).split(' ') : [];
    return firstJson(execFileSync('node', [...flags, join(root, folder, 'k.js'), ...args], { encoding: 'utf8' }).split('\n'));
  }
  if (engine === 'firefox') {
    const browser = await puppeteer.launch({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', headless: true, protocol: 'webDriverBiDi' });
    const tab = await browser.newPage();
    await tab.goto(`${base}/${folder}/`);
    await tab.waitForFunction(done, { timeout: 600_000, polling: 200 });
    const lines = (await tab.evaluate('__lines')) as string[];
    await browser.close();
    return firstJson(lines);
  }
  const extra = engine.startsWith('chrome:') ? [`--js-flags=${engine.slice(7)}`] : engine.startsWith('chromeargs:') ? engine.slice(11).split(' ') : [];
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', ...extra] });
  const tab = await browser.newPage();
  await tab.goto(`${base}/${folder}/`);
  await tab.waitForFunction(done, null, { timeout: 600_000, polling: 200 });
  const lines = (await tab.evaluate('__lines')) as string[];
  await browser.close();
  return firstJson(lines);
}

const figures = new Map<string, number[]>();
for (let round = 0; round < Number(rounds); round++) {
  for (const variant of variants) {
    const at = variant.indexOf('=');
    const line = await runOnce(variant.slice(0, at), variant.slice(at + 1));
    let figure = NaN;
    try {
      const json = JSON.parse(line) as { oneRowGmacs?: number; cpuMsPerOp?: number; msPerOp?: number };
      figure = json.oneRowGmacs ?? json.cpuMsPerOp ?? NaN;
      console.log(round, variant, json.oneRowGmacs ?? `${json.cpuMsPerOp} cpu-ms / ${json.msPerOp} ms`);
    } catch {
      console.log(round, variant, line);
    }
    figures.set(variant, [...(figures.get(variant) ?? []), figure]);
  }
}
for (const [variant, all] of figures) {
  const sorted = all.filter((f) => !Number.isNaN(f)).sort((a, b) => a - b);
  console.log('median', variant, sorted[sorted.length >> 1], 'all', all.join(' '));
}
server.close();
