import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { defineWebExtConfig } from 'wxt';

/** The first Chromium-family browser on the PATH; CHROME_PATH overrides (e.g. Google Chrome). */
function findChromium(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const names = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of names) {
    for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  }
  return undefined; // WXT then looks for Google Chrome in its usual places
}

const chrome = findChromium();

// `npm run dev` builds, watches and starts this browser with the extension loaded.
export default defineWebExtConfig({
  binaries: chrome ? { chrome } : {},
  // Chromium refuses to start as root with its sandbox on (containers, CI boxes).
  chromiumArgs: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  startUrls: ['https://en.wikipedia.org/wiki/Honey_bee'],
});
