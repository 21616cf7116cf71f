import { ANSWER_TEMPERATURE } from '../../../models/language-model';
import { isAbortError } from '../../../models/model-error';
import { type ServerFailure, ServerFailureError } from '../../../models/server-failure';
import { chatCompletionsUrl, type ServerSpec } from '../../../models/server-spec';
import type { ChatMessage } from '../../../pipeline/prompt/chat-message';
import { readSse } from './read-sse';

/** How long a server may send nothing before the answer is given up on (a `stalled` failure). */
export interface StallLimits {
  /** From the request to the first word: the server may be loading the model and reading a long prompt. */
  firstWordMs: number;
  /** Between two words once the answer is streaming. */
  betweenWordsMs: number;
}

// Generous: a cold model on a slow disk and a long prompt read on a processor take minutes before the
// first word (Ollama gives a load 5 minutes); a streaming server that goes quiet for a minute has stopped.
export const STALL_LIMITS: StallLimits = { firstWordMs: 10 * 60_000, betweenWordsMs: 60_000 };

export interface ServerRequest {
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
}

export interface ChatCompletionsOptions {
  fetch?: typeof fetch;
  stall?: StallLimits;
}

/** The start of a failed answer's body is enough to say why (the panel shows at most 300 characters). */
const BODY_CHARS = 2_000;

type StreamEvent = {
  choices?: Array<{ delta?: { content?: string | null }; message?: { content?: string | null }; finish_reason?: string | null }>;
  error?: string | { message?: string };
};

const fail = (failure: ServerFailure) => new ServerFailureError(failure);

/**
 * Streamed chat completions from an OpenAI-compatible server (Ollama, LM Studio, llama.cpp, vLLM…),
 * run by the engine host. Yields the answer's text; throws a ServerFailureError (data, worded by the
 * panel), or what aborting threw when `signal` stopped it. A server that goes quiet without closing
 * would hold the answer forever: a watchdog gives up when nothing arrives in time.
 */
export async function* chatCompletions(server: ServerSpec, request: ServerRequest, signal: AbortSignal, options: ChatCompletionsOptions = {}): AsyncIterable<string> {
  const limits = options.stall ?? STALL_LIMITS;
  const watchdog = new AbortController();
  let stalled: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = ms;
      watchdog.abort();
    }, ms);
  };
  const both = AbortSignal.any([signal, watchdog.signal]);
  let words = false;
  arm(limits.firstWordMs);
  try {
    for await (const delta of post(server, request, both, options.fetch ?? ((...args) => globalThis.fetch(...args)))) {
      words = true;
      arm(limits.betweenWordsMs);
      yield delta;
    }
  } catch (error) {
    if (signal.aborted) throw error;
    if (stalled !== undefined) throw fail({ type: 'stalled', ms: stalled, midAnswer: words });
    if (isAbortError(error) || error instanceof ServerFailureError) throw error;
    throw fail({ type: 'bad-stream', reason: 'broke' });
  } finally {
    clearTimeout(timer);
  }
}

/** One streamed request; `signal` is Stop and the watchdog together. */
async function* post(server: ServerSpec, request: ServerRequest, signal: AbortSignal, fetchImpl: typeof fetch): AsyncIterable<string> {
  let response: Response;
  try {
    response = await fetchImpl(chatCompletionsUrl(server.baseUrl), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(server.apiKey ? { Authorization: `Bearer ${server.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: server.model,
        messages: request.messages,
        stream: true,
        temperature: request.temperature ?? ANSWER_TEMPERATURE,
        ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
      }),
      signal,
    });
  } catch (error) {
    if (signal.aborted || isAbortError(error)) throw error;
    throw fail({ type: 'connect' });
  }
  if (!response.ok) throw fail({ type: 'http', status: response.status, body: (await response.text().catch(() => '')).slice(0, BODY_CHARS) });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') && type.includes('json')) {
    // Some servers ignore `stream: true` and answer in one piece.
    const reply = (await response.json().catch((error: unknown) => (signal.aborted ? Promise.reject(error) : {}))) as StreamEvent;
    const content = reply.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw fail({ type: 'bad-stream', reason: 'json-no-answer' });
    yield content;
    return;
  }
  if (!response.body) throw fail({ type: 'bad-stream', reason: 'empty' });
  yield* events(response.body, signal);
}

async function* events(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncIterable<string> {
  // An answer is whole when the server says so (a finish_reason or [DONE], which every server
  // named above sends); words that stop without either are a broken answer, not a short one.
  let finished = false;
  let any = false;
  try {
    for await (const data of readSse(body)) {
      if (data.trim() === '[DONE]') return;
      let event: StreamEvent;
      try {
        event = JSON.parse(data) as StreamEvent;
      } catch {
        throw fail(any ? { type: 'broken-mid-answer', garbage: true } : { type: 'bad-stream', reason: 'not-json' });
      }
      if (event.error !== undefined) {
        const message = typeof event.error === 'string' ? event.error : (event.error.message ?? '');
        throw fail({ type: 'stream-error', message: message.slice(0, BODY_CHARS) });
      }
      const choice = event.choices?.[0];
      if (!choice) continue;
      const delta = choice.delta?.content;
      if (delta) {
        any = true;
        yield delta;
      }
      if (choice.finish_reason) finished = true;
    }
  } catch (error) {
    if (signal.aborted || isAbortError(error) || error instanceof ServerFailureError) throw error;
    throw fail(any ? { type: 'broken-mid-answer', garbage: false } : { type: 'bad-stream', reason: 'broke' });
  }
  if (finished) return;
  throw fail(any ? { type: 'broken-mid-answer', garbage: false } : { type: 'bad-stream', reason: 'ended' });
}
