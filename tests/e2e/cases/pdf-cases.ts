import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assert, eventually } from '../support/assert';
import { panelDriver } from '../support/panel-driver';
import type { Case } from '../support/run-cases';
import { stopServiceWorker } from './lifecycle-cases';
import { chromeViewerPage, type PdfEnv } from './pdf-env';

const text = async (locator: { textContent(): Promise<string | null> }) => (await locator.textContent()) ?? '';

export const pdfCases: Array<Case<PdfEnv>> = [
  {
    name: 'a PDF tab is answered from page 3, the source says p. 3, and the PDF was not downloaded again',
    async run({ open, drive, downloads, panel }) {
      const { page, id } = await open('report-2031.pdf');
      assert.equal(downloads('report-2031.pdf'), 1);
      await drive.chooseTabs([id]);
      await drive.ask('How much water does the Harwick reservoir hold?');
      const source = drive.source(1);
      assert.match(await text(source), /41 million cubic metres/);
      assert.equal(await text(source.locator('[data-testid="source-page"]')), 'p. 3');
      // Its section, without the PDF's title heading that repeats the title above it (N16).
      assert.equal(await text(source.locator('.source-path')), 'Water supply');
      // The sentence that answers is bold in the longer passage (N16).
      assert.match(await text(source.locator('[data-testid="source-match"]')), /^The Harwick reservoir now holds 41 million cubic metres/);
      // The viewer's icon sits inside the card, and the number on the title's first line.
      const box = await source.locator('.source-open').boundingBox();
      const icon = await source.locator('[data-testid="show-in-viewer"]').boundingBox();
      assert.ok(box && icon && icon.y >= box.y && icon.y + icon.height <= box.y + box.height && icon.x + icon.width <= box.x + box.width, `viewer ${JSON.stringify(icon)} outside the card ${JSON.stringify(box)}`);
      const tops = await source.evaluate((card) => ['.source-number', '.source-title'].map((sel) => Math.round(card.querySelector(sel)!.getClientRects()[0]!.top)));
      assert.ok(Math.abs(tops[0]! - tops[1]!) <= 4, `the number at ${tops[0]}, the title's first line at ${tops[1]}`);
      await panel.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR ?? '.output/screenshots'}/issue-19-pdf-card.png` });
      assert.match(await text(drive.tabStatus(id)), /^\d+ passages · 4 pages · \d+ kB of text$/);
      // The bytes came from the tab's HTTP cache (the content script's fetch), not a second download.
      assert.equal(downloads('report-2031.pdf'), 1);
      await page.close();
    },
  },
  {
    name: "clicking a PDF source brings its tab forward at that page in Chrome's viewer (already open), and its index stays",
    async run({ open, drive, downloads, browser }) {
      // no-store: every read of this PDF reaches the server, so the count shows what was read when.
      const { page, id } = await open('no-store.pdf');
      await eventually(async () => assert.equal(await chromeViewerPage(page), '1'));
      await drive.chooseTabs([id]);
      await drive.ask('How much water does the Harwick reservoir hold?');
      const read = downloads('no-store.pdf');
      await drive.click(drive.source(1).locator('button').first());
      await eventually(async () => assert.equal(await chromeViewerPage(page), '3'), 15_000);
      assert.equal(new URL(page.url()).hash, '#page=3');
      const active = await (await browser.worker()).evaluate(async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id);
      assert.equal(active, id);
      assert.equal(downloads('no-store.pdf'), read + 1); // the viewer reloading at #page=3
      await drive.ask('What did harbour dues bring in?');
      assert.match(await text(drive.source(1)), /96 million crowns/);
      assert.equal(await text(drive.source(1).locator('[data-testid="source-page"]')), 'p. 4');
      assert.equal(downloads('no-store.pdf'), read + 1, 'the reload to page 3 made Ask Tabs read the PDF again');
      await page.close();
    },
  },
  {
    name: 'Show in Ask Tabs viewer opens the PDF in the extension viewer at that page with the passage highlighted',
    async run({ open, drive, browser }) {
      const { page, id } = await open('report-2031.pdf');
      await drive.chooseTabs([id]);
      await drive.ask('How much water does the Harwick reservoir hold?');
      const opened = browser.context.waitForEvent('page', { timeout: 15_000 });
      await drive.click(drive.source(1).locator('[data-testid="show-in-viewer"]'));
      const viewer = await opened;
      assert.match(viewer.url(), new RegExp(`^chrome-extension://${browser.extensionId}/pdf-viewer\\.html\\?`));
      await viewer.waitForSelector('body[data-highlight="found"]', { state: 'attached', timeout: 20_000 });
      const marked = await viewer.evaluate(() => [...CSS.highlights.get('ask-tabs')!].map((r) => r.toString()).join(' '));
      assert.match(marked.replace(/\s+/g, ' '), /Harwick reservoir now holds 41 million cubic metres/);
      const where = await viewer.evaluate(() => {
        const range = [...CSS.highlights.get('ask-tabs')!][0] as Range;
        const pageEl = range.startContainer.parentElement?.closest('.page');
        const rect = range.getBoundingClientRect();
        return { page: pageEl?.getAttribute('data-page-number'), inView: rect.top >= 0 && rect.bottom <= innerHeight };
      });
      assert.deepEqual(where, { page: '3', inView: true });
      await viewer.close();
      await page.close();
    },
  },
  {
    name: 'a two-column PDF is read column by column; running header, footer and page numbers are left out',
    async run({ open, drive }) {
      const { page, id } = await open('paper.pdf');
      await drive.chooseTabs([id]);
      await drive.ask('When did the brain corals spawn after the full moon?');
      const passage = await text(drive.source(1));
      // The right column's paragraph comes out whole, in order, with no words from the left column.
      assert.match(passage, /The brain corals of the outer reef spawned four nights after the October full moon, releasing their bundles within a window of forty minutes just after sunset\. Divers counted larvae/);
      assert.doesNotMatch(passage, /glacier|moraine|ablation/i);
      assert.doesNotMatch(passage, /confidential draft|Page \d of \d/);
      assert.match(passage, /Coral spawning/); // heading path
      await drive.ask('How far did the Skarva glacier retreat?');
      assert.match(await text(drive.source(1)), /retreated by three hundred and ten metres between the surveys, exposing moraine ridges/);
      await page.close();
    },
  },
  {
    name: 'real PDFs from Debian texlive docs: the LPPL (8 pages) answered from page 5, LaTeX News 11 (two columns)',
    async run({ open, drive }) {
      const lppl = await open('lppl.pdf');
      const news = await open('ltnews11.pdf');
      await drive.chooseTabs([lppl.id, news.id]);
      // Both read first: a tab still being read after the grace would not be waited for (retrieve-passages.ts).
      for (const id of [lppl.id, news.id]) await eventually(async () => assert.equal(await drive.tabStatus(id).getAttribute('data-state'), 'ready'), 30_000);
      await drive.ask('How do I become the Current Maintainer of an unmaintained Work?');
      const first = drive.source(1);
      assert.equal(Number(await first.getAttribute('data-tab-id')), lppl.id);
      assert.match(await text(first), /unmaintained, you can become the Current Maintainer/);
      assert.equal(await text(first.locator('[data-testid="source-page"]')), 'p. 5');
      assert.match(await text(first), /The LATEX Project Public License/); // the title, from the PDF's metadata
      await drive.ask('What will happen to the slides class?');
      const top = await drive.byTestId('source').evaluateAll((els) => els.slice(0, 3).map((el) => el.textContent ?? ''));
      const slides = top.find((t) => /slides class unsupported in the sense that any problem related to the use of invisible fonts/.test(t));
      assert.ok(slides, `not in the top 3 sources: ${top.join(' | ')}`);
      assert.match(slides, /p\. 1/);
      await lppl.page.close();
      await news.page.close();
    },
  },
  {
    name: 'scanned, password-protected, damaged and login-only PDFs each say why they cannot be read',
    async run({ open, drive }) {
      const scan = await open('scan.pdf');
      const locked = await open('encrypted.pdf');
      const damaged = await open('damaged.pdf');
      const members = await open('members-only.pdf');
      const ids = [scan.id, locked.id, damaged.id, members.id];
      await drive.chooseTabs(ids);
      await drive.ask('What is in these files?');
      // The answer's line can show before the last status is drawn (a loaded machine): each status is looked at until it says why.
      await eventually(async () => {
        const statuses = await Promise.all(ids.map((id) => text(drive.tabStatus(id))));
        assert.match(statuses[0]!, /images only.*no text to read/);
        assert.match(statuses[1]!, /password/);
        assert.match(statuses[2]!, /damaged/);
        assert.match(statuses[3]!, /open it in the tab and try again/);
      }, 15_000);
      for (const id of ids) assert.equal(await drive.tabStatus(id).getAttribute('data-state'), 'unreadable');
      for (const { page } of [scan, locked, damaged, members]) await page.close();
    },
  },
  {
    name: 'a long PDF shows page progress while it is read',
    async run({ open, drive, panel }) {
      const { page, id } = await open('long-manual.pdf');
      await panel.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seenStatuses: string[] }).seenStatuses = seen;
        new MutationObserver(() => {
          for (const el of document.querySelectorAll('[data-testid="tab-status"]')) seen.push(el.textContent ?? '');
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await drive.chooseTabs([id]);
      await eventually(async () => assert.equal(await drive.tabStatus(id).getAttribute('data-state'), 'ready'), 30_000);
      const seen = await panel.evaluate(() => (window as unknown as { seenStatuses: string[] }).seenStatuses);
      assert.ok(seen.some((s) => /^Reading PDF… page \d+ of 40$/.test(s)), `no page progress among: ${[...new Set(seen)].join(' | ')}`);
      assert.match(await text(drive.tabStatus(id)), /40 pages/);
      await page.close();
    },
  },
  {
    name: 'after Chrome stops the worker, a PDF read before is asked about again without being read again',
    async run({ open, drive, downloads, browser, panel }) {
      const earlier = downloads('no-store.pdf');
      const { page, id } = await open('no-store.pdf');
      await drive.chooseTabs([id]);
      await drive.ask('What did harbour dues bring in?');
      assert.match(await text(drive.source(1)), /96 million crowns/);
      // no-store: each read of this PDF reaches the server, so the count shows whether it was read again.
      const read = downloads('no-store.pdf');
      assert.equal(read, earlier + 2); // the viewer's download, then the reader's (no-store forbids the cache)
      const worker = await stopServiceWorker(browser, panel);
      await drive.ask('How much water does the Harwick reservoir hold?');
      assert.ok(worker.statuses.includes('running'), `no worker started after the stop: ${worker.statuses.join(' → ')}`);
      await worker.detach();
      assert.match(await text(drive.source(1)), /41 million cubic metres/);
      assert.equal(await text(drive.source(1).locator('[data-testid="source-page"]')), 'p. 3');
      assert.equal(downloads('no-store.pdf'), read, 'the PDF was read again after the worker restarted');
      await page.close();
    },
  },
  {
    // Last: turning file access on reloads the extension (a new worker, the panel closed).
    name: 'a local PDF (file://) says it needs file access, then is read once "Allow access to file URLs" is on',
    async run({ browser, drive, server }) {
      const dir = mkdtempSync(join(tmpdir(), 'ask-tabs-pdf-'));
      try {
        const response = await fetch(server.url('report-2031.pdf'));
        writeFileSync(join(dir, 'report.pdf'), Buffer.from(await response.arrayBuffer()));
        const url = pathToFileURL(join(dir, 'report.pdf')).href;
        const local = await browser.openTab(url);
        const id = await browser.tabIdOf(url);
        const allowed = () => browser.worker().then((w) => w.evaluate(() => chrome.extension.isAllowedFileSchemeAccess()));
        // Chromium may allow file access to an extension loaded with --load-extension from the start.
        if (!(await allowed())) {
          await drive.chooseTabs([id]);
          await drive.ask('How much water does the Harwick reservoir hold?');
          assert.match(await text(drive.tabStatus(id)), /Allow access to file URLs/);
        }
        const settings = await browser.context.newPage();
        await settings.goto('chrome://extensions/');
        const error = await settings.evaluate(
          (extensionId) =>
            new Promise<string | null>((resolve) =>
              (chrome as unknown as { developerPrivate: { updateExtensionConfiguration(c: object, done: () => void): void } }).developerPrivate.updateExtensionConfiguration(
                { extensionId, fileAccess: true },
                () => resolve(chrome.runtime.lastError?.message ?? null),
              ),
            ),
          browser.extensionId,
        );
        assert.equal(error, null);
        await settings.close();
        await eventually(async () => assert.equal(await allowed(), true), 15_000);
        const panel = await browser.openPanel();
        const again = panelDriver(panel);
        await again.chooseTabs([id]);
        await again.ask('How much water does the Harwick reservoir hold?');
        assert.match(await text(again.source(1)), /41 million cubic metres/);
        assert.equal(await text(again.source(1).locator('[data-testid="source-page"]')), 'p. 3');
        assert.match(await text(again.source(1)), /local file/);
        await local.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
