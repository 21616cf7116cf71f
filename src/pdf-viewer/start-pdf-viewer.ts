import { ui } from '../i18n/ui-translator';
import 'pdfjs-dist/web/pdf_viewer.css';
import './pdf-viewer.css';
import { parsePdfViewerQuery, type PdfViewerTarget } from '../messaging/pdf-viewer-link';
import { findInTextLayers } from './find-in-text-layer';
import { loadViewerBytes } from './load-viewer-bytes';

/** The highlight's name, as in HTML tabs (src/content/highlight-passage.ts). */
const HIGHLIGHT_NAME = 'ask-tabs';

async function loadPdfjs() {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // pdf_viewer.mjs reads pdf.js from globalThis.pdfjsLib, which pdf.mjs sets: import it second.
  const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs');
  return { pdfjs, viewer };
}

/**
 * The extension's own PDF viewer (entrypoints/pdf-viewer): pdf.js's viewer components with a text
 * layer, opened at a passage's page with the passage highlighted (CSS Custom Highlight API over the
 * text layer, as in HTML tabs). Scripting, XFA and eval stay off; links open in a new tab.
 * `data-state` and `data-highlight` on <body> say how far it got (the e2e tests read them).
 */
export async function startPdfViewer(doc: Document): Promise<void> {
  const body = doc.body;
  const status = doc.querySelector<HTMLElement>('[data-testid="viewer-status"]')!;
  const say = (text: string, state?: string) => {
    status.textContent = text;
    if (state) body.dataset.state = state;
  };
  doc.title = ui.t('pdfViewerTitle');
  say(ui.t('pdfViewerOpening'));
  const target = parsePdfViewerQuery(doc.location.search);
  if (!target) return say(ui.t('pdfViewerNoTarget'), 'error');
  const name = decodeURIComponent(target.file.replace(/[?#].*$/, '').split('/').pop() || target.file);
  doc.title = `${name} — Ask Tabs`;
  doc.querySelector('[data-testid="viewer-title"]')!.textContent = name;
  body.dataset.state = 'loading';

  const [loaded, libs] = await Promise.all([loadViewerBytes(target.file, target.tabId), loadPdfjs()]);
  if (!loaded.ok) return say(ui.t('pdfViewerGetFailed', loaded.detail), 'error');
  const { pdfjs, viewer: components } = libs;
  const container = doc.getElementById('viewerContainer') as HTMLDivElement;
  const eventBus = new components.EventBus();
  const linkService = new components.PDFLinkService({ eventBus, externalLinkTarget: components.LinkTarget.BLANK, externalLinkRel: 'noopener noreferrer nofollow' });
  const viewer = new components.PDFViewer({
    container,
    viewer: doc.getElementById('viewer') as HTMLDivElement,
    eventBus,
    linkService,
    annotationMode: pdfjs.AnnotationMode.ENABLE,
  });
  linkService.setViewer(viewer);

  let pdf;
  try {
    pdf = await pdfjs.getDocument({
      data: loaded.bytes,
      isEvalSupported: false,
      enableXfa: false,
      cMapUrl: chrome.runtime.getURL('/pdfjs/cmaps/'),
      cMapPacked: true,
      standardFontDataUrl: chrome.runtime.getURL('/pdfjs/standard_fonts/'),
      wasmUrl: chrome.runtime.getURL('/pdfjs/wasm/'),
    }).promise;
  } catch (error) {
    return say(ui.t(error instanceof Error && error.name === 'PasswordException' ? 'pdfViewerPassword' : 'pdfViewerOpenFailed'), 'error');
  }
  eventBus.on('pagesinit', () => {
    viewer.currentScaleValue = 'page-width';
    viewer.currentPageNumber = Math.min(target.page, pdf.numPages);
  });
  eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => {
    body.dataset.page = String(pageNumber);
    say(ui.t('pdfViewerPage', pageNumber, pdf.numPages));
  });
  if (target.locator) eventBus.on('textlayerrendered', () => highlight(doc, container, target));
  viewer.setDocument(pdf);
  linkService.setDocument(pdf);
  body.dataset.state = 'ready';
}

let scrolled = false;

/** (Re)applies the passage's highlight whenever a text layer near its page is (re)rendered. */
function highlight(doc: Document, container: HTMLElement, target: PdfViewerTarget): void {
  const layers = [target.page, target.page + 1]
    .map((n) => container.querySelector(`.page[data-page-number="${n}"] .textLayer`))
    .filter((layer): layer is Element => !!layer && layer.childNodes.length > 0);
  const range = layers.length ? findInTextLayers(layers, target.locator!) : null;
  const win = doc.defaultView as Window & typeof globalThis;
  if (!range) {
    if (doc.body.dataset.highlight !== 'found') doc.body.dataset.highlight = 'not-found';
    return;
  }
  win.CSS.highlights.set(HIGHLIGHT_NAME, new win.Highlight(range));
  doc.body.dataset.highlight = 'found';
  if (!scrolled) {
    scrolled = true;
    range.startContainer.parentElement?.scrollIntoView({ block: 'center' });
  }
}
