import type { EngineEvent, EngineRequest, EngineStatus, LoadedModelInfo, LoadSpec, ReleaseReason, WireError } from '../../messaging/engine-host-protocol';
import { isAbortError, isModelError, ModelError } from '../../models/model-error';
import type { LoadProgress } from '../../models/load-progress';
import { catalogueName, type ModelName } from '../../models/model-name';
import { batchDeltas } from './batch-deltas';
import { createGenerationStore, type Generation } from './generation-store';
import { idleRelease, realTimers, type Timers } from './idle-release';
import type { EngineBackends, LoadedEngine, ResolvedModel } from './loaded-engine';
import { initialStatus, nextStatus } from './host-status';
import { toWireError } from './wire-error';
import type { ServerSpec } from '../../models/server-spec';
import type { ServerRequest } from './server/chat-completions';

/** One connected panel (or options page): what the host sends it. */
export interface HostConnection {
  send(event: EngineEvent): void;
}

export interface EngineHostDeps {
  backends: EngineBackends;
  /** Finds the spec's model in the host's catalogues; throws a ModelError when it is not allowed. */
  resolve(spec: LoadSpec): Promise<ResolvedModel>;
  crossOriginIsolated: boolean;
  idleMs: number;
  timers?: Timers;
  /** Status updates while loading, at most one per this many ms (progress is frequent). */
  progressEveryMs?: number;
  /** Streamed text is sent at most once per this many ms (default 33, batch-deltas.ts). */
  deltaEveryMs?: number;
  /** Asks an OpenAI-compatible server (server/chat-completions.ts); absent, server answers are refused. */
  server?: ServerClient;
}

/** Streams one answer from a server; throws a ServerFailureError, or an AbortError once `signal` stops it. */
export type ServerClient = (server: ServerSpec, request: ServerRequest, signal: AbortSignal) => AsyncIterable<string>;

interface Waiter {
  conn: HostConnection;
  loadId: string;
}

interface Current {
  spec: LoadSpec;
  name: ModelName;
  engine?: LoadedEngine;
  abort: AbortController;
  /** Ports waiting for this load to end. */
  waiters: Waiter[];
}

type LoadOutcome = Extract<EngineEvent, { verb: 'loadEnded' }>['data'];

const sameSpec = (a: LoadSpec, b: LoadSpec) =>
  a.engine === b.engine && a.modelId === b.modelId && a.contextWindow === b.contextWindow && (a.threads ?? 1) === (b.threads ?? 1) && a.testModel?.url === b.testModel?.url;

/**
 * The engine host: one model at a time, shared by every panel, kept loaded between questions and
 * panel sessions, released after `idleMs` without use, on "Unload now", and when the GPU device is
 * lost. Answers are written here, so one goes on when the panel that asked closes; a reopened panel
 * collects it by request id. Engines plug in through `backends` (loaded-engine.ts).
 */
