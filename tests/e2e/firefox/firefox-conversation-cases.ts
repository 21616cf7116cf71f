import { assert, eventually } from '../support/assert';
import type { Case } from '../support/run-cases';
import { browserWindow } from './browser-window';
import type { FirefoxEnv } from './firefox-env';

/** The panel's page background as [r, g, b]. */
const background = (env: FirefoxEnv) =>
  env.panel.evaluate(() => (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).slice(0, 3).map(Number));

/** What a user does once an answer is there, in Firefox as in Chrome: ask on, copy it, read it in the dark. */
export const firefoxConversationCases: Array<Case<FirefoxEnv>> = [
  {
    name: 'a follow-up to a server answer sends the earlier turn as history, and Copy puts the answer with its source on the clipboard',
    async run({ drive, ids, llm, firefox }) {
      await drive.useBackend('openai', llm.baseUrl);
      llm.reset();
      llm.set({ chunks: ['The Aerolite 14 lasts 11 hours and 42 minutes [1].'] });
      await drive.chooseTabs([ids.laptop, ids.bees]);
      await drive.ask('How long does the Aerolite battery last?');
      assert.equal(await drive.attribute(drive.lastTurn, 'data-status'), 'done');
      llm.set({ chunks: ['It weighs 1.2 kg [1].'] });
      await drive.ask('And how heavy is it?');
      assert.match(await drive.text(`${drive.lastTurn} [data-testid="answer"]`), /1\.2 kg/);
      const body = llm.requests.at(-1)!.body as { messages: Array<{ role: string; content: string }> };
      assert.ok(body.messages.filter((m) => m.role === 'user').length >= 2, `history missing: ${body.messages.map((m) => m.role).join(',')}`);
      assert.ok(body.messages.some((m) => m.role === 'assistant' && /11 hours and 42 minutes/.test(m.content)));

      await drive.click(`${drive.lastTurn} [data-testid="copy-answer"]`);
      const chrome = await browserWindow(firefox);
      await eventually(async () => {
        const copied = await chrome.clipboardText();
        assert.match(copied, /It weighs 1\.2 kg \[1\]/);
        assert.match(copied, /\[1\] .*Aerolite 14 review/);
      });
      await drive.useBackend('passages');
    },
  },
  {
    name: "the panel follows Firefox's dark setting: a dark page with light text, and back",
    async run(env) {
      const chrome = await browserWindow(env.firefox);
      try {
        await chrome.preferColorScheme('dark');
        await eventually(async () => {
          assert.equal(await env.panel.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), true);
          const [r, g, b] = await background(env);
          assert.ok(r! + g! + b! < 200, `background rgb(${r}, ${g}, ${b}) is not dark`);
        });
        const text = await env.panel.evaluate(() => (getComputedStyle(document.body).color.match(/\d+/g) ?? []).slice(0, 3).map(Number));
        assert.ok(text.reduce((a, c) => a + c, 0) > 450, `text rgb(${text.join(', ')}) is not light`);
        await chrome.preferColorScheme('light');
        await eventually(async () => {
          const [r, g, b] = await background(env);
          assert.ok(r! + g! + b! > 600, `background rgb(${r}, ${g}, ${b}) is not light`);
        });
      } finally {
        await chrome.preferColorScheme('system');
      }
    },
  },
];
