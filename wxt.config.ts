import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { llamaWorkerFile } from './src/offscreen/engine-host/wllama/llama-worker-file';
import { LLAMA_WORKER_PATH, WLLAMA_RELAXED_WASM_PATH, WLLAMA_WASM_PATH } from './src/offscreen/engine-host/wllama/wllama-files';
import { PDF_WORKER_PATH } from './src/offscreen/pdf/pdf-worker-file';

/** pdf.js's data files the extension serves itself: CMaps (CJK text), standard fonts, image decoders. */
const PDFJS = resolve(import.meta.dirname, 'node_modules/pdfjs-dist');
const PDFJS_DATA = ['cmaps', 'standard_fonts', 'wasm'];
const WLLAMA = resolve(import.meta.dirname, 'node_modules/@wllama/wllama');

/** Chrome's panel lives in `side_panel` (WXT adds it from entrypoints/sidepanel). */
const CHROME_ONLY = { minimum_chrome_version: '116' };

/** Firefox: a sidebar instead of the side panel, and the add-on id and data statement AMO requires. */
const FIREFOX_ONLY = {
  browser_specific_settings: {
    gecko: {
      id: 'ask-tabs@ask-tabs.org',
      // Debian's firefox-esr 153 is what the Firefox e2e runs on.
      strict_min_version: '153.0',
      data_collection_permissions: { required: ['none'] },
    },
  },
  sidebar_action: { default_title: '__MSG_extName__', default_panel: 'sidepanel.html' },
};

// Manifest fields are justified one by one in README.md ("Permissions").
export default defineConfig({
  // MV3 in every browser (WXT would build MV2 for Firefox).
  manifestVersion: 3,
  // Module workers: the engine host's WebLLM worker (src/offscreen/engine-host/webllm/webllm-worker.ts) imports WebLLM.
  vite: ({ browser }) => ({
    plugins: [preact()],
    worker: { format: 'es' as const },
    // Only Firefox's background page hosts an engine and a PDF reader (entrypoints/background.ts): Chrome's
    // build takes modules that start none, so the workers and pdf.js Firefox needs are not emitted there.
    resolve: {
      alias:
        browser === 'firefox'
          ? []
          : [
              { find: /^.*\/start-firefox-engine-host$/u, replacement: resolve(import.meta.dirname, 'src/offscreen/engine-host/no-background-engine-host.ts') },
              { find: /^.*\/start-firefox-pdf-reader$/u, replacement: resolve(import.meta.dirname, 'src/offscreen/pdf/no-background-pdf-reader.ts') },
            ],
    },
  }),
  hooks: {
    'build:publicAssets': (wxt, files) => {
      // The translators' README (glossary) stays in the repository, out of the extension.
      const readme = files.findIndex((f) => f.relativeDest === '_locales/README.md');
      if (readme >= 0) files.splice(readme, 1);
      // The catalogues ship without indentation or the translators' descriptions (the browser reads only
      // message and placeholders): 575 → ~410 kB over ten languages.
      for (const [i, file] of files.entries()) {
        if (!/^_locales\/[^/]+\/messages\.json$/u.test(file.relativeDest) || !('absoluteSrc' in file)) continue;
        const entries = Object.entries(JSON.parse(readFileSync(file.absoluteSrc, 'utf8')) as Record<string, { description?: string }>);
        const shipped = Object.fromEntries(entries.map(([key, { description: _, ...entry }]) => [key, entry]));
        files[i] = { contents: JSON.stringify(shipped), relativeDest: file.relativeDest };
      }
      // wllama's wasm and its llama.cpp worker as files (src/offscreen/engine-host/wllama/wllama-files.ts).
      files.push({ absoluteSrc: join(WLLAMA, 'esm/wasm/wllama.wasm'), relativeDest: WLLAMA_WASM_PATH.slice(1) });
      files.push({ absoluteSrc: join(WLLAMA, 'esm/wasm/wllama-relaxed.wasm'), relativeDest: WLLAMA_RELAXED_WASM_PATH.slice(1) });
      files.push({ contents: llamaWorkerFile(), relativeDest: LLAMA_WORKER_PATH.slice(1) });
      // Firefox reads PDFs in its background page, which needs pdf.js's worker as a file (pdf-worker-file.ts).
      if (wxt.config.browser === 'firefox') files.push({ absoluteSrc: join(PDFJS, 'build/pdf.worker.min.mjs'), relativeDest: PDF_WORKER_PATH.slice(1) });
      for (const dir of PDFJS_DATA) {
        for (const name of readdirSync(join(PDFJS, dir))) {
          // The JPEG 2000 decoder's JavaScript fallback runs only where WebAssembly cannot (our pages allow it): 450 kB.
          if (name === 'openjpeg_nowasm_fallback.js') continue;
          files.push({ absoluteSrc: join(PDFJS, dir, name), relativeDest: `pdfjs/${dir}/${name}` });
        }
      }
    },
  },
  manifest: ({ browser }) => ({
    ...(browser === 'firefox' ? FIREFOX_ONLY : CHROME_ONLY),
    // Words in public/_locales/<lang>/messages.json (src/i18n/README.md); the browser picks the language.
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: [
      'contextMenus',
      'scripting',
      'storage',
      'tabs',
      // Tab groups as a scope (README "Permissions"); Firefox has the API from 139, this build wants 153.
      'tabGroups',
      ...(browser === 'firefox' ? [] : ['sidePanel', 'offscreen']),
    ],
    host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: '__MSG_extName__' },
    commands: {
      // Read by src/background/start-background.ts (ASK_SELECTION_COMMAND). Users can change it at
      // chrome://extensions/shortcuts; Chrome drops a default that clashes with another extension's.
      'ask-about-selection': {
        suggested_key: { default: 'Alt+Shift+A', mac: 'Alt+Shift+A' },
        description: '__MSG_commandAskSelection__',
      },
    },
    // Cross-origin isolation for extension pages, so the CPU engine (wllama) can use threads
    // (SharedArrayBuffer). `credentialless`, not `require-corp`: pages still show sites' favicons.
    cross_origin_embedder_policy: { value: 'credentialless' },
    cross_origin_opener_policy: { value: 'same-origin' },
    content_security_policy: {
      // WebLLM compiles WebAssembly (tokenizer, runtime): needs 'wasm-unsafe-eval', nothing broader.
      extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';",
    },
  }),
});
