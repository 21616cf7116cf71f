import { keptTurns } from '../support/kept-turns';
import type { Page } from 'playwright-core';
import { assert, eventually } from '../support/assert';
import { hostAnswer, hostStatus } from '../support/engine-host-probe';
import type { Case } from '../support/run-cases';
import type { CpuEngineEnv } from './cpu-engine-env';
import { stopWorker } from './hostile-answer-lifecycle-cases';
import { modelDriver } from './model-env';

// Issue 14: the processor engine (real wllama, llama.cpp in WebAssembly) in the engine host, loading
// a tiny random-weights GGUF from 127.0.0.1. The text is noise: nothing is asserted about its words.

const BATTERY = 'How long does the Aerolite battery last?';
const answerText = async (panel: Page) => (await panel.locator('[data-testid="answer-text"]').last().textContent()) ?? '';
const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;
const status = async (env: CpuEngineEnv) => {
  const s = await hostStatus(env.browser);
  if (!s) throw new Error('the engine host did not answer');
  return s;
};

/** The request id of the newest turn asking `question`, once the panel has saved it (support/kept-turns.ts). */
async function requestIdOf(panel: Page, question: string): Promise<string> {
  return eventually(async () => {
    const turn = (await keptTurns(panel)).at(-1);
    if (turn?.question !== question || !turn.requestId) throw new Error('no saved request id for this question');
    return turn.requestId;
  });
}

/** The request id of the newest turn, from the conversation the panel keeps (support/kept-turns.ts). */
async function lastRequestId(panel: Page): Promise<string> {
  return eventually(async () => {
    const id = (await keptTurns(panel)).at(-1)?.requestId;
    if (!id) throw new Error('no saved request id');
    return id;
  });
}

/** Asks and waits for the answer, approving the download if this run has not downloaded the model yet. */
export async function askApproving(env: CpuEngineEnv, question: string): Promise<void> {
  await env.drive.setScope('all');
  await env.drive.askModel(question, { wait: false });
  const approve = env.drive.byTestId('model-download-approve');
  await eventually(async () => {
    if ((await approve.count()) > 0) await env.drive.click(approve);
    assert.match((await env.drive.lastTurn().getAttribute('data-status')) ?? '', /streaming|done/);
  }, 30_000);
  await env.drive.waitForLastTurn(['done'], 60_000);
}

/** Cases that need the model in memory load it themselves when run alone (E2E_ONLY). */
async function ensureLoaded(env: CpuEngineEnv): Promise<void> {
  if ((await hostStatus(env.browser))?.state !== 'ready') await askApproving(env, BATTERY);
}

async function reopenClosed(env: CpuEngineEnv): Promise<void> {
  env.panel = await env.browser.openPanel();
  env.drive = modelDriver(env.panel);
}

async function reopenPanel(env: CpuEngineEnv): Promise<void> {
  await env.panel.close();
  env.panel = await env.browser.openPanel();
  env.drive = modelDriver(env.panel);
}

/**
 * Asks, and while the host writes the answer posts a task every 20 ms in the panel: how late each
 * runs is how long an input event would wait. (A string: tsx would wrap named functions in a
 * helper the page does not have.)
 */
async function probeWhileWriting(env: CpuEngineEnv): Promise<{ max: number; count: number }> {
  // The tiny model's noise can end within a few words: ask again (up to 3 times) until the probes
  // ran while it wrote.
  for (let attempt = 1; ; attempt += 1) {
    const lag = await probeOneAnswer(env, `Summarize what the review says about battery and weight. (${attempt})`);
    if (lag.count >= 10 || attempt === 3) return lag;
  }
}

async function probeOneAnswer(env: CpuEngineEnv, question: string): Promise<{ max: number; count: number }> {
  await env.drive.askModel(question, { wait: false });
  await env.drive.waitForLastTurn(['streaming', 'done'], 30_000);
  await env.drive.front();
  await env.panel.evaluate(`(() => {
    const lag = { max: 0, count: 0, stop: false };
    window.__lag = lag;
    const probe = () => {
      if (lag.stop) return;
      const posted = performance.now();
      setTimeout(() => {
        lag.max = Math.max(lag.max, performance.now() - posted);
        lag.count += 1;
        setTimeout(probe, 20);
      }, 0);
    };
    probe();
  })()`);
  await env.drive.waitForLastTurn(['done'], 60_000);
  const lag = await env.panel.evaluate(() => {
    const l = (window as unknown as { __lag: { max: number; count: number; stop: boolean } }).__lag;
    l.stop = true;
    return { max: l.max, count: l.count };
  });
  console.log(`      panel probe while the host wrote: ${lag.count} probes, slowest ${lag.max.toFixed(1)} ms`);
  return lag;
}

