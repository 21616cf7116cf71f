import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../../tests/support/openai-sse-server';
import { isModelError, type ModelError } from '../../models/model-error';
import { chatCompletionsUrl, OpenAiModel } from './openai-model';

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

function model(overrides: Partial<ConstructorParameters<typeof OpenAiModel>[0]> = {}) {
  return new OpenAiModel({ baseUrl: server.baseUrl, model: 'llama3.2', contextWindow: 4096, extensionOrigin: origin, ...overrides });
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

describe('OpenAiModel over real HTTP', () => {
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
    const error = await failure(new OpenAiModel({ baseUrl: server.baseUrl, model: 'llama3.2', contextWindow: 4096, extensionOrigin: origin }, withOrigin));
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

  it('rejects a malformed stream clearly', async () => {
    server.set({ malformed: true });
    expect(await failure(model())).toMatchObject({ kind: 'bad-stream', message: expect.stringMatching(/not JSON/u) });
  });

  it('reports an error object sent inside the stream', async () => {
    server.set({ errorInStream: 'CUDA out of memory' });
    expect(await failure(model())).toMatchObject({ kind: 'server', message: expect.stringMatching(/CUDA out of memory/u) });
  });

  it('reports a connection that breaks mid-answer', async () => {
    server.set({ dropAfter: 1 });
    expect(await failure(model())).toMatchObject({ kind: 'bad-stream' });
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
