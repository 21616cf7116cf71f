import { defineExtensionMessaging } from '@webext-core/messaging';
import type { Chunk, Locator } from '../pipeline/chunk/chunk';

/** What the content script found in its page. */
export type PageReading =
  /** The page text hashes to `knownHash`: the cached chunks are still right. */
  | { kind: 'unchanged'; hash: string }
  | {
      kind: 'article';
      hash: string;
      url: string;
      title: string;
      site: string;
      lang?: string;
      dir?: 'ltr' | 'rtl';
      chunks: Chunk[];
      /** The document was still loading when it was read. */
      loading: boolean;
    }
  | { kind: 'pdf' };

/** Messages the content script (src/content/) receives from the background. */
export interface ContentProtocol {
  /** Answers when a live content script is in the page (else the background injects one). */
  ping(): true;
  readPage(data: { knownHash?: string }): PageReading;
  highlightPassage(data: { locator: Locator }): { found: boolean };
  getSelection(): { text: string };
}

export const contentMessenger = defineExtensionMessaging<ContentProtocol>({ logger: undefined });
