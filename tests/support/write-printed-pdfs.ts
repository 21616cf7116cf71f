/**
 * Prints the e2e PDF fixtures (`tests/support/printed-pdfs.ts`) with Chromium into
 * `tests/e2e/pages/printed/`: `npm run fixtures:pdf`, then review and commit the files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { PRINTED_PDFS } from './printed-pdfs';

const PRINTED_DIR = join(import.meta.dirname, '../e2e/pages/printed');

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  mkdirSync(PRINTED_DIR, { recursive: true });
  for (const [name, print] of Object.entries(PRINTED_PDFS)) {
    writeFileSync(join(PRINTED_DIR, name), await print(page));
    console.log(`wrote ${name} (${browser.version()})`);
  }
} finally {
  await browser.close();
}
