import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/launch-browser';
import { panelDriver } from '../support/panel-driver';
import { servePages, type LoggingPageServer } from '../support/serve-pages';
import { answerWithPassagesOnly } from '../support/passages-only';

/** Committed PDFs printed from pages written for these tests (`tests/support/printed-pdfs.ts`). */
const PRINTED = join(import.meta.dirname, '../pages/printed');

/** One browser for the PDF cases. */
export interface PdfEnv {
  browser: Browser;
  server: LoggingPageServer;
  panel: Page;
  drive: ReturnType<typeof panelDriver>;
  /** Opens a PDF served at `path` and returns its page and tab id. */
  open(path: string): Promise<{ page: Page; id: number }>;
  /** Requests the server got for `path` so far. */
  downloads(path: string): number;
}

export async function setupPdfEnv(): Promise<PdfEnv> {
  const server = await servePages();
  const browser = await launchBrowser();
  const printed = (name: string) => readFileSync(join(PRINTED, name));
  server.add('report-2031.pdf', printed('report-2031.pdf'));
  server.add('paper.pdf', printed('paper.pdf'));
  server.add('long-manual.pdf', printed('long-manual.pdf'));
  server.add('scan.pdf', printed('scan.pdf'));
  // Served only with no-store: any second read of it would reach the server.
  server.add('no-store.pdf', printed('report-2031.pdf'), { headers: { 'cache-control': 'no-store' } });
  // The browser got it once (the user was logged in); any later request is refused.
  server.add('members-only.pdf', printed('paper-plain.pdf'), { headers: { 'cache-control': 'no-store' }, times: 1 });
  server.add('damaged.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'), Buffer.alloc(4096, 0x5a)]));
  await answerWithPassagesOnly(browser);
  const panel = await browser.openPanel();
  return {
    browser,
    server,
    panel,
    drive: panelDriver(panel),
    async open(path) {
      const url = server.url(path);
      const page = await browser.openTab(url);
      // The newest tab with this URL (a case may open a PDF an earlier case also opened).
      const id = await (await browser.worker()).evaluate(
        async (u) => Math.max(...(await chrome.tabs.query({})).filter((t) => t.url === u).map((t) => t.id!)),
        url,
      );
      return { page, id };
    },
    downloads: (path) => server.requests.filter((r) => r === `GET /${path}`).length,
  };
}

export async function teardownPdfEnv({ browser, server }: PdfEnv): Promise<void> {
  await browser.close();
  await server.close();
}

/** The page number Chrome's PDF viewer shows in its toolbar (its frame is an extension page Playwright can read). */
export async function chromeViewerPage(page: Page): Promise<string | undefined> {
  const viewer = page.frames().find((f) => f.url().startsWith('chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/'));
  if (!viewer) return undefined;
  return viewer.evaluate(
    () =>
      document
        .querySelector('pdf-viewer')
        ?.shadowRoot?.querySelector('viewer-toolbar')
        ?.shadowRoot?.querySelector('viewer-page-selector')
        ?.shadowRoot?.querySelector('input')?.value,
  );
}
