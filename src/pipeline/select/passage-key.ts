import type { Passage } from './passage';

/**
 * The same passage across rankings (a follow-up ranks the tabs again): its tab and chunk. An opening
 * of a section is a shorter chunk with the same index, so the text's length tells them apart.
 */
export const passageKey = (p: Passage) => `${p.source.tabId}:${p.chunk.index}:${p.chunk.text.length}`;
