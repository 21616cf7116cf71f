import { afterEach, describe, expect, it, vi } from 'vitest';
import german from '../../public/_locales/de/messages.json';
import type { Catalog } from './message-key';
import { formatMessage } from './format-message';

describe('ui: the interface’s language', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('is the language of the catalogue the browser serves, even when the browser reports another', async () => {
    // Chromium without German's UI pack, started with --lang=de: German words, "en-US" from getUILanguage.
    const catalog: Catalog = german;
    vi.spyOn(chrome.i18n, 'getUILanguage').mockReturnValue('en-US');
    vi.spyOn(chrome.i18n, 'getMessage').mockImplementation(((key: string, subs?: string[]) => (catalog[key] ? formatMessage(catalog[key]!, subs) : '')) as typeof chrome.i18n.getMessage);
    const { ui, applyDocumentLanguage } = await import('./ui-translator');
    expect(ui.locale).toBe('de');
    expect(ui.plural('passageCount', 1234)).toBe('1.234 Textstellen');
    const root = { lang: '', dir: '' } as HTMLElement;
    applyDocumentLanguage(root);
    expect(root.lang).toBe('de');
  });
});
