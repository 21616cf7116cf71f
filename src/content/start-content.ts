import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { contentMessenger } from '../messaging/content-protocol';
import { highlightPassage } from './highlight-passage';
import { createPdfBytesReader } from './read-pdf-bytes';
import { reloadPdfAtPage } from './reload-pdf-at-page';
import { readPage } from './read-page';
import { seekMedia } from './transcript/seek-media';
import { waitForText } from './wait-for-text';

/**
 * The content script's listeners. Injecting the script again (after an update, or a race between
 * two questions) starts a new context, and WXT invalidates the old one: its listeners go, so each
 * message is answered once.
 */
export function startContent(ctx: ContentScriptContext): void {
  const readPdfBytes = createPdfBytesReader(document);
  const removers = [
    contentMessenger.onMessage('ping', () => true),
    contentMessenger.onMessage('readPage', async ({ data }) => {
      // A young, still-empty page may be an app about to render (a PDF's page has no DOM text to wait for).
      if (document.contentType !== 'application/pdf') await waitForText(document, window);
      return readPage(document, window, data.knownHash, {
        player: data.player,
        // The question's language, then the browser's (the interface and the user's accepted languages).
        languages: [...(data.language ? [data.language] : []), ...(navigator.languages ?? [navigator.language])],
      });
    }),
    contentMessenger.onMessage('highlightPassage', ({ data }) => highlightPassage(document, window, data.locator)),
    contentMessenger.onMessage('seekMedia', ({ data }) => seekMedia(document, data.time)),
    contentMessenger.onMessage('getSelection', () => ({ text: window.getSelection()?.toString() ?? '' })),
    contentMessenger.onMessage('readPdfBytes', ({ data }) => readPdfBytes(data.offset)),
    contentMessenger.onMessage('reloadPdfAtPage', ({ data }) => reloadPdfAtPage(document, data.page)),
  ];
  ctx.onInvalidated(() => {
    for (const remove of removers) remove();
  });
}
