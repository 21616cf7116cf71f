/**
 * Where model files may come from, checked in code before any download and again on the address a
 * download ended at (after redirects). The catalogues name only these:
 * - `huggingface.co`: every model's weights (WebLLM's MLC builds, the GGUF builds for the CPU engine);
 *   it redirects large files to its own CDNs under `hf.co` (`cdn-lfs*.hf.co`, `cas-bridge.xethub.hf.co`);
 * - `raw.githubusercontent.com`: WebLLM's compiled model libraries (mlc-ai/binary-mlc-llm-libs).
 */
const HOSTS = new Set(['huggingface.co', 'raw.githubusercontent.com']);
const HOST_SUFFIXES = ['.hf.co', '.huggingface.co'];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface ModelHostPolicy {
  /**
   * Also accept http(s) on this machine's loopback address: only for model entries the e2e tests
   * inject into an unpacked (development) install; see `wllama/injected-models.ts`.
   */
  allowLoopback?: boolean;
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

export function isLoopbackUrl(url: string): boolean {
  const parsed = parse(url);
  return !!parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && LOOPBACK.has(parsed.hostname);
}

/** True when `url` is https on a model host the catalogue names (or loopback, when allowed). */
export function isModelHostUrl(url: string, policy: ModelHostPolicy = {}): boolean {
  const parsed = parse(url);
  if (!parsed || parsed.username || parsed.password) return false;
  if (policy.allowLoopback && isLoopbackUrl(url)) return true;
  if (parsed.protocol !== 'https:' || parsed.port) return false;
  return HOSTS.has(parsed.hostname) || HOST_SUFFIXES.some((suffix) => parsed.hostname.endsWith(suffix));
}
