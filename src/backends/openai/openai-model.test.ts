import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../../tests/support/openai-sse-server';
import { serverHost } from '../../../tests/support/in-memory-engine-host';
import { isModelError, type ModelError } from '../../models/model-error';
import { chatCompletionsUrl } from '../../models/server-spec';
import type { StallLimits } from '../../offscreen/engine-host/server/chat-completions';
import { type OpenAiConfig, OpenAiModel } from './openai-model';

const origin = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
let server: OpenAiSseServer;
const messages = [
  { role: 'system' as const, content: 'rules' },
  { role: 'user' as const, content: 'question' },
];

beforeAll(async () => {
  server = await startOpenAiSseServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** The panel's model, asking through a real engine host (in memory) that asks the server over HTTP. */
function model({ stall, fetch: fetchImpl, ...overrides }: Partial<OpenAiConfig> & { stall?: StallLimits; fetch?: typeof fetch } = {}) {
  const { client } = serverHost(stall, fetchImpl).panel();
  return new OpenAiModel(client, { baseUrl: server.baseUrl, model: 'llama3.2', contextWindow: 4096, extensionOrigin: origin, ...overrides });
}

async function collect(m: OpenAiModel, signal?: AbortSignal): Promise<string[]> {
  const out: string[] = [];
  for await (const delta of m.stream({ messages, ...(signal ? { signal } : {}) })) out.push(delta);
  return out;
}

async function failure(m: OpenAiModel): Promise<ModelError> {
  const error = await collect(m).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isModelError(error)).toBe(true);
  return error as ModelError;
}

/** The words that arrived before the stream failed, and its failure. */
async function partial(m: OpenAiModel): Promise<{ words: string[]; error: ModelError }> {
  const words: string[] = [];
  try {
    for await (const delta of m.stream({ messages })) words.push(delta);
  } catch (error) {
    expect(isModelError(error)).toBe(true);
    return { words, error: error as ModelError };
  }
  throw new Error(`the stream ended without an error after ${JSON.stringify(words)}`);
}

async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}

