import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineEvent, GenerationResult } from '../../../messaging/engine-host-protocol';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../../../tests/support/openai-sse-server';
import { memoryClient } from '../../../../tests/support/in-memory-engine-host';
import { WebLlmEngineDouble } from '../../../../tests/support/webllm-engine-double';
import { createEngineHost } from '../engine-host';
import { resolveModel } from '../resolve-model';
import { webLlmBackend } from '../webllm/webllm-engine';
import { chatCompletions } from './chat-completions';

const messages = [{ role: 'user' as const, content: 'How long does the battery last?' }];
let server: OpenAiSseServer;

beforeAll(async () => {
  server = await startOpenAiSseServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A host with a WebLLM double for the on-device model, and the real server client over HTTP; `sent` records every event it sends. */
function setup() {
  const sent: EngineEvent[] = [];
  const engines: WebLlmEngineDouble[] = [];
  const host = createEngineHost({
    backends: {
      webllm: webLlmBackend(async () => {
        const engine = new WebLlmEngineDouble();
        engine.script = [['The model ', 'answers ', 'at once.']];
        engines.push(engine);
        return engine;
      }),
    },
    resolve: resolveModel,
    crossOriginIsolated: true,
    idleMs: 600_000,
    deltaEveryMs: 0,
    server: (spec, request, signal) => chatCompletions(spec, request, signal),
  });
  const spy = host.connect({ send: (event) => void sent.push(event) });
  return { host, sent, spy, engines, panel: () => memoryClient(host) };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 400 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

function collectInto(results: GenerationResult[], deltas: string[] = []) {
  return { onDelta: (t: string) => void deltas.push(t), onResult: (r: GenerationResult) => void results.push(r) };
}

const serverSpec = () => ({ baseUrl: server.baseUrl, model: 'test-model', apiKey: 'sk-secret-key' });

describe('engine host: answers from a server', () => {
  it('finishes a server answer after its panel closed; the reopened panel collects it whole', async () => {
    const { host, panel } = setup();
    server.set({ chunks: ['The battery ', 'lasts ', '11 hours ', '[1].'], delayMs: 60 });
    const first = panel();
    const seen: string[] = [];
    await first.client.generate('turn-s1', { messages, temperature: 0.1, server: serverSpec() }, collectInto([], seen));
    await until(() => seen.length === 1, 'the first words');
    expect(host.status().serving).toEqual(['turn-s1']);
    first.ports[0]!.close(); // the panel closes
    await until(() => host.status().serving.length === 0, 'the answer to finish');
    expect(server.clientAborts).toBe(0);

    const second = panel();
    const results: GenerationResult[] = [];
    expect(await second.client.collect('turn-s1', collectInto(results))).toBe(true);
    expect(results.at(-1)).toMatchObject({ state: 'done', text: 'The battery lasts 11 hours [1].' });
  });

  it('a reopened panel joins a server answer still streaming: its text so far, then the rest', async () => {
    const { panel } = setup();
    server.set({ chunks: ['a ', 'b ', 'c ', 'd ', 'e '], delayMs: 50 });
    const first = panel();
    const seen: string[] = [];
    await first.client.generate('turn-s2', { messages, temperature: 0.1, server: serverSpec() }, collectInto([], seen));
    await until(() => seen.length === 2, 'two deltas');
    first.ports[0]!.close();
    const second = panel();
    const results: GenerationResult[] = [];
    const later: string[] = [];
    await second.client.collect('turn-s2', collectInto(results, later));
    expect(results[0]).toMatchObject({ state: 'generating' });
    await until(() => results.at(-1)?.state === 'done', 'the end');
    expect(results[0]!.text + later.join('')).toBe('a b c d e ');
  });

  it('a slow server holds up no one: the loaded model answers at once, and unloading it does not stop the server answer', async () => {
    const { host, panel } = setup();
    server.set({ chunks: Array.from({ length: 12 }, (_, i) => `w${i} `), delayMs: 80 });
    const { client } = panel();
    await client.load({ engine: 'webllm', modelId: 'Qwen2.5-0.5B-Instruct-q4f32_1-MLC', contextWindow: 4096 });
    const fromServer: GenerationResult[] = [];
    await client.generate('slow-server', { messages, temperature: 0.1, server: serverSpec() }, collectInto(fromServer));
    await until(() => host.status().serving.length === 1, 'the server answer to start');
    const fromModel: GenerationResult[] = [];
    await client.generate('on-device', { messages, temperature: 0.1 }, collectInto(fromModel));
    await until(() => fromModel.length === 1, 'the model answer');
    expect(fromModel[0]).toMatchObject({ state: 'done', text: 'The model answers at once.' });
    expect(fromServer).toEqual([]); // still streaming
    expect(host.status().generating).toEqual([]);
    await client.unload();
    await until(() => fromServer.length === 1, 'the server answer');
    expect(fromServer[0]).toMatchObject({ state: 'done', text: Array.from({ length: 12 }, (_, i) => `w${i} `).join('') });
  });

  it('stops a server answer on Stop (the server sees the disconnect), and sends its failure as data, never its key', async () => {
    const { host, sent, panel } = setup();
    server.set({ chunks: Array.from({ length: 40 }, (_, i) => `t${i} `), delayMs: 30 });
    const { client } = panel();
    const stopped: GenerationResult[] = [];
    const seen: string[] = [];
    await client.generate('stop-me', { messages, temperature: 0.1, server: serverSpec() }, collectInto(stopped, seen));
    await until(() => seen.length >= 2, 'two deltas');
    await client.stop('stop-me');
    await until(() => stopped.length === 1, 'the end');
    expect(stopped[0]!.state).toBe('stopped');
    await until(() => server.clientAborts === 1, 'the disconnect');

    server.set({ status: 401, body: '{"error":{"message":"Invalid API key"}}' });
    const failed: GenerationResult[] = [];
    await client.generate('refused', { messages, temperature: 0.1, server: serverSpec() }, collectInto(failed));
    await until(() => failed.length === 1, 'the failure');
    expect(failed[0]!.error).toMatchObject({ server: { type: 'http', status: 401, body: expect.stringContaining('Invalid API key') } });
    expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer sk-secret-key');
    // What the host says to every page (status, results) never holds the key.
    expect(JSON.stringify(sent)).not.toContain('sk-secret-key');
    expect(JSON.stringify(host.status())).not.toContain('sk-secret-key');
  });
});