export function createEngineHost(deps: EngineHostDeps) {
  const timers = deps.timers ?? realTimers;
  const connections = new Set<HostConnection>();
  const generations = createGenerationStore();
  let status: EngineStatus = initialStatus(deps.idleMs, deps.crossOriginIsolated);
  let current: Current | undefined;
  const idle = idleRelease(timers, () => void release('idle'));
  let queue: Promise<void> = Promise.resolve();
  let lastProgressAt = -Infinity;

  const broadcast = () => {
    status = nextStatus(status, { type: 'generating', requestIds: generations.queued().map((g) => g.result.requestId), serving: generations.serving().map((g) => g.result.requestId) });
    for (const c of connections) c.send({ verb: 'status', data: status });
  };
  const sendTo = (g: Generation, event: EngineEvent) => {
    for (const c of g.subscribers) (c as HostConnection).send(event);
  };
  const ended = (waiters: Waiter[], outcome: Omit<LoadOutcome, 'loadId'>) => {
    for (const w of waiters.splice(0)) w.conn.send({ verb: 'loadEnded', data: { loadId: w.loadId, ...outcome } });
  };

  function armIdle(): void {
    const releaseAt = idle.arm(status.idleMs, status.state === 'ready' && generations.queued().length === 0);
    status = nextStatus(status, { type: 'idle-armed', releaseAt });
  }

  async function release(reason: ReleaseReason, keep?: { error: WireError; model?: LoadedModelInfo }): Promise<void> {
    const was = current;
    current = undefined;
    was?.abort.abort();
    if (was) ended(was.waiters, { outcome: 'cancelled' });
    // A server's answers go on: they never needed the model.
    for (const g of generations.queued()) g.abort.abort();
    idle.clear();
    status = nextStatus(status, { type: 'released', reason, ...keep });
    broadcast();
    await was?.engine?.unload().catch(() => undefined);
  }

  async function load(conn: HostConnection, spec: LoadSpec, loadId: string): Promise<void> {
    const waiter = { conn, loadId };
    if (current && sameSpec(current.spec, spec)) {
      if (status.state === 'ready' && status.model) return ended([waiter], { outcome: 'ready', model: status.model });
      if (status.state === 'loading') return void current.waiters.push(waiter);
    }
    if (current) await release('replaced');
    const abort = new AbortController();
    let resolved: ResolvedModel;
    try {
      resolved = await deps.resolve(spec);
    } catch (error) {
      const model = { engine: spec.engine, modelId: spec.modelId, name: { of: 'id' as const, id: spec.modelId }, contextWindow: spec.contextWindow };
      ended([waiter], { outcome: 'error', error: toWireError(error) });
      status = nextStatus(status, { type: 'failed', error: toWireError(error), model, refused: true });
      return broadcast();
    }
    const mine: Current = { spec, name: catalogueName(resolved.model), abort, waiters: [waiter] };
    current = mine;
    const info = { engine: spec.engine, modelId: spec.modelId, name: mine.name, contextWindow: spec.contextWindow };
    status = nextStatus(status, { type: 'loading', model: info });
    broadcast();
    const onProgress = (progress: LoadProgress) => {
      if (current !== mine) return;
      status = nextStatus(status, { type: 'progress', progress });
      const now = timers.now();
      if (now - lastProgressAt >= (deps.progressEveryMs ?? 100) || progress.fraction >= 1) {
        lastProgressAt = now;
        broadcast();
      }
    };
    try {
      const backend = deps.backends[spec.engine];
      if (!backend) throw new ModelError('unavailable', 'This build of the extension has no engine for this model.', 'Choose a processor model.', undefined, undefined, {
          code: 'no-engine',
        });
      const engine = await backend.load(resolved, { contextWindow: spec.contextWindow, threads: spec.threads, onProgress, signal: abort.signal });
      if (current !== mine) {
        await engine.unload().catch(() => undefined);
        return;
      }
      mine.engine = engine;
      status = nextStatus(status, { type: 'loaded', model: { ...info, contextWindow: engine.contextWindow, ...(engine.threads ? { threads: engine.threads } : {}), ...(engine.prefillTokS ? { prefillTokS: engine.prefillTokS } : {}) } });
      armIdle();
      broadcast();
      if (status.model) ended(mine.waiters, { outcome: 'ready', model: status.model });
    } catch (error) {
      if (current !== mine) return;
      if (abort.signal.aborted || isAbortError(error)) return void (await release('unload'));
      current = undefined;
      status = nextStatus(status, { type: 'failed', error: toWireError(error) });
      broadcast();
      ended(mine.waiters, { outcome: 'error', error: toWireError(error) });
    }
  }

  type GenerateData = Extract<EngineRequest, { verb: 'generate' }>['data'];

  /** Writes one answer with `run`, keeping its text for a reopened panel; resolves when it ended. */
  async function write(g: Generation, deltas: ReturnType<typeof batchDeltas>, run: (onDelta: (text: string) => void) => Promise<void>, onFailure?: (error: unknown) => Promise<void>): Promise<void> {
    try {
      if (g.abort.signal.aborted) throw new DOMException('Stopped', 'AbortError');
      await run((text) => {
        g.result = { ...g.result, text: g.result.text + text };
        deltas.push(text);
      });
      g.result = { ...g.result, state: g.abort.signal.aborted ? 'stopped' : 'done' };
    } catch (error) {
      if (g.abort.signal.aborted || isAbortError(error)) g.result = { ...g.result, state: 'stopped' };
      else {
        g.result = { ...g.result, state: 'error', error: toWireError(error) };
        await onFailure?.(error);
      }
    }
    g.flush();
    sendTo(g, { verb: 'result', data: g.result });
    armIdle();
    broadcast();
  }

  function generate(conn: HostConnection, request: GenerateData): void {
    const running = generations.get(request.requestId);
    if (running?.result.state === 'generating') return conn.send({ verb: 'rejected', data: { code: 'already-writing', requestId: request.requestId } });
    const server = request.server;
    const g = generations.add(request.requestId, conn, !!server);
    const deltas = batchDeltas(deps.deltaEveryMs ?? 33, (text) => sendTo(g, { verb: 'delta', data: { requestId: request.requestId, text } }));
    g.flush = deltas.flush;
    armIdle();
    broadcast();
    if (server) {
      // Not on the model's queue: a slow server holds up no one (each answer is its own request to it).
      return void write(g, deltas, async (onDelta) => {
        if (!deps.server) throw new ModelError('unavailable', 'This host cannot ask a server.', undefined, undefined, undefined, { code: 'no-engine' });
        const { messages, temperature, maxTokens } = request;
        for await (const text of deps.server(server, { messages, temperature, ...(maxTokens !== undefined ? { maxTokens } : {}) }, g.abort.signal)) onDelta(text);
      });
    }
    queue = queue.then(async () => {
      const engine = current?.engine;
      await write(
        g,
        deltas,
        async (onDelta) => {
          if (!engine || status.state !== 'ready') throw new ModelError('unavailable', 'The model is not loaded.', 'Ask again to load it.', undefined, undefined, { code: 'not-loaded' });
          await engine.generate({
            messages: request.messages,
            temperature: request.temperature,
            maxTokens: request.maxTokens,
            signal: g.abort.signal,
            onDelta,
            onUsage: (usage) => (g.result = { ...g.result, usage }),
            onPrefill: (progress) => sendTo(g, { verb: 'prefill', data: { requestId: request.requestId, progress } }),
          });
        },
        async (error) => {
          // The GPU is gone (usually out of memory): free what is left; the panel offers a smaller model.
          if (isModelError(error, 'device-lost') && current?.engine === engine) await release('device-lost', { error: toWireError(error), ...(status.model ? { model: status.model } : {}) });
        },
      );
    });
  }

  function receive(conn: HostConnection, request: EngineRequest): void {
    switch (request.verb) {
      case 'status':
        return conn.send({ verb: 'status', data: status });
      case 'configure':
        status = nextStatus(status, { type: 'configured', idleMs: request.data.idleMs });
        armIdle();
        return broadcast();
      case 'load':
        return void load(conn, request.data.spec, request.data.loadId);
      case 'cancelLoad':
        if (status.state === 'loading') void release('unload');
        return;
      case 'generate':
        return generate(conn, request.data);
      case 'stop':
        return generations.get(request.data.requestId)?.abort.abort();
      case 'collect': {
        const g = generations.get(request.data.requestId);
        if (!g) return conn.send({ verb: 'unknown', data: { requestId: request.data.requestId } });
        // Text not yet sent goes to the others first: the collector gets it within `result`.
        g.flush();
        if (g.result.state === 'generating') g.subscribers.add(conn);
        return conn.send({ verb: 'result', data: g.result });
      }
      case 'unload':
        if (request.data.modelId !== undefined && request.data.modelId !== status.model?.modelId) return;
        return void release('unload');
    }
  }

  return {
    connect(conn: HostConnection) {
      connections.add(conn);
      return {
        receive: (request: EngineRequest) => receive(conn, request),
        disconnect: () => {
          connections.delete(conn);
          generations.forget(conn);
          // A load goes on without the panel that asked (a reopened one joins it).
          if (current) current.waiters = current.waiters.filter((w) => w.conn !== conn);
        },
      };
    },
    status: () => status,
  };
}

export type EngineHost = ReturnType<typeof createEngineHost>;
