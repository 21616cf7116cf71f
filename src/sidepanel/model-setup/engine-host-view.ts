import { signal } from '@preact/signals';
import type { EngineStatus } from '../../messaging/engine-host-protocol';
import type { EngineClient, GenerationHandlers } from '../../backends/hosted/engine-client';

/**
 * The panel's view of the engine host: its status as the host broadcasts it, "Unload now", and
 * collecting an answer the host went on writing for a reopened panel (answer-session.ts).
 */
export function createEngineHostView(engine: EngineClient, engineRunning: () => Promise<boolean>) {
  const status = signal<EngineStatus | undefined>(undefined);
  engine.onStatus((next) => (status.value = next));
  const running = () => engineRunning().catch(() => false);

  return {
    status,
    /** Shows the host's state without starting it. */
    refresh: async () => {
      if (await running()) await engine.refresh().catch(() => undefined);
    },
    /** The model the host holds now, when it is `modelId`. */
    holds: (modelId: string) => status.value?.model?.modelId === modelId,
    unload: (modelId?: string) => engine.unload(modelId),
    collect: async (requestId: string, handlers: GenerationHandlers, abort: AbortSignal) => {
      // No host running: nothing was written meanwhile (and nothing to start for it).
      if (!(await running())) return false;
      abort.addEventListener('abort', () => void engine.stop(requestId), { once: true });
      return engine.collect(requestId, handlers);
    },
  };
}
