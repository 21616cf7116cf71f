import type { Page } from 'puppeteer-core';
import { assert, eventually } from '../support/assert';
import type { Case } from '../support/run-cases';
import type { FirefoxEnv } from './firefox-env';
import { firefoxPanelDriver } from './firefox-panel-driver';

const BATTERY = 'How long does the Aerolite battery last?';
const CITED = ['The Aerolite 14 ', 'lasts 11 hours and 42 minutes ', 'in the video test [1].'];

/** The text of the add-on's highlight in a page (the CSS Custom Highlight API, as in Chromium). */
const highlightIn = (page: Page) =>
  eventually(() =>
    page.evaluate(() => {
      const highlight = CSS.highlights.get('ask-tabs');
      if (!highlight) throw new Error('no ask-tabs highlight in the page');
      return [...highlight].map((range) => range.toString()).join(' ');
    }),
  );

export const firefoxCases: Array<Case<FirefoxEnv>> = [
  {
    name: 'the sidebar page opens in Firefox and lists the tabs of its window with their titles',
    async run({ drive, ids }) {
      await eventually(async () => {
        assert.match(await drive.text(drive.tabOption(ids.laptop)), /Aerolite 14 review/);
        assert.match(await drive.text(drive.tabOption(ids.etna)), /Mount Etna/);
      });
      assert.equal(await drive.attribute(drive.testId('error'), 'hidden'), '');
    },
  },
  {
    name: 'passages for chosen local pages; clicking a source brings its tab forward and highlights the passage',
    async run({ drive, ids, pages }) {
      await drive.chooseTabs([ids.laptop, ids.etna]);
      await drive.ask(BATTERY);
      assert.match(await drive.text(drive.source(1)), /11 hours and 42 minutes/);
      assert.equal(Number(await drive.attribute(drive.source(1), 'data-tab-id')), ids.laptop);
      for (const id of [ids.laptop, ids.etna]) assert.match(await drive.text(drive.tabStatus(id)), /^\d+ passages?$/);
      const before = await pages.laptop.evaluate(() => document.body.innerHTML);
      await drive.click(`${drive.source(1)} .source-open`);
      assert.match(await highlightIn(pages.laptop), /11 hours and 42 minutes/);
      assert.equal(await pages.laptop.evaluate(() => document.body.innerHTML), before, 'the page DOM was changed');
      assert.equal(await drive.activeTabId(), ids.laptop);
    },
  },
  {
    name: "an about: tab, a site Firefox protects and a local file get Firefox's own statuses and do not break the other tabs",
    async run({ drive, ids }) {
      await drive.chooseTabs([ids.about, ids.guarded, ids.file, ids.etna]);
      await drive.ask('When did lava reach the walls of Catania?');
      assert.match(await drive.text(drive.tabStatus(ids.about)), /Browser pages .*can't be read/);
      assert.equal(await drive.attribute(drive.tabStatus(ids.about), 'data-state'), 'unreadable');
      assert.match(await drive.text(drive.tabStatus(ids.guarded)), /Firefox doesn't let add-ons read this site/);
      // Firefox has no "Allow access to file URLs": the status says so, and no setting (no chrome:// page) is offered.
      assert.match(await drive.text(drive.tabStatus(ids.file)), /Firefox doesn't let add-ons read local files/);
      assert.equal(await drive.panel.$(drive.testId('open-file-access')), null);
      assert.equal(await drive.attribute(drive.tabStatus(ids.guarded), 'data-state'), 'unreadable');
      assert.match(await drive.text(drive.source(1)), /1669/);
      assert.equal(Number(await drive.attribute(drive.source(1), 'data-tab-id')), ids.etna);
    },
  },
  {
    name: "a PDF in Firefox's own viewer is read by its URL in the background page, answered from page 5, and its source moves the viewer to that page",
    async run({ drive, ids, pages, server }) {
      const path = new URL(pages.pdf.url()).pathname;
      await drive.chooseTabs([ids.pdf, ids.etna]);
      await drive.ask('How do I become the Current Maintainer of an unmaintained Work?');
      const first = drive.source(1);
      assert.equal(Number(await drive.attribute(first, 'data-tab-id')), ids.pdf);
      assert.match(await drive.text(first), /unmaintained, you can become the Current Maintainer/);
      assert.equal(await drive.text(`${first} [data-testid="source-page"]`), 'p. 5');
      assert.match(await drive.text(drive.tabStatus(ids.pdf)), /^\d+ passages?/);
      const downloads = () => server.requests.filter((r) => r === `GET ${path}`).length;
      const read = downloads();

      await pages.laptop.bringToFront();
      await drive.click(`${first} .source-open`);
      await eventually(async () => assert.equal(await drive.activeTabId(), ids.pdf));
      await eventually(async () =>
        assert.match(await drive.panel.evaluate(async (id) => (await chrome.tabs.get(id)).url ?? '', ids.pdf), /lppl\.pdf#page=5$/),
      );
      // Firefox's viewer follows the fragment: page 5 is the page it shows.
      await eventually(async () => assert.equal(await pages.pdf.evaluate('window.PDFViewerApplication?.page'), 5));

      // Its index stays: asked again, the PDF is neither downloaded nor read again.
      await drive.ask('What is the LPPL?');
      assert.equal(Number(await drive.attribute(drive.source(1), 'data-tab-id')), ids.pdf);
      assert.equal(downloads(), read);
    },
  },
  {
    name: 'a server model streams a cited answer to Firefox, and its citation chip brings the tab forward with the highlight',
    async run({ drive, ids, pages, llm, firefox }) {
      await drive.useBackend('openai', llm.baseUrl);
      llm.set({ chunks: CITED, delayMs: 200 });
      await drive.chooseTabs([ids.laptop, ids.bees]);
      await drive.ask(BATTERY, { wait: false });
      // Streaming: part of the answer is on screen while the rest is still coming.
      await eventually(async () => {
        assert.equal(await drive.attribute(drive.lastTurn, 'data-status'), 'streaming');
        assert.match(await drive.text(`${drive.lastTurn} [data-testid="answer"]`), /The Aerolite 14/);
      });
      await drive.panel.waitForSelector(`${drive.lastTurn}[data-status="done"]`, { timeout: 20_000 });
      assert.match(await drive.text(`${drive.lastTurn} [data-testid="answer"]`), /lasts 11 hours and 42 minutes in the video test/);
      assert.match(await drive.text(drive.testId('off-device')), /leaves this browser/);
      const request = llm.requests.at(-1)!;
      const body = request.body as { stream: boolean; messages: Array<{ content: string }> };
      assert.equal(body.stream, true);
      assert.match(body.messages.map((m) => m.content).join('\n'), /\[1\][\s\S]*11 hours and 42 minutes/);
      // Firefox sends the add-on's moz-extension:// origin (what Ollama's OLLAMA_ORIGINS must allow).
      assert.equal(request.headers.origin, firefox.origin);

      await pages.bees.bringToFront();
      await drive.click(`${drive.lastTurn} [data-testid="citation"][data-source-index="1"]`);
      assert.match(await highlightIn(pages.laptop), /11 hours and 42 minutes/);
      await eventually(async () => assert.equal(await drive.activeTabId(), ids.laptop));
    },
  },
  {
    name: 'a server answer being written when the sidebar closes goes on in the background page: reopened, the sidebar shows it whole, and keeps it (R18)',
    async run(env) {
      await env.drive.useBackend('openai', env.llm.baseUrl);
      env.llm.reset();
      const chunks = [...'The Aerolite 14 lasts 11 hours and 42 minutes in the video test'.split(' ').map((w) => `${w} `), '[1].'];
      env.llm.set({ chunks, delayMs: 300 });
      await env.drive.chooseTabs([env.ids.laptop, env.ids.bees]);
      await env.drive.ask(BATTERY, { wait: false });
      await eventually(async () => assert.match(await env.drive.text(`${env.drive.lastTurn} [data-testid="answer"]`), /Aerolite 14 lasts/));
      await new Promise((r) => setTimeout(r, 400)); // past the conversation's save throttle (200 ms)
      const shown = await env.drive.text(`${env.drive.lastTurn} [data-testid="answer"]`);
      assert.doesNotMatch(shown, /video test/, 'the answer had ended before the sidebar closed');
      await env.panel.close();
      await eventually(async () => assert.ok(env.llm.requests.length > 0));
      // The rest of the answer (about 3 s) is written while no sidebar is open.
      await new Promise((r) => setTimeout(r, chunks.length * 300 + 500));
      assert.equal(env.llm.clientAborts, 0, 'the server saw the request cut when the sidebar closed');
      for (const time of ['collected', 'kept']) {
        // Opened once: the host's finished answer is collected and kept; twice: it comes from the history.
        env.panel = await env.firefox.openPanel();
        env.drive = firefoxPanelDriver(env.panel);
        await env.panel.waitForSelector(`${env.drive.lastTurn}[data-status="done"]`, { timeout: 15_000 });
        assert.match(await env.drive.text(`${env.drive.lastTurn} [data-testid="answer"]`), /The Aerolite 14 lasts 11 hours and 42 minutes in the video test/, time);
        assert.equal((await env.panel.$$(`${env.drive.lastTurn} [data-testid="ask-again"]`)).length, 0, time);
        if (time === 'collected') {
          await new Promise((r) => setTimeout(r, 400)); // saved at once when it ends; a margin for the write
          await env.panel.close();
        }
      }
      env.llm.reset();
    },
  },
  {
    name: 'Ollama refusing the add-on\'s moz-extension:// origin (403, empty body) shows Firefox\'s OLLAMA_ORIGINS fix',
    async run({ drive, llm, firefox }) {
      await drive.useBackend('openai', llm.baseUrl);
      llm.reset();
      llm.set({ allowedOrigins: ['http://localhost'] });
      await drive.ask(BATTERY);
      const message = await drive.text(`${drive.lastTurn} [data-testid="turn-error"]`);
      assert.ok(message.includes(`OLLAMA_ORIGINS=${firefox.origin}`), message);
      assert.ok(message.includes('moz-extension://*'), message);
      llm.reset();
    },
  },
];
