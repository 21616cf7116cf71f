import { browser } from 'wxt/browser';
import { isExtensionPage } from '../../platform/is-extension-page';
import { ENGINE_HOST_PORT } from '../../messaging/engine-host-protocol';
import { validateEngineRequest } from '../../messaging/validate-engine-request';
import { DEFAULT_IDLE_SECONDS } from '../../models/engine-settings';
import { createEngineHost } from './engine-host';
import type { EngineBackends } from './loaded-engine';
import { resolveModel } from './resolve-model';
import { chatCompletions } from './server/chat-completions';

type Port = chrome.runtime.Port;

/**
 * The model engine host: answers ports named ENGINE_HOST_PORT. In Chrome it runs in the offscreen
 * document with both engines; in Firefox (no offscreen API) in the background page, with wllama only.
 */
export function startEngineHost(backends: EngineBackends): void {
  const host = createEngineHost({
    backends,
    resolve: resolveModel,
    crossOriginIsolated: globalThis.crossOriginIsolated === true,
    // The panel sends the user's setting on connecting (offscreen documents have no storage API).
    idleMs: DEFAULT_IDLE_SECONDS * 1000,
    // Server answers are written here too, so they go on when the panel closes (the page's fetch would end with it).
    server: (spec, request, signal) => chatCompletions(spec, request, signal),
  });
  const origin = new URL(browser.runtime.getURL('/')).origin;
  chrome.runtime.onConnect.addListener((port: Port) => {
    if (port.name !== ENGINE_HOST_PORT) return;
    // Only the extension's own pages (panel, options), never a content script in a web page.
    if (!port.sender || !isExtensionPage(port.sender, chrome.runtime.id, `${origin}/`)) return port.disconnect();
    let open = true;
    const connection = host.connect({
      send: (event) => {
        if (!open) return;
        try {
          port.postMessage(event);
        } catch {
          open = false; // the page closed between our check and the post
        }
      },
    });
    port.onMessage.addListener((message: unknown) => {
      const request = validateEngineRequest(message);
      if (request) connection.receive(request);
      else port.postMessage({ verb: 'rejected', data: { code: 'malformed-request' } });
    });
    port.onDisconnect.addListener(() => {
      open = false;
      connection.disconnect();
    });
  });
}
