import type { LoadedModelInfo } from '../../messaging/engine-host-protocol';
import { ANSWER_TEMPERATURE, type GenerateRequest, type LanguageModel } from '../../models/language-model';
import type { ModelName } from '../../models/model-name';
import type { EngineClient } from './engine-client';
import { fromWireError } from './from-wire-error';

/**
 * A model loaded in the engine host, behind the LanguageModel port: the panel streams from it as
 * from any backend, while the engine runs in the offscreen document. Each answer has a request id
 * (the turn's, when the panel gives one) so a reopened panel can collect what was written meanwhile.
 */
export class HostedModel implements LanguageModel {
  readonly kind: 'webllm' | 'wllama';
  readonly sendsTextOffDevice = false;
  readonly name: ModelName;
  readonly contextWindow: number;
  readonly prefillTokS: number | undefined;

  constructor(
    private readonly client: EngineClient,
    readonly info: LoadedModelInfo,
  ) {
    this.kind = info.engine;
    this.name = info.name;
    this.contextWindow = info.contextWindow;
    this.prefillTokS = info.prefillTokS;
  }

  async *stream(request: GenerateRequest): AsyncIterable<string> {
    const { signal } = request;
    if (signal?.aborted) return;
    const requestId = request.requestId ?? this.client.newRequestId();
    const queue: string[] = [];
    let wake: (() => void) | undefined;
    let end: { error?: Error } | undefined;
    const notify = () => {
      wake?.();
      wake = undefined;
    };
    const stop = () => void this.client.stop(requestId);
    signal?.addEventListener('abort', stop, { once: true });
    // The host writes one answer at a time, first asked first (its `generating` list is in that order):
    // behind another window's answer, this one says it waits.
    let queued = false;
    const setQueued = (next: boolean) => {
      if (next !== queued) request.onQueued?.((queued = next));
    };
    const stopWatching = this.client.onStatus((status) => {
      const at = status.generating.indexOf(requestId);
      if (at !== -1 || queued) setQueued(at > 0);
    });
    try {
      await this.client.generate(
        requestId,
        { messages: request.messages, temperature: request.temperature ?? ANSWER_TEMPERATURE, ...(request.maxTokens !== undefined ? { maxTokens: request.maxTokens } : {}) },
        {
          onDelta: (text) => {
            setQueued(false);
            queue.push(text);
            notify();
          },
          ...(request.onPrefill ? { onPrefill: request.onPrefill } : {}),
          onResult: (result) => {
            if (result.usage) request.onUsage?.(result.usage);
            end = result.state === 'error' && result.error ? { error: fromWireError(result.error) } : {};
            notify();
          },
        },
      );
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
}
