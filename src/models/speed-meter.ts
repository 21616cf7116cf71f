/**
 * A model's reading and writing speed as measured on its own answers (a server's: it says nothing
 * of its speed, and a local Ollama on a processor reads a hundred times slower than a GPU server).
 * Prompt tokens over the wait for the first word is the reading speed; words after it over their
 * time the writing speed. The wait also holds the network and any queue or model load, so a single
 * slow call says little: the best of the last few is kept.
 */
export class SpeedMeter {
  private readonly reads: number[] = [];
  private readonly writes: number[] = [];

  /** One finished call: its prompt and answer tokens, ms to the first word, ms from it to the end. */
  record({ promptTokens, answerTokens, firstWordMs, writingMs }: { promptTokens: number; answerTokens: number; firstWordMs: number; writingMs: number }): void {
    // A short prompt's wait is mostly the round trip: it would understate the speed.
    if (promptTokens >= 256 && firstWordMs > 0) keep(this.reads, (promptTokens * 1000) / firstWordMs);
    if (answerTokens >= 16 && writingMs > 0) keep(this.writes, (answerTokens * 1000) / writingMs);
  }

  /** Prompt tokens a second; undefined until a long enough prompt was answered. */
  get prefillTokS(): number | undefined {
    return this.reads.length > 0 ? Math.max(...this.reads) : undefined;
  }

  /** Answer tokens a second; undefined until an answer long enough was written. */
  get decodeTokS(): number | undefined {
    return this.writes.length > 0 ? Math.max(...this.writes) : undefined;
  }
}

const LAST = 3;
function keep(list: number[], value: number) {
  list.push(value);
  if (list.length > LAST) list.shift();
}
