import { isLoopbackUrl } from '../model-hosts';
import type { CpuModel } from './cpu-catalogue';

/**
 * CPU model entries the e2e tests inject, because no real weights can be downloaded in CI: the test
 * writes a tiny GGUF, serves it on 127.0.0.1 and puts its entry here. Three locks keep this out of
 * users' hands: entries count only in a development install (the browser's own word, `management.getSelf()`'s
 * `installType`: Chrome's unpacked extension, Firefox's temporary add-on), only with a loopback URL, and
 * the engine host checks both again before it fetches (the catalogue's model hosts stay the only ones
 * otherwise). A build flag would need a second build, so e2e would no longer test the build users get.
 */
// The entries are read by src/backends/read-injected-models.ts.

/**
 * How this copy was installed (read by `src/platform/own-install.ts`): `installType` from `management.getSelf()` where the page has it; else (Chrome's
 * offscreen document gets only part of `chrome.runtime`) the manifest's `update_url`, which the Chrome Web
 * Store adds to every installed manifest. That fallback alone would not do in Firefox: add-ons from
 * addons.mozilla.org have no `update_url` either, and there `installType` says `normal`.
 */
export interface InstallFacts {
  installType?: string;
  update_url?: string;
}

/**
 * A development install: `installType` is `development` (an unpacked or temporary add-on: npm run dev, the e2e
 * runners); where the browser does not say, a manifest without `update_url` (Chrome only: see InstallFacts).
 */
export function isDevelopmentInstall(install: InstallFacts | undefined): boolean {
  if (!install) return false;
  if (install.installType !== undefined) return install.installType === 'development';
  return install.update_url === undefined;
}

/** A test entry is usable only as a loopback CPU model marked `test`, in a development install. */
export function isAcceptableTestModel(model: CpuModel, install: InstallFacts | undefined): boolean {
  return model.test === true && model.engine === 'wllama' && isLoopbackUrl(model.url) && model.id.startsWith('test:') && isDevelopmentInstall(install);
}
