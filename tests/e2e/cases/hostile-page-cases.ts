import { assert, eventually } from '../support/assert';
import type { Case } from '../support/run-cases';
import type { HostileEnv } from './hostile-env';
import { storedChunks } from './hostile-untrusted-cases';

const state = (env: HostileEnv, id: number) => env.drive.tabStatus(id).getAttribute('data-state');

/** Times an ask (from Enter to the result shown), in ms. */
async function timedAsk(env: HostileEnv, question: string): Promise<number> {
  const started = performance.now();
  await env.drive.ask(question);
  return Math.round(performance.now() - started);
}

export const hostilePageCases: Array<Case<HostileEnv>> = [
  {
    name: 'a page of only images says "no readable text" and does not break the question over another tab',
    async run(env) {
      const images = await env.open('images-only.html');
      const words = await env.open('mixed-scripts.html');
      await env.drive.chooseTabs([images.id, words.id]);
      await env.drive.ask('When does the zookeeper feed the panda?');
      assert.equal(await state(env, images.id), 'unreadable');
      assert.match((await env.drive.tabStatus(images.id).textContent()) ?? '', /No readable text/);
      assert.match((await env.drive.source(1).textContent()) ?? '', /panda/);
      await images.page.close();
      await words.page.close();
    },
  },
  {
    name: 'a 10 MB page and a 5,000-paragraph page are read in bounded time, with a status, the panel responsive',
    async run(env) {
      const big = await env.open('big-10mb.html');
      const many = await env.open('paragraphs-5000.html');
      await env.drive.chooseTabs([big.id, many.id]);
      const q = env.drive.byTestId('question');
      await q.fill('Who is named on the last line of the ledger, the harbourmaster?');
      const started = performance.now();
      await q.press('Enter');
      // While the pages are read, the panel shows progress and keeps answering the user.
      const sawProgress = await env.panel
        .waitForFunction(() => !!document.querySelector('[data-testid="ask-progress"], [data-testid="tab-status"][data-state="reading"]'), null, { timeout: 5_000 })
        .then(() => true, () => false);
      const probe = performance.now();
      await env.panel.evaluate(() => 1 + 1);
      const panelLatency = performance.now() - probe;
      await env.panel.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid="ask"]')!.disabled, null, { timeout: 60_000 });
      const took = Math.round(performance.now() - started);
      console.log(`      10 MB + 5,000 paragraphs: ${took} ms to answer; panel eval while reading ${Math.round(panelLatency)} ms`);
      assert.ok(sawProgress, 'no progress shown while reading');
      assert.ok(panelLatency < 1_000, `panel unresponsive: ${panelLatency} ms`);
      assert.ok(took < 45_000, `took ${took} ms`);
      assert.equal(await state(env, many.id), 'ready');
      assert.equal(await state(env, big.id), 'ready');
      assert.match((await env.drive.source(1).textContent()) ?? '', /Ingrid Solberg/);
      await env.drive.ask('Who is the purser named on the first line of the big ledger?');
      assert.match((await env.drive.byTestId('source').allTextContents()).join(' '), /Tomas Okafor/);
      await big.page.close();
      await many.page.close();
    },
  },
  {
    name: 'text inside open shadow roots and same-origin iframes is read; hidden text inside them is not',
    async run(env) {
      const { page, id } = await env.open('shadow-frames.html');
      await page.frameLocator('#frame').locator('p').first().waitFor();
      await env.drive.chooseTabs([id]);
      await env.drive.ask('How much do telescope tickets cost?');
      assert.match((await env.drive.source(1).textContent()) ?? '', /twelve euros/);
      await env.drive.ask('When does the planetarium show the meteor shower film?');
      assert.match((await env.drive.source(1).textContent()) ?? '', /every hour/);
      const chunks = (await storedChunks(env.panel, id)).join('\n');
      assert.match(chunks, /star charts/, 'slotted light-DOM text lost');
      assert.match(chunks, /refractor was built in 1891/);
      assert.ok(!/SHADOWHIDDEN|FRAMEHIDDEN/.test(chunks), 'hidden text inside a shadow root or frame was extracted');
      await page.close();
    },
  },
  {
    name: 'a single-page app that renders its text 2 s after load is read, not reported empty',
    async run(env) {
      const { page, id } = await env.open('spa.html');
      await env.drive.chooseTabs([id]); // read at once: the app has not rendered yet
      await env.drive.ask('When are crampons needed on the glacier trail?');
      assert.equal(await state(env, id), 'ready');
      assert.match((await env.drive.source(1).textContent()) ?? '', /November/);
      await page.close();
    },
  },
  {
    name: 'an infinite-scroll page that never stops growing is read in bounded time (what is there)',
    async run(env) {
      const { page, id } = await env.open('infinite.html');
      await env.drive.chooseTabs([id]);
      const took = await timedAsk(env, 'When does the allotment society meet?');
      assert.ok(took < 10_000, `took ${took} ms`);
      assert.equal(await state(env, id), 'ready');
      assert.match((await env.drive.source(1).textContent()) ?? '', /Thursdays/);
      assert.equal(await page.evaluate(() => scrollY), 0, 'the extension scrolled the page');
      await page.close();
    },
  },
  {
    name: 'a tab closed while it is being read shows "closed"; the other tab still answers',
    async run(env) {
      const ok = await env.open('mixed-scripts.html');
      const big = await env.open('big-10mb.html');
      await env.drive.chooseTabs([ok.id, big.id]);
      // Re-read from scratch: drop the cached record so the big page is really read now.
      await env.drive.front();
      const q = env.drive.byTestId('question');
      await q.fill('What does the zookeeper feed the panda?');
      await q.press('Enter');
      await eventually(async () => assert.equal(await state(env, big.id), 'reading'), 5_000).catch(() => {});
      await big.page.close();
      await env.panel.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid="ask"]')!.disabled, null, { timeout: 30_000 });
      assert.match((await env.drive.source(1).textContent()) ?? '', /panda/);
      // The closed tab leaves the list, or says it was closed.
      await eventually(async () => {
        // One read of the list: the option may vanish between two separate lookups.
        const shown = await env.panel.evaluate(
          (id) => document.querySelector(`[data-testid="tab-status"][data-tab-id="${id}"]`)?.textContent ?? null,
          big.id,
        );
        if (shown !== null) assert.match(shown, /closed/i);
      });
      await ok.page.close();
    },
  },
  {
    name: 'windows-1251 and Shift_JIS pages, and mixed scripts (Chinese, Japanese, Arabic, Hebrew, Thai, emoji) round-trip into passages',
    async run(env) {
      const ru = await env.open('cp1251.html');
      const ja = await env.open('shift-jis.html');
      const mixed = await env.open('mixed-scripts.html');
      await env.drive.chooseTabs([ru.id, ja.id, mixed.id]);
      await env.drive.ask('Тульский самовар');
      assert.match((await env.drive.byTestId('source').allTextContents()).join(' '), /Тульский самовар кипятит воду/);
      const jaChunks = (await storedChunks(env.panel, ja.id)).join('\n');
      assert.match(jaChunks, /金閣寺は京都にある有名な寺で/);
      const all = (await storedChunks(env.panel, mixed.id)).join('\n');
      for (const text of ['长城是世界上最长的城墙', '富士山は日本で一番高い山', 'مكتبة الإسكندرية', 'ירושלים היא אחת', 'กรุงเทพมหานคร', '🐼', '👨‍👩‍👧‍👦']) {
        assert.ok(all.includes(text), `${text} lost`);
      }
      await env.drive.ask('panda bamboo');
      assert.match((await env.drive.source(1).textContent()) ?? '', /🐼 panda bamboo 🎋/);
      for (const t of [ru, ja, mixed]) await t.page.close();
    },
  },
  {
    name: 'very long words and URLs with no spaces are kept, found and fit the chunk bounds',
    async run(env) {
      const { page, id } = await env.open('mixed-scripts.html');
      await env.drive.chooseTabs([id]);
      await env.drive.ask('zebracrossing timetable');
      const chunks = await storedChunks(env.panel, id);
      assert.ok(chunks.some((c) => c.includes('Pneumonoultramicroscopicsilicovolcanoconiosis')), 'long word lost');
      assert.ok(chunks.join('').includes('A'.repeat(240)), '240-letter word lost');
      assert.ok(chunks.some((c) => c.includes('https://example.com/a/very/long/path')), 'long URL lost');
      assert.ok(chunks.every((c) => c.length < 4_000), `a chunk is ${Math.max(...chunks.map((c) => c.length))} chars`);
      assert.match((await env.drive.byTestId('source').allTextContents()).join(' '), /zebracrossing/);
      await page.close();
    },
  },
];
