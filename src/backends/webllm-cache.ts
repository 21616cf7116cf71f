import type { CatalogueModel } from '../models/webllm/model-catalogue';

/**
 * WebLLM's files for one model, read and deleted in Cache Storage directly, so no page but the
 * worker loads WebLLM. The layout is WebLLM 0.2.86's (`hasModelInCache`, `deleteModelAllInfoInCache`
 * and tvmjs's `ArtifactCache` in its lib/index.js): weights, their `tensor-cache.json` index and
 * the tokenizer in `webllm/model` under `<model>/resolve/main/`, the compiled library in
 * `webllm/wasm` under its URL, `mlc-chat-config.json` in `webllm/config`.
 */
const WEIGHTS = 'webllm/model';
const LIBRARIES = 'webllm/wasm';
const CONFIGS = 'webllm/config';

/** Where WebLLM resolves a model's files (its `cleanModelUrl`). */
export function webLlmFilesUrl(model: Pick<CatalogueModel, 'urls'>): string {
  const base = model.urls[0] ?? '';
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  return new URL(/.+\/resolve\/.+\//u.test(withSlash) ? withSlash : `${withSlash}resolve/main/`).href;
}

/** Downloaded: the weights' index is cached and every shard it lists is too (as WebLLM checks). */
export async function hasWebLlmModel(model: CatalogueModel, caches: CacheStorage): Promise<boolean> {
  const base = webLlmFilesUrl(model);
  const cache = await caches.open(WEIGHTS);
  const keys = new Set((await cache.keys()).map((request) => request.url));
  const indexUrl = new URL('tensor-cache.json', base).href;
  if (!keys.has(indexUrl)) return false;
  const index = (await (await cache.match(indexUrl))?.json().catch(() => undefined)) as { records?: Array<{ dataPath: string }> } | undefined;
  if (!Array.isArray(index?.records)) return false;
  return index.records.every((record) => keys.has(new URL(record.dataPath, base).href));
}

/** Bytes of the model's cached weight shards. */
export async function webLlmModelBytes(model: CatalogueModel, caches: CacheStorage): Promise<number> {
  const prefix = `${model.urls[0]}/`;
  const cache = await caches.open(WEIGHTS);
  let total = 0;
  for (const request of await cache.keys()) {
    if (!request.url.startsWith(prefix)) continue;
    const response = await cache.match(request);
    const length = Number(response?.headers.get('content-length'));
    total += Number.isFinite(length) && length > 0 ? length : ((await response?.blob())?.size ?? 0);
  }
  return total;
}

/** Removes everything WebLLM cached for the model: weights, index, tokenizer, library, config. */
export async function deleteWebLlmModel(model: CatalogueModel, caches: CacheStorage): Promise<void> {
  const base = webLlmFilesUrl(model);
  for (const name of [WEIGHTS, CONFIGS]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) if (request.url.startsWith(base)) await cache.delete(request);
  }
  const library = model.urls[1];
  if (library) await (await caches.open(LIBRARIES)).delete(library);
}
