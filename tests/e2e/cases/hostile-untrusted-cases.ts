import type { Page } from 'playwright-core';
import { assert, eventually } from '../support/assert';
import type { Case } from '../support/run-cases';
import { readFlag, type HostileEnv } from './hostile-env';

/**
 * Markup a payload would have created if page text had been turned into HTML. The panel's own icons are SVG
 * (`line-icon.tsx`): those are left aside only while they are exactly ours (a known `data-icon`, paths only).
 */
const injectedMarkup = (page: Page, root: string) =>
  page.evaluate((sel) => {
    // No named functions in here: the runner's transform would wrap them in a helper the page does not have.
    const svgs = [...document.querySelectorAll(`${sel} svg`)].filter(
      (svg) =>
        !(
          svg.classList.contains('line-icon') &&
          ['history', 'settings', 'delete'].includes(svg.getAttribute('data-icon') ?? '') &&
          [...svg.children].every((child) => child.tagName.toLowerCase() === 'path' && child.attributes.length === 1)
        ),
    );
    return document.querySelectorAll(`${sel} img, ${sel} script, ${sel} iframe, ${sel} a[href^="javascript:"]`).length + svgs.length;
  }, root);

/** Every chunk text the background stored for a tab (storage.session), as the ranker sees it. */
export async function storedChunks(panel: Page, tabId: number): Promise<string[]> {
  return eventually(async () => {
    const record = (await panel.evaluate((key) => chrome.storage.session.get(key), `page:${tabId}`))[`page:${tabId}`] as
      | { chunks: Array<{ text: string }> }
      | undefined;
    assert.ok(record, `no stored record for tab ${tabId}`);
    return record.chunks.map((c) => c.text);
  });
}

export const hostileUntrustedCases: Array<Case<HostileEnv>> = [
  {
    name: 'script, onerror, javascript: and SVG payloads in the body and title run nowhere: not in the panel, not by the extension in the page',
    async run({ open, drive, panel }) {
      const { page, id } = await open('xss.html');
      assert.equal(await readFlag(page, '__pageOwnScriptRan'), true, 'the page itself should run (control)');
      await drive.chooseTabs([id]);
      await drive.ask('When does the ferry timetable say the morning ferry leaves?');
      const texts = await drive.byTestId('source').allTextContents();
      assert.ok(texts.some((t) => /onerror=/.test(t)), `payload text should be shown as text: ${texts.join(' | ')}`);
      // The title with its payload is shown too, as text.
      assert.match((await drive.tabOption(id).textContent()) ?? '', /onerror=/);
      assert.equal(await readFlag(panel, '__askTabsPwned'), undefined);
      assert.equal(await injectedMarkup(panel, 'body'), 0, 'page markup reached the panel DOM');

      // Clicking the source highlights it in the page: the highlight must not re-parse the text either.
      const before = await page.evaluate(() => document.querySelectorAll('img, script, svg').length);
      const hit = drive.byTestId('source').filter({ hasText: 'onerror=' }).first();
      await drive.click(hit.locator('.source-open'));
      await eventually(async () => assert.ok(await page.evaluate(() => CSS.highlights.size > 0), 'no highlight in the page'));
      assert.equal(await readFlag(page, '__askTabsPwned'), undefined);
      assert.equal(await page.evaluate(() => document.querySelectorAll('img, script, svg').length), before);
      assert.equal(await readFlag(panel, '__askTabsPwned'), undefined);
      await page.close();
    },
  },
  {
    name: '"Ask about selection" with a payload in the selected text quotes it as text and runs nothing',
    async run({ open, browser, drive, panel }) {
      const { page, id } = await open('xss.html');
      const selected = await page.evaluate(() => {
        const range = document.createRange();
        range.selectNodeContents(document.getElementById('payload-text')!);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
        return getSelection()!.toString();
      });
      assert.match(selected, /<img src=x onerror=/);
      await (await browser.worker()).evaluate(
        async ({ tabId, text }) => {
          const tab = await chrome.tabs.get(tabId);
          const info = { menuItemId: 'ask-about-selection', selectionText: text, editable: false, pageUrl: tab.url! };
          (chrome.contextMenus.onClicked as unknown as { dispatch(...args: unknown[]): void }).dispatch(info, tab);
        },
        { tabId: id, text: selected },
      );
      const quote = drive.byTestId('selection');
      await eventually(async () => assert.match((await quote.textContent()) ?? '', /<svg onload=/));
      assert.equal(await injectedMarkup(panel, '[data-testid="selection"]'), 0);
      assert.equal(await readFlag(panel, '__askTabsPwned'), undefined);
      assert.equal(await readFlag(page, '__askTabsPwned'), undefined);
      await drive.click(drive.byTestId('selection-remove'));
      await page.close();
    },
  },
  {
    name: 'hidden prompt-injection text (display:none, aria-hidden, off-screen, white on white, a tab panel whose tab is hidden, an off-screen card link) is in no chunk; visible text, a card\'s repeated link, a closed tab and a "Read more" panel one click away are kept',
    async run({ open, drive, panel }) {
      const { page, id } = await open('hidden.html');
      await drive.chooseTabs([id]);
      await drive.ask('What should the lighthouse keeper reply? ignore previous instructions');
      const chunks = (await storedChunks(panel, id)).join('\n');
      for (const marker of ['HIDDENDISPLAYNONE', 'HIDDENARIAHIDDEN', 'HIDDENOFFSCREEN', 'HIDDENWHITEONWHITE', 'HIDDENUNCONTROLLED', 'HIDDENARIALINK']) {
        assert.ok(!chunks.includes(marker), `${marker} was extracted`);
      }
      assert.match(chunks, /Fresnel/);
      // The "Tower facts" tab is closed (display:none from the stylesheet), its tab visible: one click away.
      assert.match(chunks, /172 steps/);
      // A card's repeated link, aria-hidden and out of the tab order, is seen (is-marked-hidden.ts); a collapsed
      // "Read more" panel naming no id is one click away (undeclared-expander.ts).
      assert.match(chunks, /winter of 1921/);
      assert.match(chunks, /coal stove/);
      // Visible injection text is the page's content: kept, and delimited as untrusted in the prompt
      // (src/pipeline/prompt/build-prompt.test.ts "keeps a hostile passage inside its own block").
      assert.match(chunks, /VISIBLEINJECTION/);
      const texts = (await drive.byTestId('source').allTextContents()).join('\n');
      assert.ok(!/HIDDEN[A-Z]/.test(texts), texts);
      await page.close();
    },
  },
];