describe('OpenAiModel, asked by the engine host over real HTTP', () => {
  it('streams the deltas of a chat completion and sends the OpenAI request shape', async () => {
    server.set({ chunks: ['The battery ', 'lasts 10 hours ', '[1].'] });
    expect(await collect(model({ apiKey: 'sk-test' }))).toEqual(['The battery ', 'lasts 10 hours ', '[1].']);
    const request = server.requests[0]!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'llama3.2', stream: true, messages });
    expect((request.body as { temperature: number }).temperature).toBeLessThanOrEqual(0.2);
  });

  it('sends no Authorization header without a key, and says it sends text off the device', async () => {
    await collect(model());
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(model().sendsTextOffDevice).toBe(true);
  });

  it('stop aborts a slow stream: the server sees the connection close', async () => {
    server.set({ chunks: Array.from({ length: 100 }, (_, i) => `t${i} `), delayMs: 20 });
    const controller = new AbortController();
    const out: string[] = [];
    for await (const delta of model().stream({ messages, signal: controller.signal })) {
      out.push(delta);
      if (out.length === 3) controller.abort();
    }
    expect(out).toEqual(['t0 ', 't1 ', 't2 ']);
    await new Promise((r) => setTimeout(r, 100));
    expect(server.clientAborts).toBe(1);
  });

  it('detects Ollama’s 403 for extension origins and gives the exact OLLAMA_ORIGINS fix', async () => {
    server.set({ allowedOrigins: ['http://localhost'] });
    // Node's fetch sends no Origin; the browser does. Send it as Chrome would from the extension.
    const withOrigin: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as object), Origin: origin } });
    const error = await failure(model({ fetch: withOrigin }));
    expect(error.kind).toBe('forbidden-origin');
    expect(error.fix).toContain(`OLLAMA_ORIGINS=${origin}`);
    expect(error.fix).toContain('chrome-extension://*');
    expect(error.fix).toMatch(/restart/iu);
    // The same server answers a request that carries no extension Origin: the 403 was about the origin.
    const answered: string[] = [];
    for await (const delta of model().stream({ messages })) answered.push(delta);
    expect(answered.join('')).not.toBe('');
  });

  it('explains connection refused', async () => {
    const closed = await startOpenAiSseServer();
    const url = closed.baseUrl;
    await closed.close();
    const error = await failure(model({ baseUrl: url }));
    expect(error.kind).toBe('connection');
    expect(error.message).toMatch(/not running/u);
  });

  it('explains 401, a missing model, a wrong path and 500', async () => {
    server.set({ status: 401, body: '{"error":{"message":"Invalid API key"}}' });
    expect(await failure(model())).toMatchObject({ kind: 'unauthorized', fix: expect.stringMatching(/needs an API key/u) });
    server.set({ status: 404, body: '{"error":{"message":"model \\"llama9\\" not found, try pulling it first"}}' });
    const missing = await failure(model({ model: 'llama9' }));
    expect(missing).toMatchObject({ kind: 'model-not-found' });
    expect(missing.fix).toContain('ollama pull llama9');
    server.set({ status: undefined });
    expect(await failure(model({ baseUrl: `${server.origin}/api` }))).toMatchObject({ kind: 'model-not-found', fix: expect.stringMatching(/\/v1/u) });
    server.set({ status: 500, body: 'boom' });
    expect(await failure(model())).toMatchObject({ kind: 'server', message: expect.stringMatching(/HTTP 500.*boom/u) });
  });

  it('turns a server’s context-length error into a retryable error with its counts', async () => {
    server.set({
      status: 400,
      body: JSON.stringify({ error: { message: "This model's maximum context length is 4096 tokens. However, you requested 5210 tokens (4698 in the messages, 512 in the completion)." } }),
    });
    expect(await failure(model())).toMatchObject({ kind: 'context-length', tokens: { window: 4096, prompt: 5210 } });
  });

  it('rejects a stream that is not JSON from the start as the wrong kind of server', async () => {
    server.set({ garbageAfter: 0 });
    expect(await failure(model())).toMatchObject({ kind: 'bad-stream', message: expect.stringMatching(/not JSON/u), fix: expect.stringMatching(/base URL/u) });
  });

  it('keeps the words before garbage partway through and says the answer broke there, not that the server is the wrong kind', async () => {
    server.set({ chunks: ['The battery ', 'lasts ', '10 hours.'], garbageAfter: 2 });
    const { words, error } = await partial(model());
    expect(words).toEqual(['The battery ', 'lasts ']);
    expect(error).toMatchObject({ kind: 'bad-stream', message: expect.stringMatching(/partway through the answer.*arrived before it is above/u), fix: expect.stringMatching(/Ask again/u) });
    expect(error.message).not.toMatch(/not a streamed chat completion/u);
  });

  it('reports an error object sent inside the stream', async () => {
    server.set({ errorInStream: 'CUDA out of memory' });
    expect(await failure(model())).toMatchObject({ kind: 'server', message: expect.stringMatching(/CUDA out of memory/u) });
  });

  it('keeps the words before a connection that breaks mid-answer and says so', async () => {
    server.set({ dropAfter: 1 });
    const { words, error } = await partial(model());
    expect(words).toEqual(['Hello']);
    expect(error).toMatchObject({ kind: 'bad-stream', message: expect.stringMatching(/closed before the answer was complete/u) });
  });

  it('does not pass off an answer cut without finish_reason or [DONE] as whole', async () => {
    server.set({ chunks: ['The battery ', 'lasts ', '10 hours.'], endAfter: 2 });
    const { words, error } = await partial(model());
    expect(words).toEqual(['The battery ', 'lasts ']);
    expect(error).toMatchObject({ kind: 'bad-stream', message: expect.stringMatching(/closed before the answer was complete/u) });
  });

  it('gives up on a server that goes quiet mid-answer, keeps the words and closes the connection', async () => {
    server.set({ chunks: ['One ', 'two ', 'three.'], stallAfter: 2 });
    const started = Date.now();
    const { words, error } = await partial(model({ stall: { firstWordMs: 5_000, betweenWordsMs: 300 } }));
    expect(words).toEqual(['One ', 'two ']);
    expect(error).toMatchObject({ kind: 'stalled', message: expect.stringMatching(/stopped sending for 1 second partway/u) });
    expect(Date.now() - started).toBeLessThan(4_000);
    await waitFor(() => server.clientAborts === 1);
  });

  it('gives up on a server that never sends a word, with or without headers, and says how long it waited', async () => {
    const quick = { stall: { firstWordMs: 400, betweenWordsMs: 5_000 } };
    server.set({ stallAfter: 0 });
    expect(await failure(model(quick))).toMatchObject({ kind: 'stalled', message: expect.stringMatching(/sent no answer for 1 second/u), fix: expect.stringMatching(/model has loaded/u) });
    server.set({ stallAfter: undefined, holdHeaders: true });
    expect(await failure(model(quick))).toMatchObject({ kind: 'stalled' });
    await waitFor(() => server.clientAborts === 2);
  });

  it('a slow but steady server is not a stall, and Stop is not reported as one', async () => {
    server.set({ chunks: ['a ', 'b ', 'c ', 'd.'], delayMs: 150 });
    expect(await collect(model({ stall: { firstWordMs: 1_000, betweenWordsMs: 400 } }))).toEqual(['a ', 'b ', 'c ', 'd.']);
    server.set({ chunks: ['a ', 'b '], stallAfter: 1, delayMs: 0 });
    const controller = new AbortController();
    const out: string[] = [];
    for await (const delta of model({ stall: { firstWordMs: 1_000, betweenWordsMs: 300 } }).stream({ messages, signal: controller.signal })) {
      out.push(delta);
      controller.abort();
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(out).toEqual(['a ']);
  });

  it('accepts a server that ignores stream: true', async () => {
    server.set({ ignoreStream: true, chunks: ['All ', 'at once.'] });
    expect(await collect(model())).toEqual(['All at once.']);
  });
});

describe('chatCompletionsUrl', () => {
  it('accepts the base URL forms users paste', () => {
    expect(chatCompletionsUrl('http://localhost:11434/v1')).toBe('http://localhost:11434/v1/chat/completions');
    expect(chatCompletionsUrl('http://localhost:11434/v1/')).toBe('http://localhost:11434/v1/chat/completions');
    expect(chatCompletionsUrl('http://localhost:1234')).toBe('http://localhost:1234/v1/chat/completions');
    expect(chatCompletionsUrl('https://x.test/v1/chat/completions')).toBe('https://x.test/v1/chat/completions');
  });
});
