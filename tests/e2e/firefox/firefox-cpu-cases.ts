import { assert, eventually } from '../support/assert';
import type { Case } from '../support/run-cases';
import { BACKGROUND_IDLE_MS, type FirefoxCpuEnv } from './firefox-cpu-env';
import { firefoxPanelDriver } from './firefox-panel-driver';

// The processor engine (real wllama) in Firefox's background page, loading the tiny random-weights
// GGUF from 127.0.0.1. The text is noise: nothing is asserted about its words.

const BATTERY = 'How long does the Aerolite battery last?';
const answerWords = async (env: FirefoxCpuEnv) =>
  (await env.panel.$$eval('[data-testid="answer-text"]', (els) => els.at(-1)?.textContent ?? '')).split(/\s+/u).filter(Boolean).length;
const status = async (env: FirefoxCpuEnv) => {
  const s = await env.drive.hostStatus();
  if (!s) throw new Error('the engine host did not answer');
  return s;
};

export const firefoxCpuCases: Array<Case<FirefoxCpuEnv>> = [
  {
    name: 'first question in Firefox: consent, download, the real wllama loads the GGUF in the background page, an answer streams into the panel',
    async run(env) {
      await env.drive.chooseTabs([env.ids.laptop, env.ids.etna]);
      await env.drive.ask(BATTERY, { wait: false });
      await env.panel.waitForSelector('[data-testid="model-download-approve"]', { timeout: 20_000 });
      assert.equal(await env.drive.attribute(env.drive.testId('model-download'), 'data-engine'), 'wllama');
      await env.drive.click(env.drive.testId('model-download-approve'));
      await env.panel.waitForSelector(`${env.drive.lastTurn}[data-status="done"]`, { timeout: 90_000 });
      assert.ok((await answerWords(env)) >= 1, 'no tokens reached the panel');
      const s = await status(env);
      assert.equal(s.state, 'ready');
      assert.equal(s.loads, 1);
      assert.equal(s.model?.modelId, env.model.id);
      // Firefox's extension pages are not cross-origin isolated: one thread, no SharedArrayBuffer.
      assert.equal(s.crossOriginIsolated, false);
      assert.equal(env.models.downloads.get('tiny.gguf'), 1);
      assert.equal(await env.drive.attribute(env.drive.testId('model-status'), 'data-state'), 'ready');
    },
  },
  {
    name: 'a second question and a reopened panel use the loaded model: one load, one download',
    async run(env) {
      await env.drive.ask('What does the review say about the screen?');
      assert.equal(await env.drive.attribute(env.drive.lastTurn, 'data-status'), 'done');
      await env.panel.close();
      env.panel = await env.firefox.openPanel();
      env.drive = firefoxPanelDriver(env.panel);
      await eventually(async () => assert.equal(await env.drive.attribute(env.drive.testId('model-status'), 'data-state'), 'ready'), 15_000);
      await env.drive.chooseTabs([env.ids.laptop]);
      await env.drive.ask(BATTERY);
      assert.equal(await env.drive.attribute(env.drive.lastTurn, 'data-status'), 'done');
      assert.equal(await env.panel.$(env.drive.testId('model-download')), null, 'asked to download again');
      assert.equal((await status(env)).loads, 1);
      assert.equal(env.models.downloads.get('tiny.gguf'), 1);
    },
  },
  {
    name: 'Firefox suspends an idle background page, open ports or not: the open sidebar keeps the model loaded past that time, and the model line says when it may go',
    async run(env) {
      // Open sidebar, no questions, longer than Firefox's idle time: only the panel's keep-alive holds the page.
      await new Promise((r) => setTimeout(r, BACKGROUND_IDLE_MS + 3_000));
      const held = await status(env);
      assert.equal(held.state, 'ready');
      assert.equal(held.loads, 1, 'the background page was suspended and the model lost');
      assert.match(await env.drive.text(env.drive.testId('model-status')), /is loaded on the processor.*Firefox may free it sooner once the sidebar is closed/);
      await env.drive.ask(BATTERY);
      assert.equal(await env.drive.attribute(env.drive.lastTurn, 'data-status'), 'done');
      assert.equal((await status(env)).loads, 1);
    },
  },
];
