import { assert, eventually } from '../support/assert';
import { inEachLook } from '../support/look';
import type { Case } from '../support/run-cases';
import type { Env } from './env';

export const pageStatusCases: Array<Case<Env>> = [
  {
    name: 'a PDF tab is read and the Chrome Web Store gets a clear status; the list follows tabs opening and closing',
    async run({ browser, server, drive, ids }) {
      const pdf = await browser.openTab(server.url('report.pdf'));
      // The network is closed here: the Web Store tab shows an error page, but keeps its URL.
      const store = await browser.openTab('https://chromewebstore.google.com/detail/ask-tabs/abc', { waitForLoad: false });
      const pdfId = await browser.tabIdOf(server.url('report.pdf'));
      const storeId = await eventually(() => browser.tabIdOf('https://chromewebstore.google.com/detail/ask-tabs/abc'));
      await drive.chooseTabs([pdfId, storeId, ids.etna]);
      await drive.ask('What grew this quarter?');
      // pdf.js reads in the offscreen document; on a loaded machine the answer may come first (a slow tab holds no one up).
      await eventually(async () => assert.match((await drive.tabStatus(pdfId).textContent()) ?? '', /^1 passage · 1 page · /), 30_000);
      assert.match((await drive.tabStatus(storeId).textContent()) ?? '', /Chrome Web Store/);
      assert.equal(await drive.tabStatus(ids.etna).getAttribute('data-state'), 'ready');

      await pdf.close();
      await store.close();
      await eventually(async () => assert.equal(await drive.tabOption(pdfId).count(), 0));
      await eventually(async () => assert.equal(await drive.tabOption(storeId).count(), 0));
    },
  },
  {
    name: 'an empty page says it has no readable text',
    async run({ browser, server, drive }) {
      await browser.openTab(server.url('empty.html'));
      const id = await browser.tabIdOf(server.url('empty.html'));
      await drive.chooseTabs([id]);
      await eventually(async () =>
        assert.equal((await drive.tabStatus(id).textContent())?.trim(), 'No readable text on this page.'),
      );
      await drive.ask('What is on this page?');
      // One message for the one problem, in the turn, with the action that may help; no red error besides.
      assert.match((await drive.byTestId('answer').textContent()) ?? '', /no tab in scope could be read/);
      const problem = drive.byTestId('tab-problem');
      assert.match((await problem.textContent()) ?? '', /No readable text on this page\./);
      assert.equal(await problem.locator('[data-testid="reload-tab"]').count(), 1);
      assert.equal(await drive.byTestId('error').isHidden(), true);
    },
  },
  {
    name: '"this page" is the tab in front of the user even with other tabs chosen, and the turn says which tab it asked',
    async run({ drive, ids, pages, panel }) {
      const lastTurn = () => panel.locator('[data-testid="turn"]').last();
      await drive.chooseTabs([ids.laptop, ids.bees]);
      // The panel is itself a tab here: the tab in front of the user is the one used last before it.
      await pages.etna.bringToFront();
      // The panel learns of the switch by an event: wait until its tab list puts Etna first (current).
      await eventually(async () => {
        await drive.openScope();
        assert.equal(Number(await drive.byTestId('tab-option').first().getAttribute('data-tab-id')), ids.etna);
      });
      await drive.closeScope();
      await drive.ask('What is on this page?');
      const line = lastTurn().locator('[data-testid="this-page-line"]');
      assert.equal(await line.getAttribute('data-tab-id'), String(ids.etna));
      assert.match((await line.textContent()) ?? '', /Mount Etna.*not among the chosen tabs/);
      const sources = await lastTurn().locator('[data-testid="source"]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-tab-id'))));
      assert.ok(sources.length > 0, 'no passage shown');
      assert.deepEqual([...new Set(sources)], [ids.etna]);
      // A question that does not name the page still goes to the chosen tabs.
      await drive.ask('How long does the battery last?');
      assert.equal(await lastTurn().locator('[data-testid="this-page-line"]').count(), 0);
      assert.equal(Number(await drive.source(1).getAttribute('data-tab-id')), ids.laptop);
    },
  },
  {
    name: 'the newest question stays pinned at the top as its passages arrive after it (passages-only follow-ups at 400×800)',
    async run({ drive, panel }) {
      const original = panel.viewportSize();
      await panel.setViewportSize({ width: 400, height: 800 });
      try {
        await drive.setScope('all');
        const questionTop = () =>
          panel.evaluate(() => {
            const view = document.querySelector('.conversation')!.getBoundingClientRect();
            return [...document.querySelectorAll('.turn')].at(-1)!.getBoundingClientRect().top - view.top;
          });
        for (const question of ['What does the review say about the keyboard?', 'How many bees live in a hive?', 'When did Etna last erupt?']) {
          await drive.ask(question);
          // The cards came after the question was asked: the view brought them up under it.
          await eventually(async () => {
            const top = await questionTop();
            assert.ok(top >= 0 && top <= 16, `“${question}” sits ${Math.round(top)} px below the top of the conversation`);
          });
        }
        await panel.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR ?? '.output/screenshots'}/issue-19-pinned-follow-up-400.png` });
      } finally {
        if (original) await panel.setViewportSize(original);
      }
    },
  },
  {
    name: 'with many tabs the scope menu scrolls its list and keeps Done whole at its bottom (400×800)',
    async run({ browser, server, drive, panel }) {
      const original = panel.viewportSize();
      const extra = [];
      try {
        for (let n = 1; n <= 12; n++) extra.push(await browser.openTab(server.url(`honey-bees.html?copy=${n}`)));
        await panel.setViewportSize({ width: 400, height: 800 });
        await drive.openScope();
        await eventually(async () => assert.ok((await drive.byTestId('tab-option').count()) >= 16));
        const box = await panel.evaluate(() => {
          const menu = document.querySelector('[data-testid="scope-menu"]')!.getBoundingClientRect();
          const done = document.querySelector('[data-testid="scope-done"]')!.getBoundingClientRect();
          const list = document.querySelector('[data-testid="scope-menu"]')!;
          return { menuTop: menu.top, menuBottom: menu.bottom, doneTop: done.top, doneBottom: done.bottom, scrolls: list.scrollHeight > list.clientHeight };
        });
        assert.ok(box.scrolls, 'the list is short enough not to scroll: the case proves nothing');
        assert.ok(box.doneTop >= box.menuTop && box.doneBottom <= box.menuBottom, `Done at ${box.doneTop}–${box.doneBottom}, the menu ${box.menuTop}–${box.menuBottom}`);
        await panel.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR ?? '.output/screenshots'}/issue-19-scope-menu-many-tabs-400.png` });
        await drive.closeScope();
      } finally {
        for (const page of extra) await page.close();
        if (original) await panel.setViewportSize(original);
      }
    },
  },
  {
    name: 'a page still loading is waited for, and its whole text is read',
    async run({ browser, server, drive }) {
      const url = server.url('slow-tide-tables.html');
      await browser.openTab(url, { waitForLoad: false });
      const id = await eventually(() => browser.tabIdOf(url));
      await drive.chooseTabs([id]);
      await drive.ask('How large is the tidal range at the spring equinox?');
      assert.match((await drive.source(1).textContent()) ?? '', /thirteen metres/);
      assert.equal(await drive.tabStatus(id).getAttribute('data-state'), 'ready');
    },
  },
  {
    name: 'a slow tab does not hold back the others: their passages show while it loads, and it can be skipped',
    async run({ browser, server, drive, ids, panel }) {
      const url = server.url('slow-tide-tables.html?pause=15000');
      await browser.openTab(url, { waitForLoad: false });
      const slowId = await eventually(() => browser.tabIdOf(url));
      await drive.chooseTabs([ids.etna, slowId]);
      await drive.front();
      await drive.byTestId('question').fill('When did lava reach the walls of Catania?');
      await drive.byTestId('question').press('Enter');
      // The ready tab answers while the slow one is still loading, and the slow one can be skipped.
      const waiting = panel.locator(`[data-testid="waiting-tab"][data-tab-id="${slowId}"]`);
      await waiting.waitFor({ timeout: 10_000 });
      await eventually(async () => assert.match((await drive.source(1).textContent()) ?? '', /1669/));
      assert.equal(await panel.locator('[data-testid="turn"]').last().getAttribute('data-status'), 'retrieving');
      await drive.click(waiting.locator('[data-testid="skip-tab"]'));
      await eventually(async () => assert.equal(await panel.locator('[data-testid="turn"]').last().getAttribute('data-status'), 'done'));
      assert.match((await drive.source(1).textContent()) ?? '', /1669/);
      const skipped = panel.locator(`[data-testid="tab-problem"][data-tab-id="${slowId}"]`);
      assert.equal(await skipped.getAttribute('data-reason'), 'skipped');
      assert.equal(await skipped.locator('[data-testid="reload-tab"]').count(), 1);

      // Skipped stays skipped while it loads: the next question does not wait for it again.
      await drive.ask('What destroyed part of the town in 1669?');
      const next = panel.locator('[data-testid="turn"]').last();
      assert.equal(await next.locator(`[data-testid="waiting-tab"][data-tab-id="${slowId}"]`).count(), 0);
      assert.equal(await next.locator(`[data-testid="tab-problem"][data-tab-id="${slowId}"]`).getAttribute('data-reason'), 'skipped');
      // Once it has loaded it is read again, and answers.
      await eventually(async () => assert.equal(await (await browser.worker()).evaluate(async (id) => (await chrome.tabs.get(id)).status, slowId), 'complete'), 20_000);
      await drive.ask('How large is the tidal range at the spring equinox?');
      assert.match((await drive.source(1).textContent()) ?? '', /thirteen metres/);
      assert.equal(Number(await drive.source(1).getAttribute('data-tab-id')), slowId);
      await (await browser.worker()).evaluate((id) => chrome.tabs.remove(id), slowId);
    },
  },
  {
    name: 'a tab still loading after 10 s whose text is on screen is read as it is, and the answer says so above it (review R8)',
    async run({ browser, server, drive, ids, panel }) {
      const url = server.url('slow-ferry-timetable.html?pause=40000');
      await browser.openTab(url, { waitForLoad: false });
      const slowId = await eventually(() => browser.tabIdOf(url));
      await drive.chooseTabs([ids.etna, slowId]);
      await drive.front();
      await drive.byTestId('question').fill('When does the winter ferry leave?');
      await drive.byTestId('question').press('Enter');
      // Nobody clicks Skip it: after the wait, what the tab shows is read.
      const turn = panel.locator('[data-testid="turn"]').last();
      await eventually(async () => assert.equal(await turn.getAttribute('data-status'), 'done'), 25_000);
      assert.equal(await (await browser.worker()).evaluate(async (id) => (await chrome.tabs.get(id)).status, slowId), 'loading');
      assert.match((await drive.source(1).textContent()) ?? '', /winter ferry leaves the harbour at 7:40/);
      assert.equal(Number(await drive.source(1).getAttribute('data-tab-id')), slowId);
      const line = panel.locator(`[data-testid="tab-problem"][data-tab-id="${slowId}"]`);
      assert.equal(await line.getAttribute('data-reason'), 'read-while-loading');
      assert.match((await line.textContent()) ?? '', /Still loading when read: the answer has what it showed so far/);
      // Above the answer, not under it.
      assert.ok(await line.evaluate((el) => !!(el.compareDocumentPosition(document.querySelector('[data-testid="answer"]')!) & Node.DOCUMENT_POSITION_FOLLOWING)));
      const violations = await inEachLook(panel, 'r8-loading-tab-read');
      assert.deepEqual(violations, [], violations.join('\n'));
      await (await browser.worker()).evaluate((id) => chrome.tabs.remove(id), slowId);
    },
  },
  {
    name: 'injecting the content script twice leaves one working copy (tabs opened before install)',
    async run({ browser, drive, ids, pages }) {
      // The background injects on demand; a second injection (an update, a race) must not double up.
      await (await browser.worker()).evaluate(async (tabId) => {
        for (let i = 0; i < 2; i++) {
          await chrome.scripting.executeScript({ target: { tabId }, files: ['/content-scripts/extract.js'] });
        }
      }, ids.bees);
      await drive.chooseTabs([ids.bees]);
      await drive.ask('How do dancers carry the scent of flowers?');
      await drive.click(drive.sourceOpen(1));
      const ranges = await eventually(() =>
        pages.bees.evaluate(() => {
          const highlight = CSS.highlights.get('ask-tabs');
          if (!highlight) throw new Error('no highlight');
          return [...highlight].map((r) => r.toString());
        }),
      );
      assert.equal(ranges.length, 1);
      assert.match(ranges[0]!, /scent/);
    },
  },
];
