import { describe, expect, it } from 'vitest';
import type { EngineRequest, EngineStatus, GenerationResult } from '../../messaging/engine-host-protocol';
import { CPU_CATALOGUE } from '../../models/wllama/cpu-catalogue';
import { createEngineHost } from '../../offscreen/engine-host/engine-host';
import { resolveModel } from '../../offscreen/engine-host/resolve-model';
import { memoryClient } from '../../../tests/support/in-memory-engine-host';

/** A real host with a processor engine at the LoadedEngine port; `requests` counts what panels sent. */
function hostWithModel() {
  const host = createEngineHost({
    backends: { wllama: { load: async (_, { contextWindow }) => ({ contextWindow, generate: async () => undefined, unload: async () => undefined }) } },
    resolve: resolveModel,
    crossOriginIsolated: false,
    idleMs: 600_000,
  });
  const requests: string[] = [];
  const connect = host.connect.bind(host);
  host.connect = (conn) => {
    const connection = connect(conn);
    return { ...connection, receive: (request: EngineRequest) => (requests.push(request.verb), connection.receive(request)) };
  };
  return { host, requests };
}

const spec = { engine: 'wllama' as const, modelId: CPU_CATALOGUE[0]!.id, contextWindow: 2048 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('engine client', () => {
  it('says the model is gone when the host’s page closes, so the next question loads it again', async () => {
    const { host } = hostWithModel();
    const { client, ports } = memoryClient(host);
    await client.load(spec);
    const seen: EngineStatus[] = [];
    client.onStatus((s) => seen.push(s));
    ports.at(-1)!.crash();
    await sleep(10);
    expect(seen.at(-1)).toMatchObject({ state: 'none', lastRelease: 'host-closed', generating: [] });
    expect(seen.at(-1)?.model).toBeUndefined();
    expect(client.lastStatus()?.state).toBe('none');
  });

  it('keeps a suspendable host awake while it holds a model, and lets it sleep once it holds none', async () => {
    const { host, requests } = hostWithModel();
    const { client } = memoryClient(host, 600_000, 20);
    await client.load(spec);
    const before = requests.filter((verb) => verb === 'status').length;
    await sleep(130);
    expect(requests.filter((verb) => verb === 'status').length - before).toBeGreaterThanOrEqual(3);
    await client.unload();
    await sleep(30);
    const unloaded = requests.length;
    await sleep(100);
    expect(requests.length).toBe(unloaded);
  });

  it('passes on a refused request as a code the panel words, not the host’s English', async () => {
    const host = createEngineHost({
      backends: {
        wllama: {
          load: async (_, { contextWindow }) => ({
            contextWindow,
            // Writes until stopped, so a second request for the same answer finds it being written.
            generate: ({ signal }) => new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true })),
            unload: async () => undefined,
          }),
        },
      },
      resolve: resolveModel,
      crossOriginIsolated: false,
      idleMs: 600_000,
    });
    const { client } = memoryClient(host);
    await client.load(spec);
    const request = { messages: [{ role: 'user' as const, content: 'q' }], temperature: 0, maxTokens: 8 };
    const results: GenerationResult[] = [];
    const handlers = { onDelta: () => undefined, onResult: (r: GenerationResult) => void results.push(r) };
    await client.generate('answer-1', request, handlers);
    await sleep(10);
    await client.generate('answer-1', request, handlers);
    await sleep(10);
    expect(results.at(-1)).toMatchObject({ requestId: 'answer-1', state: 'error', error: { kind: 'unavailable', words: { code: 'already-writing' } } });
    await client.stop('answer-1');
  });

  it('sends nothing on its own where the host is never suspended (no keep-alive interval)', async () => {
    const { host, requests } = hostWithModel();
    const { client } = memoryClient(host);
    await client.load(spec);
    const sent = requests.length;
    await sleep(100);
    expect(requests.length).toBe(sent);
  });
});