export const cpuEngineCases: Array<Case<CpuEngineEnv>> = [
  {
    name: 'without WebGPU the picker offers processor models (data-engine=wllama), says why and the speed to expect; nothing is loaded yet',
    async run(env) {
      await env.drive.openModelMenu();
      const select = env.drive.byTestId('model-select');
      const options = await select.locator('option').evaluateAll((els) => els.map((el) => el.getAttribute('data-engine')));
      assert.ok(options.length >= 2);
      assert.ok(options.every((e) => e === 'wllama'), `engines: ${options.join(', ')}`);
      assert.equal(await select.inputValue(), env.model.id);
      assert.match((await env.drive.byTestId('model-speed').textContent()) ?? '', /^On the processor: /);
      assert.match((await env.drive.byTestId('model-why').textContent()) ?? '', /^Recommended: .*processor \(WebGPU found no usable graphics card\)\.$/);
      assert.equal(await env.drive.byTestId('model-status').getAttribute('data-state'), 'none');
      await env.drive.click(env.drive.byTestId('model-menu'));
    },
  },
  {
    name: 'first question: consent, download with progress, the real wllama loads the GGUF in the host, tokens stream into the panel',
    async run(env) {
      await env.drive.setScope('all');
      await env.drive.askModel(BATTERY, { wait: false });
      const approve = env.drive.byTestId('model-download-approve');
      await approve.waitFor({ timeout: 20_000 });
      assert.equal(await env.drive.byTestId('model-download').getAttribute('data-engine'), 'wllama');
      await env.drive.click(approve);
      // The tiny model's noise now ends after a few words on this prompt (cause not found yet: see the
      // issue 21/23 notes), so the turn may be done before a mid-stream look; the Stop and reopen cases
      // below still watch tokens arrive while the host writes.
      await env.drive.waitForLastTurn(['done'], 60_000);
      assert.ok(words(await answerText(env.panel)) >= 1, 'no tokens reached the panel');
      const s = await status(env);
      assert.equal(s.state, 'ready');
      assert.equal(s.loads, 1);
      assert.equal(s.model?.modelId, env.model.id);
      assert.equal(s.model?.contextWindow, 2048);
      // The prompt-reading speed measured on this machine at load: the panel's "about 20 s" comes from it.
      assert.ok((s.model?.prefillTokS ?? 0) > 0, `prefillTokS: ${s.model?.prefillTokS}`);
      assert.equal(env.models.downloads.get('tiny.gguf'), 1);
      assert.equal(await env.drive.byTestId('model-status').getAttribute('data-state'), 'ready');
      assert.equal(await env.panel.locator('[data-testid="error"]:not([hidden])').count(), 0);
      // The manifest's COEP credentialless + COOP same-origin: isolated pages (threads for wllama).
      assert.equal(s.crossOriginIsolated, true);
      assert.equal(await env.panel.evaluate(() => crossOriginIsolated), true);
    },
  },
  {
    name: 'Stop ends the generation in the host: the turn is stopped and the host writes nothing more',
    async run(env) {
      await ensureLoaded(env);
      // The tiny model's noise can end on its own within a few words (CI stop 43 saw the turn finish
      // between the first words and the click): ask again until Stop lands while it writes.
      let requestId = '';
      for (let attempt = 1; ; attempt += 1) {
        const question = `What does the review say about the screen? (${attempt})`;
        await env.drive.askModel(question, { wait: false });
        await env.drive.waitForLastTurn(['streaming', 'done'], 30_000);
        requestId = await requestIdOf(env.panel, question);
        const stop = env.drive.lastTurn().locator('[data-testid="stop"]');
        await env.drive.front();
        await stop.click({ timeout: 5_000 }).catch(() => undefined); // gone if the answer ended first
        await env.drive.waitForLastTurn(['stopped', 'done']);
        if ((await env.drive.lastTurn().getAttribute('data-status')) === 'stopped' || attempt === 3) break;
      }
      assert.equal(await env.drive.lastTurn().getAttribute('data-status'), 'stopped', 'every answer ended before Stop');
      const answer = await eventually(async () => {
        const a = await hostAnswer(env.browser, requestId);
        assert.equal(a?.state, 'stopped');
        return a!;
      });
      assert.ok(answer.usage === undefined || answer.usage.completionTokens < 512, 'ran to the token limit');
      const shown = words(await answerText(env.panel));
      await new Promise((r) => setTimeout(r, 500));
      assert.equal(words(await answerText(env.panel)), shown, 'text kept arriving after Stop');
      assert.deepEqual((await status(env)).generating, []);
    },
  },
  {
    name: 'the engine host’s document closed mid-answer: the turn ends with a message and Retry; Retry starts a new host, which loads the model from the cache (no download) and answers',
    async run(env) {
      await ensureLoaded(env);
      const turnError = env.drive.lastTurn().locator('[data-testid="turn-error"]');
      // The tiny model may finish a short answer before the document is gone: ask again until it was cut.
      for (let attempt = 1; ; attempt += 1) {
        await env.drive.askModel(`What does the review say about the keyboard? (${attempt})`, { wait: false });
        await env.drive.waitForLastTurn(['preparing', 'streaming'], 30_000);
        await (await env.browser.worker()).evaluate(() => chrome.offscreen.closeDocument());
        await env.drive.waitForLastTurn(['error', 'done'], 30_000);
        if ((await env.drive.lastTurn().getAttribute('data-status')) === 'error' || attempt === 3) break;
      }
      assert.equal(await env.drive.lastTurn().getAttribute('data-status'), 'error');
      assert.match((await turnError.textContent()) ?? '', /closed or crashed/);
      await eventually(async () => assert.equal(await env.drive.byTestId('model-status').getAttribute('data-state'), 'none'));
      await env.drive.click(turnError.locator('[data-testid="retry"]'));
      await env.drive.waitForLastTurn(['done'], 60_000);
      assert.equal(await env.drive.byTestId('model-download').count(), 0, 'asked to download again');
      const s = await status(env);
      assert.equal(s.state, 'ready');
      assert.equal(s.loads, 1, 'a new host, with one load');
      assert.equal(env.models.downloads.get('tiny.gguf'), 1);
    },
  },
  {
    name: 'the loaded model survives closing and reopening the panel: one load for two panel sessions, no second download',
    async run(env) {
      await reopenPanel(env);
      await eventually(async () => assert.equal(await env.drive.byTestId('model-status').getAttribute('data-state'), 'ready'), 15_000);
      await env.drive.askModel(BATTERY, { wait: false });
      await env.drive.waitForLastTurn(['streaming', 'done'], 30_000);
      assert.equal(await env.drive.byTestId('model-download').count(), 0, 'asked to download again');
      assert.equal(await env.drive.byTestId('model-progress').count(), 0, 'loaded again');
      await env.drive.waitForLastTurn(['done'], 60_000);
      assert.equal((await status(env)).loads, 1);
      assert.equal(env.models.downloads.get('tiny.gguf'), 1);
    },
  },
  {
    name: 'the service worker stopped: the model stays loaded in the host and answers',
    async run(env) {
      await stopWorker(env);
      await env.drive.askModel(BATTERY);
      assert.equal(await env.drive.lastTurn().getAttribute('data-status'), 'done');
      assert.equal((await status(env)).loads, 1);
    },
  },
  {
    name: 'a follow-up reuses the conversation the engine holds, also after the panel closed and reopened: the host reads only its new message, not the earlier sources again',
    async run(env) {
      await ensureLoaded(env);
      // A new conversation on one short tab, its first answer stopped after a few words: the tiny
      // vocabulary spends about two tokens per estimated one, and its noise would fill the 2,048-token
      // window (then the kept conversation cannot fit and today's prompt answers).
      await env.drive.click(env.drive.byTestId('start-over'));
      await env.drive.chooseTabs([env.ids.etna]);
      try {
        // Stopped from inside the panel at its first word: a click from here lands tens of words later on
        // a loaded machine, and a longer first answer leaves the kept conversation no room in the window.
        await env.panel.evaluate(`(() => {
          const observer = new MutationObserver(() => {
            const turn = [...document.querySelectorAll('[data-testid="turn"]')].at(-1);
            const stop = turn?.querySelector('[data-testid="stop"]');
            if (stop && turn.querySelector('[data-testid="answer-text"]')?.textContent?.trim()) {
              observer.disconnect();
              stop.click();
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        })()`);
        await env.drive.askModel('How high is Mount Etna?', { wait: false });
        await env.drive.waitForLastTurn(['stopped'], 60_000);
        // The model outlives the panel: the reopened panel's follow-up keeps the saved prompt (Turn.prompt).
        await new Promise((r) => setTimeout(r, 300)); // past the conversation's save throttle (200 ms)
        await reopenPanel(env);
        await env.drive.waitForLastTurn(['stopped']);
        console.log(`      first answer stopped after ${words(await answerText(env.panel))} words`);
        await env.drive.askModel('And when did Mount Etna erupt?');
        const usage = (await hostAnswer(env.browser, await lastRequestId(env.panel)))?.usage;
        assert.ok(usage, 'the host reported no usage');
        const read = usage.promptTokens - (usage.cachedPromptTokens ?? 0);
        console.log(`      follow-up prompt ${usage.promptTokens} tokens, ${usage.cachedPromptTokens} from the cache, ${read} read`);
        // The prompt before kept conversations (earlier turns without their sources) re-read the Etna
        // passage and the question: only the system prompt came from the cache (about 40% of it).
        assert.ok(read > 0 && read < usage.promptTokens * 0.3, `read ${read} of ${usage.promptTokens} prompt tokens`);
        // What the model saw says so, in words (N11): the engine's own count, about 0.75 words a token.
        const saw = env.drive.lastTurn().locator('[data-testid="model-saw"]');
        await saw.locator('summary').click();
        const kept = (await saw.locator('[data-testid="model-saw-kept"]').textContent()) ?? '';
        assert.match(kept, /^Kept from the conversation: about [\d,]+ words?$/);
      } finally {
        // The kept conversation nearly fills the tiny window: later cases start their own.
        await env.drive.click(env.drive.byTestId('start-over'));
        await env.drive.setScope('all');
      }
    },
  },
  {
    name: 'the panel stays responsive while the host writes: every probe task runs within 50 ms',
    async run(env) {
      await ensureLoaded(env);
      // One answer's worth of probes; a second answer only if the first saw a slow probe, since a
      // shared 2-core machine can stall any thread now and then: work in the panel would stall both.
      const first = await probeWhileWriting(env);
      const lag = first.max < 50 ? first : await probeWhileWriting(env);
      assert.ok(lag.count >= 10, `only ${lag.count} probes ran`);
      assert.ok(lag.max < 50, `a probe waited ${first.max.toFixed(1)} ms, then ${lag.max.toFixed(1)} ms`);
    },
  },
  {
    name: 'an answer being written when the panel closes is finished by the host and shown when the panel reopens (not "interrupted")',
    async run(env) {
      await ensureLoaded(env);
      const question = 'What do the tabs say about bees?';
      // The tiny model may finish before the panel closes (it writes fast and may stop early): only a
      // close while the host still writes tests anything, so such a try is said and asked again.
      let tried = 0;
      let closedMid: { requestId: string; shown: number } | undefined;
      while (!closedMid) {
        tried += 1;
        await env.drive.askModel(question, { wait: false });
        await env.panel.waitForFunction(
          (q) => {
            const last = [...document.querySelectorAll('[data-testid="turn"]')].at(-1);
            return last?.querySelector('.turn-question')?.textContent === q && ['streaming', 'done'].includes(last.getAttribute('data-status') ?? '');
          },
          question,
          { timeout: 30_000 },
        );
        const requestId = await requestIdOf(env.panel, question);
        const shown = words(await answerText(env.panel));
        let state: string | undefined = 'done';
        if ((await env.drive.lastTurn().getAttribute('data-status')) === 'streaming') {
          await env.panel.close();
          // Asked after the close: still being written proves the panel closed mid-answer.
          state = (await hostAnswer(env.browser, requestId))?.state;
          if (state !== 'generating') await reopenClosed(env);
        }
        if (state === 'generating') closedMid = { requestId, shown };
        else {
          assert.equal(state, 'done', 'the host did not finish the answer');
          assert.ok(tried < 3, `the answer ended before the panel closed, ${tried} times`);
          console.log(`      the answer ended before the panel closed (try ${tried}); asking again`);
          await env.drive.waitForLastTurn(['done']);
          await env.drive.click(env.drive.byTestId('start-over'));
        }
      }
      const finished = await eventually(async () => {
        const a = await hostAnswer(env.browser, closedMid!.requestId);
        assert.equal(a?.state, 'done');
        return a!;
      }, 60_000);
      await reopenClosed(env);
      await env.drive.waitForLastTurn(['done']);
      const restored = await answerText(env.panel);
      assert.ok(words(restored) >= closedMid.shown, `restored ${words(restored)} words, shown ${closedMid.shown} before closing`);
      assert.equal(words(restored), words(finished.text));
      assert.equal(await env.drive.lastTurn().locator('[data-testid="ask-again"]').count(), 0);
      await eventually(async () => {
        const kept = (await keptTurns(env.panel)).at(-1) as { requestId?: string; status?: string; text?: string } | undefined;
        assert.equal(kept?.requestId, closedMid!.requestId);
        assert.equal(kept?.status, 'done');
        assert.equal(kept?.text, finished.text);
      });
    },
  },
  {
    name: 'the model is released after the idle time the user set, and the next question loads it from the cache (no download)',
    async run(env) {
      await ensureLoaded(env);
      await env.panel.evaluate(() => chrome.storage.local.set({ 'model-idle-seconds': 2 }));
      await eventually(async () => assert.equal((await status(env)).idleMs, 2000));
      await eventually(async () => {
        const s = await status(env);
        assert.equal(s.state, 'none');
        assert.equal(s.lastRelease, 'idle');
      }, 15_000);
      await eventually(async () => assert.equal(await env.drive.byTestId('model-status').getAttribute('data-state'), 'none'));
      await env.panel.evaluate(() => chrome.storage.local.set({ 'model-idle-seconds': 600 }));
      await env.drive.askModel(BATTERY);
      assert.equal(await env.drive.byTestId('model-download').count(), 0);
      assert.equal((await status(env)).loads, 2);
      assert.equal(env.models.downloads.get('tiny.gguf'), 1, 'downloaded again instead of read from the cache');
    },
  },
  {
    name: 'Unload now frees the model at once',
    async run(env) {
      await ensureLoaded(env);
      await env.drive.click(env.drive.byTestId('model-unload'));
      await eventually(async () => assert.equal((await status(env)).lastRelease, 'unload'));
      await eventually(async () => assert.equal(await env.drive.byTestId('model-status').getAttribute('data-state'), 'none'));
    },
  },
  {
    name: 'the options page lists the downloaded processor model with its size and deletes it (unloading it first); the panel then says it is not downloaded',
    async run(env) {
      await askApproving(env, BATTERY);
      assert.equal((await status(env)).state, 'ready');
      const options = await env.browser.openTab(`chrome-extension://${env.browser.extensionId}/options.html`);
      try {
        const row = options.locator(`[data-testid="model-manager-row"][data-model-id="${env.model.id}"]`);
        await row.waitFor({ timeout: 15_000 });
        assert.equal(await row.getAttribute('data-engine'), 'wllama');
        assert.match((await row.textContent()) ?? '', /^Tiny test model 0\.1M \(F32\) · processor · 1 MB/);
        await options.bringToFront();
        await row.locator('[data-testid="model-manager-delete"]').click();
        await eventually(async () => assert.equal(await row.count(), 0));
        await eventually(async () => assert.equal((await status(env)).state, 'none'));
        const cached = await options.evaluate(async (url) => !!(await (await caches.open('ask-tabs-cpu-models-v1')).match(url)), env.model.url);
        assert.equal(cached, false);
      } finally {
        await options.close();
      }
      await reopenPanel(env);
      await eventually(async () => assert.equal(await env.drive.byTestId('model-cache').getAttribute('data-cached'), 'false'), 15_000);
    },
  },
];
