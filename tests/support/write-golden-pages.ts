/**
 * Regenerates the golden corpus's expected output (`tests/fixtures/pages/<name>.expected.txt`)
 * from the current extraction: `npm run golden:extract`, then review `git diff tests/fixtures/pages`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractGolden, GOLDEN_DIR, goldenPages, renderGolden } from './golden-pages';

for (const name of goldenPages()) {
  writeFileSync(join(GOLDEN_DIR, `${name}.expected.txt`), renderGolden(extractGolden(name)));
  console.log(`wrote ${name}.expected.txt`);
}
