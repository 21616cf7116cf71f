import { browser, type Browser } from 'wxt/browser';

export function onCommand(listener: (command: string, tab: Browser.tabs.Tab | undefined) => void): void {
  browser.commands.onCommand.addListener(listener);
}
