import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing';

export default defineConfig({
  // WxtVitest gives tests the same auto-imports and an in-memory `browser` (fakeBrowser) as the build.
  plugins: [WxtVitest()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'tools/**/*.test.ts', 'tests/*.test.ts', 'tests/support/*.test.ts'],
    environment: 'node',
    // browser.i18n with the English catalogue (fakeBrowser leaves it unimplemented).
    setupFiles: ['./tests/support/browser-i18n-setup.ts'],
    // CI has 2 cores and runs two test files at once: 5 s (the default) failed slow-but-correct tests there.
    testTimeout: 15_000,
    mockReset: true,
    restoreMocks: true,
    reporters: ['default', './tests/support/plain-summary-reporter.ts'],
  },
});
