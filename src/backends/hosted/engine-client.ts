import type {
  EngineEvent,
  EngineRequest,
  EngineStatus,
  GenerationResult,
  LoadedModelInfo,
  LoadSpec,
} from '../../messaging/engine-host-protocol';
import type { PrefillProgress } from '../../models/language-model';
import type { LoadProgress } from '../../models/load-progress';
import { ui } from '../../i18n/ui-translator';
import { ModelError } from '../../models/model-error';
import { fromWireError } from './from-wire-error';

/** The slice of `chrome.runtime.Port` the client uses (tests connect it to a host in memory). */
export interface PortLike {
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}

export interface EngineClientDeps {
  /** Opens a port to the host, starting the offscreen document first when needed. */
  connect(): Promise<PortLike>;
  /** The user's idle time, sent on every connection (the offscreen document has no storage API). */
  idleMs(): Promise<number>;
  /**
   * Where the browser suspends the host's page when idle (Firefox's background page, even with a port
   * open), a message this often keeps it alive while it holds a model: every message resets the timer.
   */
  keepAliveMs?: number;
}

export interface GenerationHandlers {
  onDelta(text: string): void;
  /** How far the engine has read the prompt (the processor engine). */
  onPrefill?(progress: PrefillProgress): void;
  /** The end: done, stopped or error (or, collecting, the state when collected). */
  onResult(result: GenerationResult): void;
}

const newId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/gu, '');
// The offscreen document closed or crashed: the next request starts a new one, where the model loads
// again from this computer's cache (it was downloaded to be loaded).
const hostGone = () => new ModelError('unavailable', ui.t('engineHostGone'), ui.t('engineHostGoneFix'));

/**
 * The panel's side of the engine host: one port, opened on first use and again after the host
 * went away; status updates for the views; loads, answers and collections by id.
 */
