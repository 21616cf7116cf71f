import { ui } from '../../i18n/ui-translator';
import { ENGINE_HOST_PORT } from '../../messaging/engine-host-protocol';
import { ensureOffscreenDocument } from '../../platform/offscreen-document';
import { modelIdleSeconds } from './model-idle-seconds';
import { ModelError } from '../../models/model-error';
import { createEngineClient, type EngineClient, type PortLike } from './engine-client';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A port to the engine host. The offscreen document is created on demand; a port opened before its
 * script registered the listener is closed at once by Chrome, so the first reply is awaited and the
 * connection retried a few times.
 */
async function connectToHost(): Promise<PortLike> {
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await ensureOffscreenDocument();
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
  });
  return shared;
}

/** The options page only looks: it connects when the host is already running, never starts it. */
export async function isEngineHostRunning(): Promise<boolean> {
  const contexts = await chrome.runtime.getContexts({ contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT] });
  return contexts.length > 0;
}
