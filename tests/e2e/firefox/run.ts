import { runGroups } from '../support/run-cases';
import { firefoxCases } from './firefox-cases';
import { firefoxConversationCases } from './firefox-conversation-cases';
import { firefoxCpuCases } from './firefox-cpu-cases';
import { firefoxGroupCases } from './firefox-group-cases';
import { firefoxHistoryCases } from './firefox-history-cases';
import { setupFirefoxCpuEnv, teardownFirefoxCpuEnv } from './firefox-cpu-env';
import { setupFirefoxEnv, teardownFirefoxEnv } from './firefox-env';
import { firefoxWaysInCases } from './firefox-ways-in-cases';

// End-to-end tests against the Firefox build (`npm run build:firefox` first) in Debian's firefox-esr,
// over WebDriver BiDi. One Firefox per group (CI has 2 cores); E2E_ONLY=<text> filters cases by name.
const { passed, failed } = await runGroups([
  {
    name: 'Ask Tabs in Firefox: the sidebar page, three local pages, a server model on 127.0.0.1',
    setup: setupFirefoxEnv,
    teardown: teardownFirefoxEnv,
    // The tab-group case first: after the server cases it found no passage in the group (2026-12-05 note), alone it passes.
    cases: [...firefoxGroupCases, ...firefoxCases, ...firefoxWaysInCases, ...firefoxConversationCases, ...firefoxHistoryCases],
  },
  {
    name: 'The processor engine in Firefox: the engine host in the background page runs the real wllama on a tiny GGUF served on 127.0.0.1',
    setup: setupFirefoxCpuEnv,
    teardown: teardownFirefoxCpuEnv,
    cases: firefoxCpuCases,
  },
]);
console.log(`\ne2e firefox: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
