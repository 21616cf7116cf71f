import type { Reporter, TestModule } from 'vitest/node';

/** CI reads a plain "N passed, N failed" line, not Vitest's own summary. */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && !module.children.size) failed++;
    }
    console.log(`unit: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
