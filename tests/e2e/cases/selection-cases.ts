import { assert, eventually } from '../support/assert';
import type { Case } from '../support/run-cases';
import type { Env } from './env';
import type { Page } from 'playwright-core';

/** Selects the whole text of the first element matching `selector`, as a user dragging over it would. */
async function selectText(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const range = document.createRange();
    range.selectNodeContents(el);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  }, selector);
}

export const selectionCases: Array<Case<Env>> = [
  {
    // Headless Chromium cannot open a native context menu. Chrome's extension event objects have a
    // dispatch() in the worker, so the test fires the real contextMenus.onClicked event with the
    // real tab and the text really selected in the page: the listener the manifest-registered menu
    // would call runs unchanged. (sidePanel.open then fails for want of a user gesture; the panel
    // is already open as a tab.)
    name: '"Ask about selection" from the context menu carries the selection into the panel',
    async run({ browser, drive, ids, pages }) {
      const selected = await selectText(pages.bees, 'main p:nth-of-type(3)');
      assert.match(selected, /each second of waggling/);
      await (await browser.worker()).evaluate(
        async ({ tabId, text }) => {
          const tab = await chrome.tabs.get(tabId);
          const info = { menuItemId: 'ask-about-selection', selectionText: text, editable: false, pageUrl: tab.url! };
          (chrome.contextMenus.onClicked as unknown as { dispatch(...args: unknown[]): void }).dispatch(info, tab);
        },
        { tabId: ids.bees, text: selected },
      );
      const quote = drive.byTestId('selection');
      await eventually(async () => assert.match((await quote.textContent()) ?? '', /each second of waggling stands for roughly one kilometre/));
      await eventually(async () => assert.equal(await drive.panelFocus(), 'question'));
      await drive.chooseTabs([ids.bees]);
      await drive.ask('What does this tell the other bees?');
      assert.match((await drive.source(1).textContent()) ?? '', /waggl/);
      await drive.click(drive.byTestId('selection-remove'));
      await eventually(async () => assert.equal(await quote.count(), 0));
    },
  },
  {
    // The keyboard command's listener reads the selection from the page itself (no selectionText
    // from Chrome): dispatching commands.onCommand exercises that whole path through the content script.
    name: 'the keyboard shortcut reads the page\'s current selection into the panel',
    async run({ browser, drive, ids, pages }) {
      const selected = await selectText(pages.etna, 'article p:nth-of-type(4)');
      await (await browser.worker()).evaluate(async (tabId) => {
        const tab = await chrome.tabs.get(tabId);
        (chrome.commands.onCommand as unknown as { dispatch(...args: unknown[]): void }).dispatch('ask-about-selection', tab);
      }, ids.etna);
      await eventually(async () => assert.equal((await drive.byTestId('selection').locator('blockquote').textContent())?.trim(), selected.trim()));
      assert.match(selected, /UNESCO/);
      await drive.click(drive.byTestId('selection-remove'));
    },
  },
];
