/**
 * What Chrome's build gets for `start-firefox-engine-host.ts` (an alias in wxt.config.ts): Chrome's
 * engine host lives in the offscreen document, so its background starts none, and the wllama worker
 * that Firefox's background page needs is not shipped twice.
 */
export function startFirefoxEngineHost(): void {}
