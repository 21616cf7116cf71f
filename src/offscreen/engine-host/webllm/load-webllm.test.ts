import { describe, expect, it } from 'vitest';
import { isAbortError, isModelError } from '../../../models/model-error';
import { loadWebLlm } from './load-webllm';
import type { CatalogueModel } from '../../../models/webllm/model-catalogue';
import type { LoadProgress } from '../../../models/load-progress';
import { WebLlmEngineDouble } from '../../../../tests/support/webllm-engine-double';
import { memoryCacheStorage } from '../../../../tests/support/memory-cache-storage';
import type { ModelError } from '../../../models/model-error';

const model = { id: 'Qwen2.5-0.5B-Instruct-q4f32_1-MLC', configWindow: 4096 } as CatalogueModel;

function factory(engine: WebLlmEngineDouble) {
  return async (config: { initProgressCallback: NonNullable<WebLlmEngineDouble['progress']> }) => {
    engine.setInitProgressCallback(config.initProgressCallback);
    return engine;
  };
}

describe('loadWebLlm', () => {
  it('reloads the chosen model and reports download progress in bytes and percent', async () => {
    const engine = new WebLlmEngineDouble();
    const progress: LoadProgress[] = [];
    const loaded = await loadWebLlm({ model, createEngine: factory(engine), onProgress: (p) => progress.push(p) });
    expect(engine.reloaded).toEqual([model.id]);
    expect(loaded.contextWindow).toBe(4096);
    expect(engine.reloadOptions).toEqual([{ context_window_size: 4096 }]);
    const downloads = progress.filter((p) => p.phase === 'download');
    expect(downloads.map((p) => Math.round(p.fraction * 100))).toEqual([25, 50, 75, 100]);
    expect(downloads[1]).toMatchObject({ loadedBytes: 400 * 1024 * 1024, totalBytes: 800 * 1024 * 1024 });
    expect(progress.at(-1)?.phase).toBe('ready');
  });

  it('loads with the window chosen for this device, not the config’s', async () => {
    const engine = new WebLlmEngineDouble();
    const loaded = await loadWebLlm({ model, contextWindow: 16_384, createEngine: factory(engine) });
    expect(engine.reloadOptions).toEqual([{ context_window_size: 16_384 }]);
    expect(loaded.contextWindow).toBe(16_384);
  });

  it('cancel unloads the engine and rejects with AbortError', async () => {
    const engine = new WebLlmEngineDouble();
    engine.delayMs = 5;
    const controller = new AbortController();
    const pending = loadWebLlm({
      model,
      createEngine: factory(engine),
      signal: controller.signal,
      onProgress: (p) => {
        if (p.fraction >= 0.5) controller.abort();
      },
    });
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(engine.unloads).toBeGreaterThanOrEqual(1);
    expect(engine.reloaded).toEqual([]);
  });

  it('explains a failed download', async () => {
    const engine = new WebLlmEngineDouble();
    engine.reloadError = new TypeError('Failed to fetch');
    const error = await loadWebLlm({ model, createEngine: factory(engine) }).catch((e: unknown) => e);
    expect(isModelError(error, 'load-failed')).toBe(true);
    expect((error as Error & { fix: string }).fix).toMatch(/downloads once/u);
  });

  describe('storage', () => {
    const MB = 1024 ** 2;
    const stored = { ...model, vramMB: 300, urls: ['https://huggingface.co/mlc-ai/Qwen2.5-0.5B-Instruct-q4f32_1-MLC'] } as CatalogueModel;
    const shard = 'https://huggingface.co/mlc-ai/Qwen2.5-0.5B-Instruct-q4f32_1-MLC/resolve/main/params_shard_0.bin';

    it('refuses before downloading when the browser cannot store the model, naming the space it needs less what a cut download kept', async () => {
      const caches = memoryCacheStorage({ quotaBytes: 200 * MB });
      await (await caches.open('webllm/model')).put(shard, new Response(new Uint8Array(50 * MB)));
      const engine = new WebLlmEngineDouble();
      const error = (await loadWebLlm({ model: stored, createEngine: factory(engine), caches, storage: caches }).catch((e: unknown) => e)) as ModelError;
      expect(isModelError(error, 'storage-full')).toBe(true);
      expect(error.space).toEqual({ neededBytes: 250 * MB, freeBytes: 150 * MB });
      expect(engine.reloaded).toEqual([]);
    });

    it('a disk that fills mid-download deletes what WebLLM kept of the model and names the space needed', async () => {
      const caches = memoryCacheStorage({ quotaBytes: 2000 * MB });
      await (await caches.open('webllm/model')).put(shard, new Response(new Uint8Array(10)));
      const engine = new WebLlmEngineDouble();
      engine.reloadError = new DOMException('Quota exceeded.', 'QuotaExceededError');
      const error = (await loadWebLlm({ model: stored, createEngine: factory(engine), caches, storage: caches }).catch((e: unknown) => e)) as ModelError;
      expect(isModelError(error, 'storage-full')).toBe(true);
      expect(error.space?.neededBytes).toBe(300 * MB - 10);
      expect(await (await caches.open('webllm/model')).keys()).toEqual([]);
    });
  });
});
