import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiSseServer, startOpenAiSseServer } from '../../../tests/support/openai-sse-server';
import { modelsUrl, checkConnection } from './check-connection';

let server: OpenAiSseServer;
beforeAll(async () => {
  server = await startOpenAiSseServer();
});
afterAll(() => server.close());

const check = (change: Partial<Parameters<typeof checkConnection>[0]> = {}) => ({
  baseUrl: server.baseUrl,
  model: 'test-model',
  apiKey: '',
  extensionOrigin: 'chrome-extension://abc',
  ...change,
});

describe('checkConnection (a real HTTP server on 127.0.0.1)', () => {
  it('lists the server’s models and finds the one named', async () => {
    server.reset();
    server.set({ models: ['llama3.2:latest', 'test-model'] });
    const result = await checkConnection(check({ apiKey: 'k' }));
    expect(result).toMatchObject({ ok: true, hasModel: true, models: ['llama3.2:latest', 'test-model'] });
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/models' });
    expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer k');
    expect(await checkConnection(check({ model: 'llama3.2' }))).toMatchObject({ ok: true, hasModel: true });
    expect(await checkConnection(check({ model: 'qwen2.5' }))).toMatchObject({ ok: true, hasModel: false });
  });

  it('says what is wrong: nothing listening, a refused origin, a wrong key', async () => {
    server.reset();
    const down = await checkConnection(check({ baseUrl: 'http://127.0.0.1:9/v1' }));
    expect(down.ok || down.error.message).toMatch(/Could not connect to 127\.0\.0\.1:9/u);
    server.set({ status: 403, body: '' });
    const refused = await checkConnection(check());
    expect(refused.ok || refused.error.fix).toMatch(/OLLAMA_ORIGINS=chrome-extension:\/\/abc/u);
    server.set({ status: 401, body: '{"error":"bad key"}' });
    const key = await checkConnection(check());
    expect(key.ok || key.error.kind).toBe('unauthorized');
    expect((await checkConnection(check({ baseUrl: 'not a url' }))).ok).toBe(false);
  });

  it('asks the models endpoint beside chat completions', () => {
    expect(modelsUrl('http://localhost:11434/v1')).toBe('http://localhost:11434/v1/models');
    expect(modelsUrl('http://localhost:1234')).toBe('http://localhost:1234/v1/models');
  });
});
