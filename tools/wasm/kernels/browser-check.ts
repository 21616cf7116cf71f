/**
 * Runs q8_0-check-relaxed.js (the relaxed-SIMD Q8_0 kernels against ggml's generic C kernel, built by build.sh) where
 * relaxed SIMD runs: Debian's Chromium (playwright-core) and Firefox ESR (puppeteer-core over WebDriver BiDi). Node 20,
 * which CI's unit tests run on, has no relaxed SIMD. By hand, under the browser lock:
 *   flock /tmp/asktabs-browser.lock npx tsx tools/wasm/kernels/browser-check.ts [bench args: 960 2560 256 5]
 * Prints each check's JSON line per browser (three seeds), then one bench line (one row, 2 x 2 and 4 x 4 tiles, and the candidate tiles of q8_0-check.c); exits 1
 * if a check fails or a tile's sums differ from the one-row kernel's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';

const harness = readFileSync(join(import.meta.dirname, 'q8_0-check-relaxed.js'), 'utf8');
const bench = process.argv.slice(2).length ? process.argv.slice(2) : ['960', '2560', '256', '5'];

/** What a page runs: the harness with its arguments, its first JSON line back. */
interface Runner { run(args: string[]): Promise<string>; close(): Promise<void> }
// Page code as strings: tsx's transform would wrap functions passed to evaluate in a helper the page lacks.
const setup = (args: string[]) =>
  `globalThis.__lines = []; globalThis.Module = { arguments: ${JSON.stringify(args)}, print: (t) => __lines.push(t), printErr: (t) => __lines.push('stderr: ' + t) };`;
const line = "globalThis.__lines.find((l) => l.startsWith('{')) ?? ''";

/** The steps both drivers share; they differ only in how a page waits for a function. */
interface HarnessPage {
  goto(url: string): Promise<unknown>;
  evaluate(code: string): Promise<unknown>;
  addScriptTag(options: { content: string }): Promise<unknown>;
  close(): Promise<void>;
}
async function runIn(page: HarnessPage, wait: () => Promise<unknown>, args: string[]): Promise<string> {
  await page.goto('about:blank');
  await page.evaluate(setup(args));
  await page.addScriptTag({ content: harness });
  await wait();
  const out = (await page.evaluate(line)) as string;
  await page.close();
  return out;
}

async function chromiumRunner(): Promise<Runner> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
  return {
    async run(args) {
      const page = await browser.newPage();
      return runIn(page, () => page.waitForFunction(line, null, { timeout: 300_000 }), args);
    },
    close: () => browser.close(),
  };
}

async function firefoxRunner(): Promise<Runner> {
  const executablePath = process.env.FIREFOX_PATH ?? ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((p) => existsSync(p)) ?? 'firefox';
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true, protocol: 'webDriverBiDi' });
  return {
    async run(args) {
      const page = await browser.newPage();
      return runIn(page, () => page.waitForFunction(line, { timeout: 300_000, polling: 200 }), args);
    },
    close: () => browser.close(),
  };
}

let failed = false;
for (const [name, start] of [['chromium', chromiumRunner], ['firefox', firefoxRunner]] as const) {
  const runner = await start();
  for (const seed of ['1', '2', '3']) {
    const out = await runner.run(['check', seed]);
    const report = JSON.parse(out || '{}') as { relaxed?: number; cases?: number; failures?: number };
    if (report.relaxed !== 1 || report.cases !== 2240 || report.failures !== 0) failed = true;
    console.log(name, 'check', seed, out);
  }
  // The 4 x 4 and 2 x 2 tiles add each product's blocks in the one-row kernel's order: the same floats.
  const timed = await runner.run(['bench', ...bench]);
  if ((JSON.parse(timed || '{}') as { maxDiff?: number }).maxDiff !== 0) failed = true;
  console.log(name, 'bench', bench.join(' '), timed);
  await runner.close();
}
process.exit(failed ? 1 : 0);
