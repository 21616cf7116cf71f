import type { GenerateRequest, LanguageModel } from '../../src/models/language-model';
import { estimateTokens } from '../../src/pipeline/tokens/estimate-tokens';

/**
 * A model double at the LanguageModel port that reads and writes at a fixed speed on a simulated
 * clock: each call costs its prompt's tokens over `read` plus its answer's over `write`. It writes
 * half the tokens it is allowed (notes and answers are usually shorter), citing [1]. What it
 * measures is the plan (how many calls, how many tokens read), not the quality of any answer.
 */
export class FixedSpeedModel implements LanguageModel {
  readonly kind = 'openai' as const;
  readonly name = { of: 'server' as const, model: 'fixed-speed double', host: 'bench' };
  readonly sendsTextOffDevice = false;
  calls = 0;
  seconds = 0;
  promptTokens = 0;

  constructor(
    readonly contextWindow: number,
    private readonly read: number,
    private readonly write: number,
    /** What the answer flow is told: the speed as measured (a server after an earlier answer), or nothing yet. */
    readonly measured: boolean,
  ) {}

  get prefillTokS(): number | undefined {
    return this.measured ? this.read : undefined;
  }

  get decodeTokS(): number | undefined {
    return this.measured ? this.write : undefined;
  }

  async *stream(request: GenerateRequest): AsyncIterable<string> {
    this.calls += 1;
    const prompt = request.messages.reduce((sum, m) => sum + estimateTokens(m.content), 0);
    const answer = Math.floor((request.maxTokens ?? 256) / 2);
    this.promptTokens += prompt;
    this.seconds += prompt / this.read + answer / this.write;
    yield `${'The text says this. '.repeat(Math.max(1, Math.floor(answer / 5)))}[1]`;
  }
}
