import type { LoadedModelInfo } from '../../messaging/engine-host-protocol';
import { ANSWER_TEMPERATURE, type GenerateRequest, type LanguageModel } from '../../models/language-model';
import type { ModelName } from '../../models/model-name';
import type { EngineClient } from './engine-client';
import { fromWireError } from './from-wire-error';
import { streamFromHost } from './stream-from-host';

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

  stream(request: GenerateRequest): AsyncIterable<string> {
    const data = { messages: request.messages, temperature: request.temperature ?? ANSWER_TEMPERATURE, ...(request.maxTokens !== undefined ? { maxTokens: request.maxTokens } : {}) };
    return streamFromHost(this.client, request, data, fromWireError);
  }
}
