import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { askTabsGroup } from './cases/ask-tabs-cases';
import { EXTENSION_DIR } from './support/launch-browser';
import { runGroups } from './support/run-cases';

// End-to-end tests against the built extension (`npm run build` first) in Debian's Chromium.
if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
  console.error(`No build at ${EXTENSION_DIR}: run \`npm run build\` first.`);
  process.exit(1);
}

const { passed, failed } = await runGroups([askTabsGroup]);
console.log(`\ne2e: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
