import { signal } from '@preact/signals';
import type { CacheStatus } from '../../backends/model-cache';
import type { BackendSettings } from '../../backends/backend-settings';
import { nextSmaller } from '../../models/hardware-fit';
import type { HostedModel } from '../../backends/hosted/hosted-model';
import type { LanguageModel } from '../../models/language-model';
import { isAbortError, isModelError, ModelError } from '../../models/model-error';
import type { ModelFit, OnDeviceModel } from '../../models/model-fit';
import { type OpenModelDeps, openModel } from '../../backends/open-model';
import type { PassagesOnlyReason } from '../../models/passages-only';
import { type BackendEnvironment, type BackendPlan, planBackend } from '../../backends/plan-backend';
import type { LoadProgress } from '../../models/load-progress';
import { createDownloadConsent } from './download-consent';
import { createEngineHostView } from './engine-host-view';
import { createModelCacheView } from './model-cache-view';

export interface ModelControllerDeps {
  settings(): Promise<BackendSettings>;
  saveSettings(settings: BackendSettings): Promise<void>;
  /** What this browser has, for the chosen backend (only the on-device one needs the adapter and catalogues). */
  environment(backend: BackendSettings['backend']): Promise<BackendEnvironment>;
  /** How backends are built (src/backends/open-model.ts), with the engine host's client. */
  open: OpenModelDeps;
  /** Whether the engine host is running: the panel shows its state without starting it. */
  engineRunning(): Promise<boolean>;
  cacheStatus(models: OnDeviceModel[]): Promise<CacheStatus>;
  deleteFromCache(model: OnDeviceModel): Promise<void>;
}

/**
 * The panel's side of the model: which backend answers (the plan), consent before a first download,
 * loading with its progress bar, switching models and the next smaller one after "device lost".
 * The engine host's state is `engine-host-view.ts`, the downloaded models `model-cache-view.ts`,
 * the download question `download-consent.ts`; backends are built by `openModel`. Signals are for the views.
 */
