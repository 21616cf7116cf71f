import type { InstallFacts } from '../models/wllama/injected-models';

type Api = {
  runtime?: { getManifest?(): { update_url?: string } };
  management?: { getSelf?(): Promise<{ installType: string }> };
};
const api = (): Api | undefined => {
  const g = globalThis as { browser?: Api; chrome?: Api };
  return g.browser?.runtime ? g.browser : g.chrome;
};

/**
 * This copy's install facts (`InstallFacts`): whether the e2e tests' injected models count. From the page's
 * own `browser` or `chrome`, and the manifest fetched where `runtime.getManifest` is missing (Chrome's
 * offscreen document gets only part of `chrome.runtime`); undefined when neither source answers.
 */
export async function readOwnInstall(): Promise<InstallFacts | undefined> {
  const self = await Promise.resolve(api()?.management?.getSelf?.()).catch(() => undefined);
  const manifest =
    api()?.runtime?.getManifest?.() ?? (await fetch('/manifest.json').then((r) => r.json() as Promise<{ update_url?: string }>).catch(() => undefined));
  if (!self && !manifest) return undefined;
  return { ...(self ? { installType: self.installType } : {}), ...(manifest?.update_url !== undefined ? { update_url: manifest.update_url } : {}) };
}
