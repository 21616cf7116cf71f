import { describe, expect, it } from 'vitest';
import { memoryCacheStorage } from '../../tests/support/memory-cache-storage';
import { WEBGPU_CATALOGUE } from '../models/webllm/model-catalogue';
import { deleteWebLlmModel, hasWebLlmModel, webLlmFilesUrl, webLlmModelBytes } from './webllm-cache';

const model = WEBGPU_CATALOGUE.find((m) => m.id === 'Qwen2.5-0.5B-Instruct-q4f16_1-MLC')!;
const other = WEBGPU_CATALOGUE.find((m) => m.id === 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC')!;
const base = webLlmFilesUrl(model);

/** Writes what WebLLM 0.2.86 leaves in Cache Storage after downloading a model. */
async function download(caches: CacheStorage, target = model, shards = ['params_shard_0.bin', 'params_shard_1.bin']) {
  const root = webLlmFilesUrl(target);
  const weights = await caches.open('webllm/model');
  await weights.put(`${root}tensor-cache.json`, new Response(JSON.stringify({ records: shards.map((dataPath) => ({ dataPath })) })));
  for (const shard of shards) await weights.put(`${root}${shard}`, new Response(new Uint8Array(1000)));
  await weights.put(`${root}tokenizer.json`, new Response('{}'));
  await (await caches.open('webllm/wasm')).put(target.urls[1]!, new Response(new Uint8Array(10)));
  await (await caches.open('webllm/config')).put(`${root}mlc-chat-config.json`, new Response('{}'));
}

describe('WebLLM files in Cache Storage', () => {
  it('resolves a model the way WebLLM does', () => {
    expect(base).toBe('https://huggingface.co/mlc-ai/Qwen2.5-0.5B-Instruct-q4f16_1-MLC/resolve/main/');
  });

  it('counts a model downloaded only when its index and every shard it lists are there', async () => {
    const caches = memoryCacheStorage();
    expect(await hasWebLlmModel(model, caches)).toBe(false);
    await download(caches);
    expect(await hasWebLlmModel(model, caches)).toBe(true);
    expect(await hasWebLlmModel(other, caches)).toBe(false);
    await (await caches.open('webllm/model')).delete(`${base}params_shard_1.bin`);
    expect(await hasWebLlmModel(model, caches)).toBe(false);
  });

  it('measures the weights and deletes every file of that model only', async () => {
    const caches = memoryCacheStorage();
    await download(caches);
    await download(caches, other);
    expect(await webLlmModelBytes(model, caches)).toBeGreaterThanOrEqual(2000);
    await deleteWebLlmModel(model, caches);
    expect(await hasWebLlmModel(model, caches)).toBe(false);
    expect(await webLlmModelBytes(model, caches)).toBe(0);
    expect(await (await caches.open('webllm/wasm')).match(model.urls[1]!)).toBeUndefined();
    expect(await (await caches.open('webllm/config')).keys()).toHaveLength(1);
    expect(await hasWebLlmModel(other, caches)).toBe(true);
  });
});
