import type { Page } from 'puppeteer-core';
import { assert, eventually } from '../support/assert';
import type { Case } from '../support/run-cases';
import { browserWindow } from './browser-window';
import type { FirefoxEnv } from './firefox-env';
import { GECKO_ID } from './launch-firefox';

const SIDEBAR_PAGE = /^moz-extension:\/\/[0-9a-f-]+\/sidepanel\.html$/;

/** Selects the whole text of the first element matching `selector`, as a user dragging over it would. */
const selectText = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector(sel)!);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  }, selector);

/** The quote the panel shows, '' when none. */
const quoteIn = (env: FirefoxEnv) => env.drive.text(`${env.drive.testId('selection')} blockquote`).then((t) => t.trim());

/**
 * The ways into the panel a Firefox user has: the toolbar button, "Ask about selection" in Firefox's own
 * context menu, and the keyboard shortcut. The sidebar itself is browser chrome: the cases check that
 * Firefox opened it on the panel's page, and read the quote in the panel page the driver holds as a tab
 * (both are the same page, and every panel takes the window's pending selection).
 */
export const firefoxWaysInCases: Array<Case<FirefoxEnv>> = [
  {
    name: "the toolbar button opens Firefox's sidebar on the panel",
    async run({ firefox }) {
      const chrome = await browserWindow(firefox);
      await chrome.closeSidebar();
      await eventually(async () => assert.equal((await chrome.sidebar()).open, false));
      assert.ok(await chrome.clickToolbarButton(GECKO_ID), 'no toolbar button for the add-on');
      await eventually(async () => {
        const sidebar = await chrome.sidebar();
        assert.equal(sidebar.open, true);
        assert.match(sidebar.page ?? '', SIDEBAR_PAGE);
      });
    },
  },
  {
    name: '"Ask about selection" in Firefox\'s own context menu opens the sidebar and carries the quote; a question with it answers from that passage',
    async run(env) {
      const { firefox, drive, ids, pages } = env;
      await drive.useBackend('passages');
      const chrome = await browserWindow(firefox);
      await chrome.closeSidebar();
      const selected = await selectText(pages.bees, 'main p:nth-of-type(3)');
      assert.match(selected, /each second of waggling/);
      const labels = await chrome.openContextMenu(pages.bees, 'main p:nth-of-type(3)');
      assert.ok(labels.includes('Ask about selection'), `menu items: ${labels.join(' | ')}`);
      assert.ok(await chrome.chooseContextMenuItem('Ask about selection'));
      await eventually(async () => {
        const sidebar = await chrome.sidebar();
        assert.equal(sidebar.open, true);
        assert.match(sidebar.page ?? '', SIDEBAR_PAGE);
      });
      await eventually(async () => assert.match(await quoteIn(env), /each second of waggling stands for roughly one kilometre/));
      await drive.chooseTabs([ids.bees]);
      await drive.ask('What does this tell the other bees?');
      const turn = await drive.text(drive.lastTurn);
      assert.match(await drive.text(`${drive.lastTurn} ${drive.source(1)}`), /waggl/, `the turn: ${turn.slice(0, 400)}`);
      await drive.click(drive.testId('selection-remove'));
      await eventually(async () => assert.equal(await drive.panel.$(drive.testId('selection')), null));
    },
  },
  {
    name: "the keyboard shortcut (Alt+Shift+A, matched by Firefox in the browser window) reads the page's selection into the panel",
    async run(env) {
      const { firefox, drive, pages } = env;
      const chrome = await browserWindow(firefox);
      const selected = await selectText(pages.etna, 'article p:nth-of-type(4)');
      assert.match(selected, /UNESCO/);
      await pages.etna.bringToFront();
      assert.equal(await chrome.pressAltShift('a'), 'sent');
      await eventually(async () => assert.equal(await quoteIn(env), selected.trim()));
      await drive.click(drive.testId('selection-remove'));
    },
  },
];
