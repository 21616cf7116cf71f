/**
 * Runs .bench/speed-web/llama-speed.js (web.sh beside this file) in Chromium from a local, cross-origin-isolated page,
 * the GGUF copied into its memory file system, and prints its JSON lines. A page has no processor clock: its figures
 * are wall clock. By hand, under the browser lock:
 *   flock /tmp/asktabs-browser.lock npx tsx tools/wasm/speed/web-run.ts .bench/gguf/smollm2-360m-Q8_0.gguf 1523 2 1 ops
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const [gguf, ...args] = process.argv.slice(2);
if (!gguf || args.length < 3) throw new Error('usage: web-run.ts model.gguf prompt tokens threads [ops]');
const dir = join(import.meta.dirname, '../../../.bench/speed-web');
const files: Record<string, [string, string]> = {
  '/m.gguf': [resolve(gguf), 'application/octet-stream'],
  '/llama-speed.js': [join(dir, 'llama-speed.js'), 'text/javascript'],
  '/llama-speed.wasm': [join(dir, 'llama-speed.wasm'), 'application/wasm'],
};
// The page fetches the GGUF into the memory file system before main() runs (emscripten's run dependencies).
const page = `<script>globalThis.__lines = []; var Module = { arguments: ${JSON.stringify(['/m.gguf', ...args])},
  print: (t) => __lines.push(t), printErr: (t) => __lines.push('stderr: ' + t),
  preRun: [() => { Module.addRunDependency('gguf'); fetch('/m.gguf').then((r) => r.arrayBuffer())
    .then((b) => { Module.FS.writeFile('/m.gguf', new Uint8Array(b)); Module.removeRunDependency('gguf'); }); }] };</script>
<script src="/llama-speed.js"></script>`;
const isolated = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
const server = createServer((req, res) => {
  if (req.url === '/') return void res.writeHead(200, { ...isolated, 'Content-Type': 'text/html' }).end(page);
  const file = files[req.url ?? ''];
  if (!file) return void res.writeHead(404).end();
  res.writeHead(200, { ...isolated, 'Content-Type': file[1], 'Content-Length': statSync(file[0]).size });
  createReadStream(file[0]).pipe(res);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const tab = await browser.newPage();
await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
const lines = args[3] === 'ops' ? 2 : 1;
await tab.waitForFunction(`__lines.filter((l) => l.startsWith('{')).length >= ${lines} || __lines.some((l) => l.startsWith('stderr: Aborted'))`, null, { timeout: 900_000, polling: 1000 });
console.log(((await tab.evaluate('__lines')) as string[]).join('\n'));
await browser.close();
server.close();
