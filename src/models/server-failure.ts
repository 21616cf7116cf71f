/**
 * How an OpenAI-compatible server failed, as plain data. The engine host talks to the server (so an
 * answer goes on when the panel closes) but reads no catalogue; the panel words these
 * (`serverFailureError` in src/backends/openai/openai-errors.ts), knowing the server's host and model.
 */
export type ServerFailure =
  /** No connection: refused, DNS, offline, a blocked request. */
  | { type: 'connect' }
  /** An HTTP failure; `body` is the start of what the server said. */
  | { type: 'http'; status: number; body: string }
  /** An `error` sent inside the stream. */
  | { type: 'stream-error'; message: string }
  /** The answer is not the streamed chat format: which way, before any word arrived. */
  | { type: 'bad-stream'; reason: 'json-no-answer' | 'empty' | 'not-json' | 'broke' | 'ended' }
  /** Words arrived, then the stream broke: `garbage`, a line that is not a chunk; else the connection closed or the answer ended unfinished. */
  | { type: 'broken-mid-answer'; garbage: boolean }
  /** Nothing arrived for `ms`, before the first word or partway. */
  | { type: 'stalled'; ms: number; midAnswer: boolean };

/** What the host's server client throws; the host sends `failure` as it is (the message is a code for logs, never shown). */
export class ServerFailureError extends Error {
  override readonly name = 'ServerFailureError';
  constructor(readonly failure: ServerFailure) {
    super(`server-${failure.type}`);
  }
}