export function createEngineClient(deps: EngineClientDeps) {
  let port: Promise<PortLike> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let lastStatus: EngineStatus | undefined;
  const statusListeners = new Set<(status: EngineStatus) => void>();
  const loads = new Map<string, { resolve(info: LoadedModelInfo): void; reject(error: unknown): void }>();
  const generations = new Map<string, GenerationHandlers>();
  const collects = new Map<string, (found: boolean) => void>();

  function receive(event: EngineEvent): void {
    switch (event.verb) {
      case 'status':
        lastStatus = event.data;
        for (const listener of statusListeners) listener(event.data);
        return;
      case 'loadEnded': {
        const pending = loads.get(event.data.loadId);
        loads.delete(event.data.loadId);
        if (event.data.outcome === 'ready' && event.data.model) pending?.resolve(event.data.model);
        else if (event.data.outcome === 'error' && event.data.error) pending?.reject(fromWireError(event.data.error));
        else pending?.reject(new DOMException(ui.t('modelLoadCancelled'), 'AbortError'));
        return;
      }
      case 'delta':
        return generations.get(event.data.requestId)?.onDelta(event.data.text);
      case 'prefill':
        return generations.get(event.data.requestId)?.onPrefill?.(event.data.progress);
      case 'result': {
        const { requestId } = event.data;
        collects.get(requestId)?.(true);
        collects.delete(requestId);
        const handlers = generations.get(requestId);
        if (event.data.state !== 'generating') generations.delete(requestId);
        return handlers?.onResult(event.data);
      }
      case 'unknown':
        collects.get(event.data.requestId)?.(false);
        collects.delete(event.data.requestId);
        generations.delete(event.data.requestId);
        return;
      case 'rejected': {
        const id = event.data.requestId;
        const handlers = id ? generations.get(id) : undefined;
        if (id) generations.delete(id);
        handlers?.onResult({ requestId: id ?? '', state: 'error', text: '', error: { kind: 'unavailable', message: event.data.code, words: { code: event.data.code } } });
      }
    }
  }

  function onStatus(listener: (status: EngineStatus) => void): () => void {
    statusListeners.add(listener);
    return () => void statusListeners.delete(listener);
  }

  /** The host's page closed (Firefox suspended it, the extension reloaded): any model it held is gone. */
  function disconnected(): void {
    port = undefined;
    clearInterval(keepAlive);
    const gone = hostGone();
    for (const { reject } of loads.values()) reject(gone);
    loads.clear();
    for (const [requestId, handlers] of generations) handlers.onResult({ requestId, state: 'error', text: '', error: { kind: gone.kind, message: gone.message, fix: gone.fix ?? '' } });
    generations.clear();
    for (const found of collects.values()) found(false);
    collects.clear();
    // Nothing is loaded any more: the views say so and the panel loads the model again on the next question.
    if (lastStatus) {
      const { model: _model, progress: _progress, releaseAt: _releaseAt, error: _error, ...rest } = lastStatus;
      lastStatus = { ...rest, state: 'none', generating: [], serving: [], ...(lastStatus.state !== 'none' ? { lastRelease: 'host-closed' as const } : {}) };
      for (const listener of statusListeners) listener(lastStatus);
    }
  }

  async function send(request: EngineRequest): Promise<void> {
    port ??= (async () => {
      const opened = await deps.connect();
      opened.onMessage.addListener((message) => receive(message as EngineEvent));
      opened.onDisconnect.addListener(disconnected);
      opened.postMessage({ verb: 'configure', data: { idleMs: await deps.idleMs() } } satisfies EngineRequest);
      if (deps.keepAliveMs) {
        clearInterval(keepAlive);
        keepAlive = setInterval(() => {
          // Only while the host holds or loads a model, or asks a server: an idle empty host may be suspended.
          if (lastStatus && (lastStatus.state !== 'none' || lastStatus.serving.length > 0)) opened.postMessage({ verb: 'status' } satisfies EngineRequest);
        }, deps.keepAliveMs);
      }
      return opened;
    })().catch((error: unknown) => {
      port = undefined;
      throw error;
    });
    (await port).postMessage(request);
  }

  return {
    /** The host's state as last reported (undefined before the first connection). */
    lastStatus: () => lastStatus,
    onStatus,
    /** Connects (starting the host if needed) and asks for its state: the views follow `onStatus`. */
    refresh: () => send({ verb: 'status' }),
    /** Loads the model, or joins the host's load of it, or finds it loaded already (no reload). */
    load(spec: LoadSpec, options: { signal?: AbortSignal; onProgress?: (progress: LoadProgress) => void } = {}): Promise<LoadedModelInfo> {
      const loadId = newId();
      const stopProgress = onStatus((s) => {
        if (s.state === 'loading' && s.model?.modelId === spec.modelId && s.progress) options.onProgress?.(s.progress);
      });
      return new Promise<LoadedModelInfo>((resolve, reject) => {
        loads.set(loadId, { resolve, reject });
        options.signal?.addEventListener('abort', () => void send({ verb: 'cancelLoad' }).catch(() => undefined), { once: true });
        send({ verb: 'load', data: { spec, loadId } }).catch((error: unknown) => {
          loads.delete(loadId);
          reject(error);
        });
      }).finally(stopProgress);
    },
    generate(requestId: string, request: Omit<Extract<EngineRequest, { verb: 'generate' }>['data'], 'requestId'>, handlers: GenerationHandlers): Promise<void> {
      generations.set(requestId, handlers);
      return send({ verb: 'generate', data: { requestId, ...request } }).catch((error: unknown) => {
        generations.delete(requestId);
        throw error;
      });
    },
    stop: (requestId: string) => send({ verb: 'stop', data: { requestId } }).catch(() => undefined),
    /**
     * An answer the host went on writing while the panel was closed: its text so far and state, then
     * its deltas while it is still being written. Resolves false when the host does not know it.
     */
    collect(requestId: string, handlers: GenerationHandlers): Promise<boolean> {
      generations.set(requestId, handlers);
      return new Promise<boolean>((resolve) => {
        collects.set(requestId, resolve);
        send({ verb: 'collect', data: { requestId } }).catch(() => {
          collects.delete(requestId);
          generations.delete(requestId);
          resolve(false);
        });
      });
    },
    unload: (modelId?: string) => send({ verb: 'unload', data: modelId ? { modelId } : {} }),
    configure: (idleMs: number) => send({ verb: 'configure', data: { idleMs } }),
    newRequestId: newId,
  };
}

export type EngineClient = ReturnType<typeof createEngineClient>;
