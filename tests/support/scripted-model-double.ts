import type { ModelKind, GenerateRequest, LanguageModel } from '../../src/models/language-model';
import type { ModelName } from '../../src/models/model-name';

/**
 * A LanguageModel double at the port, for unit tests of the answer flow and views: streams scripted
 * answers (or throws scripted errors), honours abort, records requests.
 */
export class ScriptedModel implements LanguageModel {
  readonly contextWindow = 4096;
  requests: GenerateRequest[] = [];
  constructor(
    public answers: Array<string[] | Error>,
    public delayMs = 0,
    readonly kind: ModelKind = 'openai',
    readonly name: ModelName = { of: 'server', model: 'scripted', host: '127.0.0.1:1' },
    readonly sendsTextOffDevice = kind === 'openai',
  ) {}
  async *stream(request: GenerateRequest): AsyncIterable<string> {
    this.requests.push(request);
    const next = this.answers.shift() ?? [];
    if (next instanceof Error) throw next;
    for (const delta of next) {
      await new Promise((r) => setTimeout(r, this.delayMs));
      if (request.signal?.aborted) return;
      yield delta;
    }
  }
}
