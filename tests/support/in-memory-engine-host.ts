import type { EngineEvent } from '../../src/messaging/engine-host-protocol';
import { validateEngineRequest } from '../../src/messaging/validate-engine-request';
import { createEngineClient, type EngineClient, type PortLike } from '../../src/backends/hosted/engine-client';
import { createEngineHost, type EngineHost } from '../../src/offscreen/engine-host/engine-host';
import { chatCompletions, type StallLimits } from '../../src/offscreen/engine-host/server/chat-completions';

/**
 * For tests: a port pair between a panel-side client and a real engine host in memory. Messages
 * are cloned and delivered on a later task, as Chrome's ports do; `close()` is the panel closing,
 * `crash()` the host's document going away (the panel's port then fires onDisconnect, as Chrome's does).
 */
export function memoryPort(host: EngineHost): PortLike & { close(): void; crash(): void } {
  const messageListeners: Array<(message: unknown) => void> = [];
  const disconnectListeners: Array<() => void> = [];
  let open = true;
  const connection = host.connect({
    send: (event: EngineEvent) => {
      const copy = structuredClone(event);
      setTimeout(() => open && messageListeners.forEach((l) => l(copy)));
    },
  });
  const close = () => {
    if (!open) return;
    open = false;
    connection.disconnect();
  };
  const crash = () => {
    close();
    setTimeout(() => disconnectListeners.forEach((l) => l()));
  };
  return {
    postMessage: (message) => {
      if (!open) throw new Error('Attempting to use a disconnected port object');
      const request = validateEngineRequest(structuredClone(message));
      setTimeout(() => request && open && connection.receive(request));
    },
    onMessage: { addListener: (l) => void messageListeners.push(l) },
    onDisconnect: { addListener: (l) => void disconnectListeners.push(l) },
    disconnect: close,
    close,
    crash,
  };
}

/**
 * A panel's client connected to `host` in memory; `ports` lists the ports it opened (newest last).
 * Given a function, each connection asks it for the host (a new one after a crash: a new document).
 */
export function memoryClient(
  host: EngineHost | (() => EngineHost),
  idleMs = 600_000,
  keepAliveMs?: number,
): { client: EngineClient; ports: Array<ReturnType<typeof memoryPort>> } {
  const ports: Array<ReturnType<typeof memoryPort>> = [];
  const client = createEngineClient({
    connect: async () => {
      const port = memoryPort(typeof host === 'function' ? host() : host);
      ports.push(port);
      return port;
    },
    idleMs: async () => idleMs,
    ...(keepAliveMs ? { keepAliveMs } : {}),
  });
  return { client, ports };
}

/**
 * For tests: an engine host with no engines that asks servers over real HTTP (the host's own
 * chat-completions client, `stall` shortened), and a panel's client connected to it in memory.
 */
export function serverHost(stall?: StallLimits, fetchImpl?: typeof fetch): { host: EngineHost; panel(): ReturnType<typeof memoryClient> } {
  const host = createEngineHost({
    backends: {},
    resolve: () => Promise.reject(new Error('no models in this test')),
    crossOriginIsolated: false,
    idleMs: 600_000,
    deltaEveryMs: 0,
    server: (spec, request, signal) => chatCompletions(spec, request, signal, { ...(stall ? { stall } : {}), ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
  });
  return { host, panel: () => memoryClient(host) };
}
