import type { Page } from 'puppeteer-core';
import type { Firefox } from './launch-firefox';

/** What a script evaluated in the browser window returns, as BiDi serialises it. */
interface Remote {
  type: string;
  value?: unknown;
}

/**
 * Firefox's own browser window (browser.xhtml, privileged), reached over WebDriver BiDi's chrome scope
 * (`moz:scope`, allowed by `--remote-allow-system-access`): the parts of Firefox a user touches that no
 * page can, driven as Firefox's own browser tests drive them (the real context menu, a key pressed in
 * the window through nsITextInputProcessor, the toolbar button's command). Nothing here calls the
 * add-on's listeners directly: Firefox builds the menu item and matches the shortcut itself.
 */
export async function browserWindow(firefox: Firefox) {
  const connection = (firefox.browser as unknown as { connection: { send(method: string, params: object): Promise<{ result: any }> } }).connection;
  const tree = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
  const context: string = tree.result.contexts.find((c: { url: string }) => c.url === 'chrome://browser/content/browser.xhtml').context;

  /** Evaluates `expression` (a string: it runs in the browser window, not in this process) and returns its value. */
  async function evaluate<T>(expression: string): Promise<T> {
    const { result } = await connection.send('script.evaluate', { expression, target: { context }, awaitPromise: true });
    if (result.type === 'exception') throw new Error(`browser window: ${JSON.stringify(result.exceptionDetails?.text ?? result)}`);
    return (result.result as Remote).value as T;
  }

  return {
    evaluate,
    /**
     * Right-clicks `selector` in `page` (the page gets a real contextmenu event, Firefox opens its
     * content context menu for it), then lists the menu's visible item labels.
     */
    async openContextMenu(page: Page, selector: string): Promise<string[]> {
      const box = await page.$eval(selector, (el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x + 12, y: r.y + 6 };
      });
      const shown = evaluate<string>(`new Promise((resolve) => {
        const menu = document.getElementById('contentAreaContextMenu');
        menu.addEventListener('popupshown', () => resolve(JSON.stringify([...menu.querySelectorAll('menuitem')].filter((i) => !i.hidden).map((i) => i.label))), { once: true });
        setTimeout(() => resolve('null'), 10000);
      })`);
      await page.bringToFront();
      await page.mouse.click(box.x, box.y, { button: 'right' });
      const labels = JSON.parse(await shown) as string[] | null;
      if (!labels) throw new Error('Firefox did not open its context menu');
      return labels;
    },
    /** Chooses the add-on's item of the open context menu by its label, as a click on it would. */
    chooseContextMenuItem: (label: string) =>
      evaluate<boolean>(`(() => {
        const menu = document.getElementById('contentAreaContextMenu');
        const item = [...menu.querySelectorAll('menuitem')].find((i) => !i.hidden && i.label === ${JSON.stringify(label)});
        if (!item) return false;
        menu.activateItem(item);
        return true;
      })()`),
    /** Presses Alt+Shift+<letter> in the browser window, where Firefox matches add-on shortcuts. */
    pressAltShift: (letter: string) =>
      evaluate<string>(`(() => {
        const tip = Cc['@mozilla.org/text-input-processor;1'].createInstance(Ci.nsITextInputProcessor);
        if (!tip.beginInputTransactionForTests(window)) return 'busy';
        const key = (key, code, keyCode) => new KeyboardEvent('', { key, code, keyCode });
        const alt = key('Alt', 'AltLeft', KeyboardEvent.DOM_VK_ALT);
        const shift = key('Shift', 'ShiftLeft', KeyboardEvent.DOM_VK_SHIFT);
        const letter = key(${JSON.stringify(letter.toUpperCase())}, ${JSON.stringify(`Key${letter.toUpperCase()}`)}, ${letter.toUpperCase().charCodeAt(0)});
        tip.keydown(alt); tip.keydown(shift); tip.keydown(letter); tip.keyup(letter); tip.keyup(shift); tip.keyup(alt);
        return 'sent';
      })()`),
    /** The sidebar: open or not, and the page it shows. */
    sidebar: () =>
      evaluate<string>(`JSON.stringify({
        open: SidebarController.isOpen,
        page: document.getElementById('sidebar')?.contentDocument?.querySelector('browser')?.currentURI?.spec ?? null,
      })`).then((json) => JSON.parse(json) as { open: boolean; page: string | null }),
    closeSidebar: () => evaluate<void>('void SidebarController.hide()'),
    /**
     * Opens Firefox's Extensions menu (the toolbar's puzzle piece, where an unpinned add-on's button is)
     * and clicks the add-on's button in it, as a user would.
     */
    clickToolbarButton: (addonId: string) =>
      evaluate<boolean>(`(async () => {
        const widget = CustomizableUI.getWidget(${JSON.stringify(`${addonId.replace(/[^a-z0-9_-]/gi, '_')}-browser-action`)});
        if (!widget) return false;
        if (widget.areaType === CustomizableUI.TYPE_PANEL || CustomizableUI.getPlacementOfWidget(widget.id)?.area === 'unified-extensions-area') {
          await gUnifiedExtensions.togglePanel();
        }
        const button = widget.forWindow(window).node?.querySelector('.unified-extensions-item-action-button') ?? widget.forWindow(window).node;
        if (!button) return false;
        button.click();
        return true;
      })()`),
    /** The text on the system clipboard (Firefox's own, headless). */
    clipboardText: () =>
      evaluate<string>(`(() => {
        const transferable = Cc['@mozilla.org/widget/transferable;1'].createInstance(Ci.nsITransferable);
        transferable.init(null);
        transferable.addDataFlavor('text/plain');
        Services.clipboard.getData(transferable, Ci.nsIClipboard.kGlobalClipboard, window.browsingContext.currentWindowContext);
        const out = {};
        transferable.getTransferData('text/plain', out);
        return out.value.QueryInterface(Ci.nsISupportsString).data;
      })()`),
    /** Makes pages (extension pages too) prefer a dark or light scheme, as Firefox's settings do. */
    preferColorScheme: (scheme: 'dark' | 'light' | 'system') =>
      evaluate<void>(`void Services.prefs.setIntPref('layout.css.prefers-color-scheme.content-override', ${scheme === 'dark' ? 0 : scheme === 'light' ? 1 : 2})`),
  };
}

export type BrowserWindow = Awaited<ReturnType<typeof browserWindow>>;
