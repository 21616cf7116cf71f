/**
 * Runs .bench/mulmat/mulmat-check.js (build.sh beside this file) in Chromium and Firefox from a local page that is
 * cross-origin isolated (the build uses shared memory, as wllama's does); prints each browser's JSON line and exits 1
 * if an output differs from the one-row kernel's. By hand, under the browser lock:
 *   flock /tmp/asktabs-browser.lock npx tsx tools/wasm/kernels/mulmat/run.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';

const dir = join(import.meta.dirname, '../../../../.bench/mulmat');
const isolated = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
const page = `<script>globalThis.__lines = []; var Module = { print: (t) => __lines.push(t), printErr: (t) => __lines.push('stderr: ' + t) };</script><script src="/mulmat-check.js"></script>`;
const server = createServer((req, res) => {
  const file = req.url === '/' ? undefined : join(dir, (req.url ?? '').replace(/^\/+/u, ''));
  if (file && !['/mulmat-check.js', '/mulmat-check.wasm'].includes(req.url ?? '')) return void res.writeHead(404).end();
  const type = !file ? 'text/html' : file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript';
  res.writeHead(200, { ...isolated, 'Content-Type': type }).end(file ? readFileSync(file) : page);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const finished = "globalThis.__lines && globalThis.__lines.some((l) => l.startsWith('{'))";
const read = "globalThis.__lines.find((l) => l.startsWith('{')) ?? ''";

let failed = false;
const report = (name: string, out: string) => {
  const result = JSON.parse(out || '{}') as { cases?: number; badOutputs?: number };
  if (!result.cases || result.badOutputs !== 0) failed = true;
  console.log(name, out);
};

const c = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const cPage = await c.newPage();
await cPage.goto(url);
await cPage.waitForFunction(finished, null, { timeout: 600_000 });
report('chromium', (await cPage.evaluate(read)) as string);
await c.close();

const executablePath = process.env.FIREFOX_PATH ?? ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((p) => existsSync(p)) ?? 'firefox';
const f = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true, protocol: 'webDriverBiDi' });
const fPage = await f.newPage();
await fPage.goto(url);
await fPage.waitForFunction(finished, { timeout: 600_000, polling: 500 });
report('firefox', (await fPage.evaluate(read)) as string);
await f.close();

server.close();
process.exit(failed ? 1 : 0);
