import { ui } from '../../i18n/ui-translator';
import { ENGINE_HOST_PORT } from '../../messaging/engine-host-protocol';
import { ensureOffscreenDocument } from '../../platform/offscreen-document';
import { hasOffscreenDocuments } from '../../platform/has-offscreen-documents';
import { modelIdleSeconds } from './model-idle-seconds';
import { ModelError } from '../../models/model-error';
import { createEngineClient, type EngineClient, type PortLike } from './engine-client';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A port to the engine host. In Chrome the offscreen document is created on demand; a port opened
 * before its script registered the listener is closed at once by Chrome, so the first reply is awaited
 * and the connection retried a few times. In Firefox the host is in the background page, which the
 * connection wakes if Firefox had suspended it.
 */
async function connectToHost(): Promise<PortLike> {
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    if (hasOffscreenDocuments()) await ensureOffscreenDocument();
    const port = chrome.runtime.connect({ name: ENGINE_HOST_PORT });
    const answered = await new Promise<boolean>((resolve) => {
      const first = () => {
        port.onMessage.removeListener(first);
        resolve(true);
      };
      port.onMessage.addListener(first);
      port.onDisconnect.addListener(() => resolve(false));
      port.postMessage({ verb: 'status' });
    });
    if (answered) return port;
    await wait(100 * attempt);
  }
  throw new ModelError('unavailable', ui.t('errorHostPageStart'), ui.t('errorHostPageStartFix'));
}

let shared: EngineClient | undefined;

/** The engine host client of this page (one port per page). */
export function browserEngineClient(): EngineClient {
  shared ??= createEngineClient({
    connect: connectToHost,
    idleMs: async () => (await modelIdleSeconds.getValue()) * 1000,
    // Firefox suspends its background page (the host there) 30 s after its last event, open ports or
    // not; a port message is an event. Chrome's offscreen document is never suspended.
    ...(hasOffscreenDocuments() ? {} : { keepAliveMs: 10_000 }),
  });
  return shared;
}

/** The options page only looks: it connects when the host is already running, never starts it. */
export async function isEngineHostRunning(): Promise<boolean> {
  // Firefox's host is its background page (no offscreen documents there); it is listed while not suspended.
  const type = hasOffscreenDocuments() ? 'OFFSCREEN_DOCUMENT' : 'BACKGROUND';
  const contexts = await chrome.runtime.getContexts({ contextTypes: [type as chrome.runtime.ContextType] });
  return contexts.length > 0;
}
