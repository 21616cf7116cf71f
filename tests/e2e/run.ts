import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { answerLanguageCases } from './cases/answer-language-cases';
import { askCases } from './cases/ask-cases';
import { cpuEngineCases } from './cases/cpu-engine-cases';
import { setupCpuEngineEnv, teardownCpuEngineEnv } from './cases/cpu-engine-env';
import { setupEnv, teardownEnv } from './cases/env';
import { historyCases, setupHistoryEnv, teardownHistoryEnv } from './cases/history-cases';
import { setupHostileEnv, teardownHostileEnv } from './cases/hostile-env';
import { hostileAnswerLifecycleCases } from './cases/hostile-answer-lifecycle-cases';
import { hostileLifecycleCases } from './cases/hostile-lifecycle-cases';
import { hostilePageCases } from './cases/hostile-page-cases';
import { hostileUntrustedCases } from './cases/hostile-untrusted-cases';
import { lifecycleCases } from './cases/lifecycle-cases';
import { setupModelEnv, teardownModelEnv } from './cases/model-env';
import { modelFaultCases } from './cases/model-fault-cases';
import { modelServerCases, modelServerFollowCases } from './cases/model-server-cases';
import { modelWebGpuCases } from './cases/model-webgpu-cases';
import { wholePageCases } from './cases/whole-page-cases';
import { rtlCases, setupUiLanguageEnv, teardownUiLanguageEnv, uiLanguageCases } from './cases/ui-language-cases';
import { pageStatusCases } from './cases/page-status-cases';
import { keyboardCases } from './cases/keyboard-cases';
import { panelLookCases, setupLookEnv, teardownLookEnv } from './cases/panel-look-cases';
import { pdfCases } from './cases/pdf-cases';
import { setupPdfEnv, teardownPdfEnv } from './cases/pdf-env';
import { pdfUntrustedCases } from './cases/pdf-untrusted-cases';
import { setupPdfUntrustedEnv, teardownPdfUntrustedEnv } from './cases/pdf-untrusted-env';
import { reloadCases, setupReloadEnv, teardownReloadEnv } from './cases/reload-cases';
import { twoWindowsCases } from './cases/two-windows-cases';
import { securityCases } from './cases/security-cases';
import { selectionCases } from './cases/selection-cases';
import { scopeFollowUpCases, setupScopeEnv, teardownScopeEnv } from './cases/scope-follow-up-cases';
import { manyTabsCases } from './cases/many-tabs-cases';
import { tabGroupCases } from './cases/tab-group-cases';
import { videoCases } from './cases/video-cases';
import { setupVideoEnv, teardownVideoEnv } from './cases/video-env';
import { EXTENSION_DIR } from './support/launch-browser';
import { runGroups } from './support/run-cases';

// End-to-end tests against the built extension (`npm run build` first) in Debian's Chromium.
// Cases share one browser launch (CI has 2 cores); E2E_ONLY=<text> runs the cases whose name has it.
if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
  console.error(`No build at ${EXTENSION_DIR}: run \`npm run build\` first.`);
  process.exit(1);
}

const { passed, failed } = await runGroups([
  {
    name: 'Ask Tabs in Chromium: three local pages, a chrome:// tab, the panel',
    setup: setupEnv,
    teardown: teardownEnv,
    cases: [...askCases, ...pageStatusCases, ...selectionCases, ...securityCases, ...tabGroupCases, ...manyTabsCases, ...lifecycleCases],
  },
  {
    name: 'Hostile pages, untrusted text, restarts (issue 5)',
    setup: setupHostileEnv,
    teardown: teardownHostileEnv,
    cases: [...hostileUntrustedCases, ...hostilePageCases, ...hostileLifecycleCases],
  },
  {
    name: 'Model answer from an OpenAI-compatible server on 127.0.0.1 (Chromium without WebGPU)',
    setup: () => setupModelEnv(),
    teardown: teardownModelEnv,
    // hostileAnswerLifecycleCases last: its panel-reopen case replaces env.panel.
    cases: [...modelServerCases, ...modelServerFollowCases, ...answerLanguageCases, ...wholePageCases, ...modelFaultCases, ...hostileAnswerLifecycleCases],
  },
  {
    name: 'Scope and follow-ups (issue 30): two laptop reviews, a bakery, a decluttering guide, chrome://extensions, a server on 127.0.0.1',
    setup: setupScopeEnv,
    teardown: teardownScopeEnv,
    cases: scopeFollowUpCases,
  },
  {
    name: 'Kept conversations (issue 32): a persistent profile, the browser restarted, search, export, delete, import',
    setup: setupHistoryEnv,
    teardown: teardownHistoryEnv,
    cases: historyCases,
  },
  {
    name: 'The panel as a user sees it: 400×800 and 320×640, light and dark, axe-core',
    setup: setupLookEnv,
    teardown: teardownLookEnv,
    cases: [...panelLookCases, ...keyboardCases],
  },
  {
    name: 'The interface in German (issue 23): Chromium --lang=de, 400×800 and 320×640, light and dark; right to left forced',
    setup: setupUiLanguageEnv('de'),
    teardown: teardownUiLanguageEnv,
    cases: [...uiLanguageCases('de'), ...rtlCases],
  },
  {
    name: 'The interface in Japanese (issue 23): Chromium --lang=ja, 400×800 and 320×640, light and dark',
    setup: setupUiLanguageEnv('ja'),
    teardown: teardownUiLanguageEnv,
    cases: uiLanguageCases('ja'),
  },
  {
    name: 'PDF tabs (issue 13): PDFs printed by Chromium and real ones, read in the offscreen document, cited to the page',
    setup: setupPdfEnv,
    teardown: teardownPdfEnv,
    cases: pdfCases,
  },
  {
    name: 'PDFs as untrusted as pages (issue 20): hidden text, hostile files, a server model that records requests',
    setup: setupPdfUntrustedEnv,
    teardown: teardownPdfUntrustedEnv,
    cases: pdfUntrustedCases,
  },
  {
    name: 'Video tabs (issue 24): a captioned lecture page and a local YouTube over HTTPS, transcripts cited to the moment',
    setup: setupVideoEnv,
    teardown: teardownVideoEnv,
    cases: videoCases,
  },
  {
    name: 'Extension reloaded with tabs open: loaded through CDP Extensions.loadUnpacked (--enable-unsafe-extension-debugging)',
    setup: setupReloadEnv,
    teardown: teardownReloadEnv,
    cases: reloadCases,
  },
  {
    name: 'Model answer on WebGPU: Chromium with --enable-unsafe-webgpu (SwiftShader, no shader-f16)',
    setup: () => setupModelEnv(['--enable-unsafe-webgpu']),
    teardown: teardownModelEnv,
    cases: modelWebGpuCases,
  },
  {
    name: 'Model on the processor: the engine host runs the real wllama on a tiny GGUF served on 127.0.0.1 (Chromium without WebGPU)',
    setup: setupCpuEngineEnv,
    teardown: teardownCpuEngineEnv,
    cases: [...cpuEngineCases, ...twoWindowsCases],
  },
]);
console.log(`\ne2e: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
