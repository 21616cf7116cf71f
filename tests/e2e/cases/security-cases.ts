import { assert } from '../support/assert';
import type { Case } from '../support/run-cases';
import type { Env } from './env';

export const securityCases: Array<Case<Env>> = [
  {
    name: "a content script in a web page cannot ask the background for other tabs' text",
    async run({ browser, ids }) {
      // Runs in the page's isolated world, where our own content script lives: what a page that
      // subverted it could send. The same message from the panel works (the cases above).
      // Written as a string: tsx would wrap the inner function in a helper that only exists here.
      const [result] = (await (await browser.worker()).evaluate(`
        chrome.scripting.executeScript({
          target: { tabId: ${ids.etna} },
          func: (other) => chrome.runtime.sendMessage({
            id: 1, type: 'selectOverTabs', data: { tabIds: [other], question: 'battery' }, timestamp: Date.now(),
          }),
          args: [${ids.laptop}],
        })`)) as Array<{ result?: unknown }>;
      const response = result?.result as { res?: unknown; err?: { message?: string } } | undefined;
      assert.equal(response?.res, undefined);
      assert.match(response?.err?.message ?? '', /only its own pages/);
    },
  },
];
