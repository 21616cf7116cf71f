import type { EngineRequest, WireError } from '../../messaging/engine-host-protocol';
import type { GenerateRequest } from '../../models/language-model';
import type { EngineClient } from './engine-client';

type GenerateData = Omit<Extract<EngineRequest, { verb: 'generate' }>['data'], 'requestId'>;

/**
 * One answer the engine host writes, as the LanguageModel port streams it: the deltas as they come,
 * Stop sent as `stop`, the end's usage, its failure as the error `toError` makes of it. The request id
 * (the turn's, when the panel gives one) lets a reopened panel collect what was written meanwhile.
 */
export async function* streamFromHost(client: EngineClient, request: GenerateRequest, data: GenerateData, toError: (error: WireError) => Error): AsyncIterable<string> {
  const { signal } = request;
  if (signal?.aborted) return;
  const requestId = request.requestId ?? client.newRequestId();
  const queue: string[] = [];
  let wake: (() => void) | undefined;
  let end: { error?: Error } | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const stop = () => void client.stop(requestId);
  signal?.addEventListener('abort', stop, { once: true });
  // The host's model writes one answer at a time, first asked first (its `generating` list is in that
  // order): behind another window's answer, this one says it waits. A server's answers are never queued.
  let queued = false;
  const setQueued = (next: boolean) => {
    if (next !== queued) request.onQueued?.((queued = next));
  };
  const stopWatching = client.onStatus((status) => {
    const at = status.generating.indexOf(requestId);
    if (at !== -1 || queued) setQueued(at > 0);
  });
  try {
    await client.generate(requestId, data, {
      onDelta: (text) => {
        setQueued(false);
        queue.push(text);
        notify();
      },
      ...(request.onPrefill ? { onPrefill: request.onPrefill } : {}),
      onResult: (result) => {
        if (result.usage) request.onUsage?.(result.usage);
        end = result.state === 'error' && result.error ? { error: toError(result.error) } : {};
        notify();
      },
    });
    for (;;) {
      while (queue.length > 0) yield queue.shift()!;
      if (end) break;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    // Stopped: what arrived is the answer (the port's contract: aborting ends the stream quietly).
    if (end?.error && !signal?.aborted) throw end.error;
  } finally {
    stopWatching();
    setQueued(false);
    signal?.removeEventListener('abort', stop);
  }
}
