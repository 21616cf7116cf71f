import type { Page } from 'playwright-core';
import { allTechniquesPdf, controlPdf, ocrScanPdf } from '../../support/hidden-text-pdfs';
import { HOSTILE_PDFS } from '../../support/hostile-pdfs';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../support/openai-sse-server';
import { launchBrowser, type Browser } from '../support/launch-browser';
import { servePages, type LoggingPageServer } from '../support/serve-pages';
import { modelDriver } from './model-env';

/** One browser for the untrusted-PDF cases (issue 20): PDFs written by tests/support, a server model that records requests. */
export interface PdfUntrustedEnv {
  browser: Browser;
  server: LoggingPageServer;
  llm: OpenAiSseServer;
  panel: Page;
  drive: ReturnType<typeof modelDriver>;
  /** Opens `path` from the page server; its page and tab id. */
  open(path: string): Promise<{ page: Page; id: number }>;
}

export async function setupPdfUntrustedEnv(): Promise<PdfUntrustedEnv> {
  const server = await servePages();
  server.add('hidden-everything.pdf', allTechniquesPdf());
  server.add('control.pdf', controlPdf());
  server.add('ocr-scan.pdf', ocrScanPdf());
  for (const file of HOSTILE_PDFS) server.add(`hostile-${file.name}.pdf`, file.bytes());
  const llm = await startOpenAiSseServer({ chunks: ['The library lent 48,213 books [1].'] });
  const browser = await launchBrowser();
  const panel = await browser.openPanel();
  await panel.evaluate(
    (baseUrl) =>
      chrome.storage.local.set({
        'backend-settings': { backend: 'openai', openai: { baseUrl, model: 'test-model', apiKey: '', contextWindow: 32768 } },
      }),
    llm.baseUrl,
  );
  return {
    browser,
    server,
    llm,
    panel,
    drive: modelDriver(panel),
    async open(path) {
      const url = server.url(path);
      const page = await browser.openTab(url);
      return { page, id: await browser.tabIdOf(url) };
    },
  };
}

export async function teardownPdfUntrustedEnv({ browser, server, llm }: PdfUntrustedEnv): Promise<void> {
  await browser.close();
  await server.close();
  await llm.close();
}
