import { render } from 'preact';
import { DEFAULT_BACKEND_SETTINGS, type BackendSettings } from '../../src/backends/backend-settings';
import type { LanguageModel } from '../../src/models/language-model';
import type { BackendEnvironment } from '../../src/backends/plan-backend';
import { swiftShader, twoCoreCpu, withGpu, withoutGpu } from './test-devices';
import { WebLlmEngineDouble } from './webllm-engine-double';
import type { TabStatus } from '../../src/messaging/tab-status';
import type { Passage } from '../../src/pipeline/select/passage';
import { App } from '../../src/sidepanel/app';
import { createModelController } from '../../src/sidepanel/model-setup/model-controller';
import { gpuEnvironment, testControllerDeps } from './test-controller-deps';
import { createPanel } from '../../src/sidepanel/create-panel';
import type { PanelApi } from '../../src/sidepanel/panel-api';
import { PanelContext } from '../../src/sidepanel/panel-context';
import { createPanelState } from '../../src/sidepanel/state/panel-state';
import type { TabItem } from '../../src/sidepanel/state/tab-item';
import { testPanelApi } from './test-panel-api';

/** Without WebGPU, on this repo's 2-core machine: the processor engine is offered. */
export const noGpu: BackendEnvironment = { ...gpuEnvironment, device: withoutGpu(twoCoreCpu) };
/** Chromium's SwiftShader adapter (--enable-unsafe-webgpu): both engines offered, the processor recommended. */
export const swiftShaderEnv: BackendEnvironment = { ...gpuEnvironment, device: withGpu(swiftShader, twoCoreCpu) };

export interface TestPanelOptions {
  tabs?: Array<Partial<TabItem> & { id: number }>;
  statuses?: Record<number, TabStatus>;
  passages?: Passage[];
  api?: PanelApi;
  /** A model double for every answer (null: passages only); undefined: the controller plans from the settings. */
  model?: LanguageModel | null;
  backend?: BackendSettings['backend'];
  env?: BackendEnvironment;
  engine?: WebLlmEngineDouble;
  /** Model ids already downloaded. */
  cached?: string[];
}

/**
 * The real panel (state, answer session, model controller, every component) over in-memory ports:
 * an in-memory background and, where a test gives one, a language-model double.
 */
export function mountTestPanel(options: TestPanelOptions = {}) {
  const state = createPanelState();
  state.tabs.value = (options.tabs ?? [{ id: 1, active: true }]).map((t) => ({
    title: `Tab ${t.id}`,
    url: `https://t${t.id}.test/`,
    active: false,
    loading: false,
    ...t,
  }));
  const fallback = testPanelApi(options.statuses ?? {}, options.passages ?? []);
  const api = options.api ?? fallback.api;
  const engine = options.engine ?? new WebLlmEngineDouble();
  const controllerDeps = testControllerDeps({
    engine,
    env: options.env ?? gpuEnvironment,
    settings: { ...DEFAULT_BACKEND_SETTINGS, backend: options.backend ?? 'on-device' },
    cached: options.cached ?? [],
  });
  const base = createModelController(controllerDeps.deps);
  const modelController = options.model === undefined ? base : { ...base, getModel: async () => options.model ?? null };
  let optionsOpened = 0;
  const reloaded: number[] = [];
  const opened: string[] = [];
  const tabActions = { reload: async (tabId: number) => void reloaded.push(tabId), show: async () => undefined, openFileAccessSetting: async () => undefined, openPage: async (url: string) => void opened.push(url) };
  const panel = createPanel({ api, modelController, state, tabActions, openOptions: async () => void optionsOpened++ });
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  render(
    <PanelContext.Provider value={panel}>
      <App />
    </PanelContext.Provider>,
    root,
  );
  return { ...panel, root, calls: fallback.calls, engine, reloaded, opened, optionsOpened: () => optionsOpened };
}
