/**
 * Whether this browser has offscreen documents (Chrome). Firefox has none: there the background page,
 * which has a DOM and can start workers, does the offscreen document's work.
 */
export function hasOffscreenDocuments(): boolean {
  return typeof (globalThis as { chrome?: { offscreen?: { createDocument?: unknown } } }).chrome?.offscreen?.createDocument === 'function';
}