export function createModelController(deps: ModelControllerDeps) {
  const plan = signal<BackendPlan | undefined>(undefined);
  const passagesReason = signal<PassagesOnlyReason | undefined>(undefined);
  const progress = signal<LoadProgress | undefined>(undefined);
  const loadError = signal<ModelError | undefined>(undefined);
  const suggestion = signal<ModelFit | undefined>(undefined);
  const consent = createDownloadConsent();
  const loaded = signal<LanguageModel | undefined>(undefined);
  const host = createEngineHostView(deps.open.engine, deps.engineRunning);
  const caches = createModelCacheView(deps);
  let settings: BackendSettings | undefined;
  let loading: { promise: Promise<LanguageModel | null>; abort: AbortController } | undefined;

  deps.open.engine.onStatus((status) => {
    const current = loaded.value as Partial<HostedModel> | undefined;
    // The host let the model go (idle, Unload now, device lost, another window's choice): load again next time.
    if (current?.info && (status.state !== 'ready' || status.model?.modelId !== current.info.modelId)) loaded.value = undefined;
    if (status.state === 'error' && status.error?.kind === 'device-lost') failed(new ModelError('device-lost', status.error.message, status.error.fix));
  });

  let planning: Promise<void> | undefined;
  let generation = 0;
  /** The model the user asked to download from the menu: no second question before it. */
  let downloadAsked: string | undefined;

  /**
   * Plans from the settings. Only the newest planning applies: the panel's first one probes the GPU,
   * which can take longer than a settings change arriving meanwhile, and must not overwrite it.
   */
  function init(): Promise<void> {
    const mine = ++generation;
    planning = (async () => {
      const read = await deps.settings();
      const next = planBackend(read, await deps.environment(read.backend));
      if (generation !== mine) return;
      settings = read;
      plan.value = next;
      passagesReason.value = next.kind === 'passages' ? next.reason : undefined;
      if (next.kind !== 'on-device') return;
      await refreshCache();
      await host.refresh();
    })();
    return planning;
  }

  /** Waits for the newest planning, starting one when there is none. */
  async function planned(): Promise<void> {
    for (let current = planning ?? init(); ; current = planning ?? init()) {
      await current;
      if (current === planning) return;
    }
  }

  async function refreshCache(): Promise<void> {
    const p = plan.value;
    if (p?.kind !== 'on-device') return;
    await caches.refresh(p.fits.map((f) => f.model));
  }

  const inMemory = (fit: ModelFit) => {
    const s = host.status.value;
    return s?.state === 'ready' && s.model?.modelId === fit.model.id && s.model.contextWindow === fit.contextWindow;
  };

  /** The model to load: the planned one when it is at hand, else the one the user approves downloading (or null). */
  async function toLoad(fit: ModelFit, abort: AbortSignal): Promise<ModelFit | null> {
    if (inMemory(fit) || caches.isCached(fit.model.id) || downloadAsked === fit.model.id) return fit;
    const approved = await consent.ask(fit, abort);
    if (!approved && consent.declined) passagesReason.value = 'declined-download';
    return approved;
  }

  async function load(abort: AbortSignal): Promise<LanguageModel | null> {
    const p = plan.value;
    if (!p) return null;
    let planned = p;
    if (p.kind === 'on-device') {
      const fit = await toLoad(p.chosen, abort);
      if (!fit) return null;
      // The user may have picked another model in the download question.
      planned = plan.value?.kind === 'on-device' ? plan.value : { ...p, chosen: fit };
      if (!inMemory(fit)) progress.value = { phase: caches.isCached(fit.model.id) ? 'cache' : 'download', fraction: 0, text: '' };
    }
    try {
      return await openModel(planned, deps.open, { signal: abort, onProgress: (next) => (progress.value = next) });
    } finally {
      progress.value = undefined;
      if (p.kind === 'on-device') void refreshCache();
    }
  }

  /** The model for the next answer, loading it once; concurrent callers share the load. */
  async function getModel(signal: AbortSignal): Promise<LanguageModel | null> {
    await planned();
    if (loaded.value) return loaded.value;
    if (!loading) {
      const abort = new AbortController();
      const promise = load(abort.signal)
        .then((model) => (loaded.value = model ?? undefined) ?? null)
        .catch((error: unknown) => {
          if (isAbortError(error)) return null;
          failed(error);
          passagesReason.value = 'load-failed';
          return null;
        })
        .finally(() => (loading = undefined));
      loading = { promise, abort };
    }
    const current = loading.promise;
    // A stopped question does not cancel a download in progress: only Cancel does.
    return Promise.race([current, new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true }))]);
  }

  function failed(error: unknown): void {
    loadError.value = isModelError(error) ? error : new ModelError('load-failed', String(error));
    const p = plan.value;
    if (isModelError(error, 'device-lost') && p?.kind === 'on-device') {
      suggestion.value = nextSmaller(p.fits, p.chosen.model.id);
      loaded.value = undefined;
    }
  }

  async function choose(modelId: string): Promise<void> {
    const p = plan.value;
    const fit = p?.kind === 'on-device' ? p.fits.find((f) => f.model.id === modelId) : undefined;
    if (!p || p.kind !== 'on-device' || !fit) return;
    if (consent.change(fit)) {
      // Picking another model while the download question is open changes the answer, not the question.
      plan.value = { ...p, chosen: fit };
      if (settings) await deps.saveSettings((settings = { ...settings, onDeviceModel: modelId }));
      return;
    }
    loading?.abort.abort();
    loaded.value = undefined;
    plan.value = { ...p, chosen: fit };
    loadError.value = undefined;
    suggestion.value = undefined;
    consent.reconsider();
    passagesReason.value = undefined;
    if (settings) {
      settings = { ...settings, onDeviceModel: modelId };
      await deps.saveSettings(settings);
    }
  }

  /** Settings changed (options page): forget the plan; the next question plans again. */
  async function reload(): Promise<void> {
    loading?.abort.abort();
    consent.decline();
    loaded.value = undefined;
    consent.reconsider();
    loadError.value = undefined;
    suggestion.value = undefined;
    progress.value = undefined;
    await init();
  }

  /**
   * A model that can write now without asking the user or downloading anything (for a query
   * rewrite): the loaded one, or a server's (nothing to load).
   */
  async function readyModel(signal: AbortSignal): Promise<LanguageModel | undefined> {
    if (loaded.value) return loaded.value;
    if (plan.value?.kind !== 'openai') return undefined;
    return (await getModel(signal)) ?? undefined;
  }

  /** The answering model's window, known before it loads: what the retrieval budget follows. */
  function expectedWindow(): number | undefined {
    if (loaded.value) return loaded.value.contextWindow;
    const p = plan.value;
    if (p?.kind === 'on-device') return p.chosen.contextWindow;
    if (p?.kind === 'openai') return p.settings.contextWindow;
    return undefined;
  }

  return {
    plan,
    expectedWindow,
    readyModel,
    reload,
    passagesReason,
    progress,
    loadError,
    suggestion,
    cache: caches.cache,
    downloadRequest: consent.request,
    loaded,
    engineStatus: host.status,
    init,
    getModel,
    choose,
    refreshCache,
    /** Report an error from answering (device lost during generation → suggest a smaller model). */
    reportError: (error: unknown) => {
      if (isModelError(error, 'device-lost')) failed(error);
    },
    approveDownload: consent.approve,
    declineDownload: consent.decline,
    /**
     * "Download" in the model menu: the click is the consent; the chosen model downloads and loads now,
     * before any question (the model line shows its progress).
     */
    downloadNow: () => {
      const p = plan.value;
      if (p?.kind !== 'on-device') return;
      downloadAsked = p.chosen.model.id;
      consent.reconsider();
      if (passagesReason.value === 'declined-download') passagesReason.value = undefined;
      void getModel(new AbortController().signal);
    },
    /** "Download the model" after declining: the next question asks again. */
    reconsider: () => {
      consent.reconsider();
      if (passagesReason.value === 'declined-download') passagesReason.value = undefined;
    },
    cancelLoad: () => {
      loading?.abort.abort();
      consent.decline();
      progress.value = undefined;
    },
    /** "Unload now": the engine host frees the model's memory at once. */
    unloadNow: async () => {
      loaded.value = undefined;
      await host.unload();
    },
    /** A reopened panel collects the answer the host went on writing (answer-session.ts); abort stops it. */
    collect: host.collect,
    deleteFromCache: async (modelId: string) => {
      const p = plan.value;
      const fit = p?.kind === 'on-device' ? p.fits.find((f) => f.model.id === modelId) : undefined;
      if (!fit) return;
      if (host.holds(modelId)) {
        loaded.value = undefined;
        await host.unload(modelId).catch(() => undefined);
      }
      await caches.delete(fit.model);
      await refreshCache();
    },
  };
}

export type ModelController = ReturnType<typeof createModelController>;
