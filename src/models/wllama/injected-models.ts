import { isLoopbackUrl } from '../model-hosts';
import type { CpuModel } from './cpu-catalogue';

/**
 * CPU model entries the e2e tests inject, because no real weights can be downloaded in CI: the test
 * writes a tiny GGUF, serves it on 127.0.0.1 and puts its entry here. Three locks keep this out of
 * users' hands: entries count only in a development install (unpacked, no `update_url`: the Web
 * Store adds one to every installed manifest), only with a loopback URL, and the engine host checks
 * both again before it fetches (the catalogue's model hosts stay the only ones otherwise). A build
 * flag would need a second build, so e2e would no longer test the build users get.
 */
// The entries are read by src/backends/read-injected-models.ts.

type Manifest = { update_url?: string };
const ownManifest = (): Manifest | undefined => (globalThis as { chrome?: { runtime?: { getManifest?(): Manifest } } }).chrome?.runtime?.getManifest?.();

/**
 * This extension's manifest as installed. Offscreen documents get only part of `chrome.runtime`
 * (no getManifest), so there it is read from the package: the store's `update_url` is in that file.
 */
export async function readOwnManifest(): Promise<Manifest | undefined> {
  return ownManifest() ?? (await fetch('/manifest.json').then((r) => r.json() as Promise<Manifest>).catch(() => undefined));
}

/** An unpacked extension (npm run dev, the e2e runner); a store install always has `update_url`. */
export function isDevelopmentInstall(manifest: Manifest | undefined = ownManifest()): boolean {
  return manifest !== undefined && manifest.update_url === undefined;
}

/** A test entry is usable only as a loopback CPU model marked `test`, in a development install. */
export function isAcceptableTestModel(model: CpuModel, manifest: Manifest | undefined = ownManifest()): boolean {
  return model.test === true && model.engine === 'wllama' && isLoopbackUrl(model.url) && model.id.startsWith('test:') && isDevelopmentInstall(manifest);
}
