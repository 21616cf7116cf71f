import { browser } from 'wxt/browser';
import { backgroundMessenger } from '../messaging/background-protocol';
import type { LocalPdfReader } from '../messaging/offscreen-protocol';
import { contentMessenger } from '../messaging/content-protocol';
import { pendingSelection } from '../messaging/pending-selection';
import { onCommand } from '../platform/commands';
import { createSelectionMenuItem, onInstalled, onMenuClicked } from '../platform/context-menus';
import { createSessionPageStore } from './session-page-store';
import { fileAccess } from '../platform/scripting';
import { openPanelOnActionClick, openSidePanel } from '../platform/side-panel';
import { focusTab, getTab, openTabBeside, setTabUrl, waitForTabComplete } from '../platform/tabs';
import { onTabGone, onTabNavigated } from '../platform/tab-lifecycle';
import { askAboutSelection, type SelectionDeps } from './ask-about-selection';
import { ensureContentScript } from '../platform/ensure-content-script';
import { createExpectedReloads } from './expected-reloads';
import { isExtensionPage, type SenderLike } from '../platform/is-extension-page';
import { openPdfViewer } from './open-pdf-viewer';
import { createTabPreparer } from './prepare-tab';
import { candidateTabs } from './candidate-tabs';
import { selectOverTabs } from './select-over-tabs';
import { readPdfTab, stopPdfTab } from './read-pdf-tab';
import { readTab } from './read-tab';
import { readPageOrViewerPdf } from './pdf-in-viewer';
import { showPassage } from './show-passage';
import { createTabCache } from './tab-cache';
import { validateRequest } from './validate-request';
import { ui } from '../i18n/ui-translator';
import { markTime, timed, timedMethods } from '../platform/timings';

export const ASK_SELECTION_MENU_ID = 'ask-about-selection';
/** The `commands` key in wxt.config.ts. */
export const ASK_SELECTION_COMMAND = 'ask-about-selection';

/**
 * The service worker. Every listener is added synchronously on each start: Chrome stops idle workers
 * and wakes them for events, and only listeners present at the first turn receive the waking event.
 */
export interface BackgroundOptions {
  /**
   * A PDF reader in this page (Firefox's background page: no offscreen document). Firefox's PDF viewer
   * cannot be scripted: such a tab is read by URL (pdf-in-viewer.ts), and a PDF passage moves the viewer by
   * its URL's `#page=N`, which it follows (measured in tests/e2e/firefox).
   */
  pdfReader?: LocalPdfReader;
}

export function startBackground({ pdfReader }: BackgroundOptions = {}): void {
  // Measured for bench:panel (src/platform/timings.ts): the store, the index from it, the page check.
  const cache = createTabCache(timedMethods(createSessionPageStore(), 'store'));
  const preparer = createTabPreparer({
    getTab,
    waitForComplete: waitForTabComplete,
    fileAccess,
    readPage: timed('page-check', pdfReader ? readPageOrViewerPdf(readTab) : readTab),
    readPdf: (tabId, tab) => readPdfTab(tabId, tab, pdfReader),
    cache: timedMethods(cache, 'tab-cache'),
  });
  const reloads = createExpectedReloads();

  const trusted = (sender: SenderLike) => {
    if (!isExtensionPage(sender, browser.runtime.id, browser.runtime.getURL('/'))) {
      throw new Error('Ask Tabs answers only its own pages');
    }
  };
  backgroundMessenger.onMessage('prepareTab', async ({ data, sender }) => {
    trusted(sender);
    const { tabId, now, urgent } = validateRequest.prepareTab(data);
    return (await (now ? preparer.readNow(tabId) : preparer.prepare(tabId, undefined, urgent))).status;
  });
  backgroundMessenger.onMessage('tabCandidates', ({ data, sender }) => {
    trusted(sender);
    return timed('tab-candidates', candidateTabs)({ getTab, cache }, validateRequest.tabCandidates(data));
  });
  backgroundMessenger.onMessage('selectOverTabs', ({ data, sender }) => {
    trusted(sender);
    return timed('select-over-tabs', selectOverTabs)(preparer, validateRequest.selectOverTabs(data), timed);
  });
  backgroundMessenger.onMessage('showPassage', ({ data, sender }) => {
    trusted(sender);
    const { tabId, locator } = validateRequest.showPassage(data);
    return showPassage(tabId, locator, {
      focusTab,
      getTab,
      readUrl: async (id) => (await cache.get(id))?.record.url,
      reloadAtPage: async (id, page) => {
        if (pdfReader) {
          const url = (await getTab(id))?.url;
          if (url) await setTabUrl(id, `${url.replace(/#.*$/u, '')}#page=${page}`);
          return;
        }
        await ensureContentScript(id);
        await contentMessenger.sendMessage('reloadPdfAtPage', { page }, id);
      },
      reloads,
    });
  });

  backgroundMessenger.onMessage('stopReading', ({ data, sender }) => {
    trusted(sender);
    return stopPdfTab(validateRequest.stopReading(data).tabId, pdfReader);
  });

  backgroundMessenger.onMessage('showInPdfViewer', ({ data, sender }) => {
    trusted(sender);
    const { tabId, locator } = validateRequest.showInPdfViewer(data);
    return openPdfViewer(tabId, locator, {
      readUrl: async (id) => (await cache.get(id))?.record.url,
      extensionUrl: (path) => chrome.runtime.getURL(path),
      openBeside: openTabBeside,
    });
  });

  onTabNavigated((tabId, url) => {
    // Our own reload to a PDF page shows the same document: its index stays.
    if (!reloads.covers(tabId, url)) void preparer.forget(tabId);
  });
  onTabGone((tabId) => void preparer.forget(tabId));

  const selectionDeps: SelectionDeps = {
    openPanel: openSidePanel,
    readSelection: async (tabId) => {
      await ensureContentScript(tabId);
      return (await contentMessenger.sendMessage('getSelection', undefined, tabId)).text;
    },
    store: (selection) => pendingSelection.setValue(selection),
    nextSeq: () => Date.now(),
  };
  onMenuClicked((info, tab) => {
    if (info.menuItemId === ASK_SELECTION_MENU_ID) void askAboutSelection(selectionDeps, tab, info.selectionText);
  });
  onCommand((command, tab) => {
    if (command === ASK_SELECTION_COMMAND) void askAboutSelection(selectionDeps, tab, undefined);
  });

  onInstalled(() => {
    void createSelectionMenuItem(ASK_SELECTION_MENU_ID, ui.t('menuAskSelection'));
  });
  void openPanelOnActionClick();
  markTime('worker-ready');
}
