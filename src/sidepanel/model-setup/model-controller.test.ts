import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKEND_SETTINGS, type BackendSettings } from '../../backends/backend-settings';
import { ModelError } from '../../models/model-error';
import { catalogueName } from '../../models/model-name';
import { createModelController } from './model-controller';
import { createAnswerSession } from '../session/answer-session';
import { passage } from '../../../tests/support/test-passages';
import { testControllerDeps } from '../../../tests/support/test-controller-deps';

const DEFAULT_ID = 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC';
const never = new AbortController().signal;
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await tick(5);
};

function setup(options: Parameters<typeof testControllerDeps>[0] = {}) {
  const t = testControllerDeps(options);
  return { ...t, controller: createModelController(t.deps) };
}

describe('model controller', () => {
  it('asks before the first download, then loads in the engine host with progress and the chosen window', async () => {
    const { controller, engine, host } = setup();
    const pending = controller.getModel(never);
    await tick();
    expect(controller.downloadRequest.value?.model.model.id).toBe(DEFAULT_ID);
    controller.approveDownload();
    const model = await pending;
    expect(model).toMatchObject({ name: { of: 'catalogue', family: 'Qwen2.5', size: '1.5B', quantization: 'q4f16' }, kind: 'webllm', contextWindow: 16_384 });
    expect(engine.reloaded).toEqual([DEFAULT_ID]);
    expect(engine.reloadOptions).toEqual([{ context_window_size: 16_384 }]);
    expect(controller.progress.value).toBeUndefined();
    expect(await controller.getModel(never)).toBe(model); // loaded once
    expect(host.status()).toMatchObject({ state: 'ready', loads: 1 });
  });

  it('a declined download gives passages only, with the reason', async () => {
    const { controller } = setup();
    const pending = controller.getModel(never);
    await tick();
    controller.declineDownload();
    expect(await pending).toBeNull();
    expect(controller.passagesReason.value).toBe('declined-download');
    expect(await controller.getModel(never)).toBeNull();
  });

  it('Download in the model menu downloads and loads the chosen model now, without a second question (N12)', async () => {
    const { controller, engine } = setup();
    await controller.init();
    controller.declineDownload();
    controller.downloadNow();
    await until(() => controller.loaded.value !== undefined);
    expect(controller.downloadRequest.value).toBeUndefined();
    expect(engine.reloaded).toEqual([DEFAULT_ID]);
    expect(await controller.getModel(never)).toBe(controller.loaded.value);
  });

  it('loads a cached model without asking (offline after the first download)', async () => {
    const { controller, engine } = setup({ cached: [DEFAULT_ID] });
    expect(await controller.getModel(never)).not.toBeNull();
    expect(controller.downloadRequest.value).toBeUndefined();
    expect(engine.reloaded).toEqual([DEFAULT_ID]);
  });

  it('a reopened panel finds the model in the host’s memory: no question, no second load', async () => {
    const first = setup({ cached: [DEFAULT_ID] });
    await first.controller.getModel(never);
    first.inCache.clear(); // even were the files gone, the model in memory needs no download
    const second = createModelController(first.deps);
    await second.init();
    await until(() => second.engineStatus.value?.state === 'ready');
    expect(second.engineStatus.value?.state).toBe('ready');
    expect(await second.getModel(never)).not.toBeNull();
    expect(second.downloadRequest.value).toBeUndefined();
    expect(first.loads()).toBe(1);
    expect(first.host.status().loads).toBe(1);
  });

  it('cancel stops a download in progress', async () => {
    const { controller, engine } = setup({ cached: [DEFAULT_ID] });
    engine.delayMs = 10;
    const pending = controller.getModel(never);
    await until(() => (controller.progress.value?.fraction ?? 0) > 0);
    expect(controller.progress.value).toBeDefined();
    controller.cancelLoad();
    expect(await pending).toBeNull();
    await until(() => engine.unloads > 0);
    expect(engine.unloads).toBeGreaterThan(0);
    expect(controller.loadError.value).toBeUndefined();
  });

  it('after device lost while loading, explains and suggests the next smaller model, which loads', async () => {
    const { controller, engine } = setup({ cached: [DEFAULT_ID] });
    engine.reloadError = Object.assign(new Error('The WebGPU device was lost while loading the model.'), { name: 'DeviceLostError' });
    expect(await controller.getModel(never)).toBeNull();
    expect(controller.loadError.value?.kind).toBe('device-lost');
    const next = controller.suggestion.value!;
    expect(next.model.engine === 'webllm' && next.model.vramMB).toBeLessThan(1629.75);
    await controller.choose(next.model.id);
    expect(controller.plan.value?.kind === 'on-device' && controller.plan.value.chosen.model.id).toBe(next.model.id);
    expect(controller.suggestion.value).toBeUndefined();
    delete engine.reloadError;
    const pending = controller.getModel(never);
    await tick();
    controller.approveDownload();
    expect((await pending)?.name).toEqual(catalogueName(next.model));
  });

  it('choosing a model saves it; deleting a loaded model unloads it and refreshes the cache', async () => {
    const { controller, saved, deleted, host } = setup({ cached: [DEFAULT_ID] });
    await controller.getModel(never);
    expect(controller.cache.value?.cached[DEFAULT_ID]).toBe(true);
    await controller.deleteFromCache(DEFAULT_ID);
    expect(deleted).toEqual([DEFAULT_ID]);
    expect(controller.cache.value?.cached[DEFAULT_ID]).toBe(false);
    await until(() => host.status().state === 'none');
    expect(host.status().state).toBe('none');
    await controller.choose('Llama-3.2-1B-Instruct-q4f16_1-MLC');
    expect(saved.at(-1)?.onDeviceModel).toBe('Llama-3.2-1B-Instruct-q4f16_1-MLC');
  });

  it('Unload now frees the model in the host; the next question loads it again', async () => {
    const { controller, host, loads } = setup({ cached: [DEFAULT_ID] });
    await controller.getModel(never);
    await controller.unloadNow();
    await until(() => controller.engineStatus.value?.state === 'none');
    expect(host.status()).toMatchObject({ state: 'none', lastRelease: 'unload' });
    expect(controller.engineStatus.value?.state).toBe('none');
    expect(await controller.getModel(never)).not.toBeNull();
    expect(loads()).toBe(2);
  });

  it('the host’s document closed mid-answer: the turn keeps what arrived and says so; Retry starts a new host, loads from the cache without asking and answers', async () => {
    const t = setup({ cached: [DEFAULT_ID] });
    const { controller, engine, crashHost, loads } = t;
    engine.script = [Array.from({ length: 50 }, (_, i) => `w${i} `), ['The battery lasts 10 hours [1].']];
    engine.delayMs = 5;
    const session = createAnswerSession({
      retrieve: async () => ({ passages: [passage('The battery lasted 10 hours in our test.', 1, 'Review')] }),
      getModel: controller.getModel,
      onModelError: controller.reportError,
    });
    const pending = session.ask('How long does the battery last?');
    await until(() => (session.turns.value[0]?.text.value.length ?? 0) > 10);
    crashHost();
    const turn = await pending;
    expect(turn.status.value).toBe('error');
    expect(turn.text.value).toMatch(/^w0 w1 /u);
    expect(turn.error.value).toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/closed or crashed/u), fix: expect.stringMatching(/no download/u) });
    expect(session.busy.value).toBe(false);
    await until(() => controller.engineStatus.value?.state === 'none');
    expect(controller.engineStatus.value?.state).toBe('none');
    // Retry (failed-answer.tsx asks the question again).
    const again = await session.ask('How long does the battery last?');
    expect(controller.downloadRequest.value).toBeUndefined();
    expect(again.status.value).toBe('done');
    expect(again.text.value).toBe('The battery lasts 10 hours [1].');
    expect(loads()).toBe(2);
    expect(t.currentHost().status()).toMatchObject({ state: 'ready', loads: 1 });
  });

  it('reports device lost during an answer', async () => {
    const { controller } = setup({ cached: [DEFAULT_ID] });
    await controller.init();
    controller.reportError(new ModelError('server', 'not a GPU problem'));
    expect(controller.suggestion.value).toBeUndefined();
    controller.reportError(new ModelError('device-lost', 'lost'));
    expect(controller.loadError.value?.kind).toBe('device-lost');
    const plan = controller.plan.value!;
    if (plan.kind !== 'on-device') throw new Error('expected an on-device plan');
    const smaller = controller.suggestion.value!;
    expect(smaller.model.engine).toBe(plan.chosen.model.engine);
    expect(smaller.model.engine === 'webllm' && plan.chosen.model.engine === 'webllm' && smaller.model.vramMB < plan.chosen.model.vramMB).toBe(true);
    expect(plan.fits.some((f) => f.model.id === smaller.model.id)).toBe(true);
  });

  it('plans again when the settings change', async () => {
    let settings: BackendSettings = DEFAULT_BACKEND_SETTINGS;
    const { controller } = setup({ cached: [DEFAULT_ID], settings: () => settings });
    expect(await controller.getModel(never)).not.toBeNull();
    settings = { ...DEFAULT_BACKEND_SETTINGS, backend: 'passages' };
    await controller.reload();
    expect(controller.plan.value).toEqual({ kind: 'passages', reason: 'chosen' });
    expect(controller.passagesReason.value).toBe('chosen');
    expect(await controller.getModel(never)).toBeNull();
  });

  it('a settings change during the first, slow GPU probe wins: the older plan does not overwrite it', async () => {
    const openai = { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: '', contextWindow: 8192 };
    let settings: BackendSettings = DEFAULT_BACKEND_SETTINGS;
    const t = testControllerDeps({ settings: () => settings });
    let releaseProbe = () => {};
    const slowProbe = new Promise<void>((resolve) => (releaseProbe = resolve));
    const environment = t.deps.environment;
    const controller = createModelController({
      ...t.deps,
      environment: async (backend) => {
        if (backend === 'on-device') await slowProbe;
        return environment(backend);
      },
    });
    const first = controller.init();
    await tick();
    settings = { ...DEFAULT_BACKEND_SETTINGS, backend: 'openai', openai };
    await controller.reload();
    releaseProbe();
    await first;
    expect(controller.plan.value?.kind).toBe('openai');
    expect(await controller.getModel(never)).toMatchObject({ kind: 'openai' });
  });

  it('uses the OpenAI-compatible server when set, which says text leaves the browser', async () => {
    const openai = { baseUrl: 'http://127.0.0.1:9/v1', model: 'llama3.2', apiKey: '', contextWindow: 8192 };
    const { controller } = setup({ settings: { ...DEFAULT_BACKEND_SETTINGS, backend: 'openai', openai } });
    const model = await controller.getModel(never);
    expect(model).toMatchObject({ kind: 'openai', sendsTextOffDevice: true, contextWindow: 8192 });
  });
});
