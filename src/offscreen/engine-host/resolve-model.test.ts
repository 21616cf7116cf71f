import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CpuModel } from '../../models/wllama/cpu-catalogue';
import { CPU_CATALOGUE } from '../../models/wllama/cpu-catalogue';
import { isAcceptableTestModel, isDevelopmentInstall } from '../../models/wllama/injected-models';
import { readOwnInstall } from '../../platform/own-install';
import { resolveModel } from './resolve-model';

const tiny: CpuModel = { ...CPU_CATALOGUE[0]!, id: 'test:tiny', url: 'http://127.0.0.1:4000/tiny.gguf', test: true, maxContext: 2048 };
const unpacked = {};
const fromStore = { update_url: 'https://clients2.google.com/service/update2/crx' };

afterEach(() => vi.unstubAllGlobals());

describe('resolveModel: the host loads only what its catalogues name', () => {
  it('finds WebLLM and processor models by id, from the model hosts', async () => {
    expect((await resolveModel({ engine: 'webllm', modelId: 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC', contextWindow: 16_384 })).engine).toBe('webllm');
    const cpu = await resolveModel({ engine: 'wllama', modelId: CPU_CATALOGUE[0]!.id, contextWindow: 4096 });
    expect(cpu.model).toBe(CPU_CATALOGUE[0]);
  });

  it('refuses ids it does not offer, and windows past the model', async () => {
    await expect(resolveModel({ engine: 'wllama', modelId: 'Some-Other-GGUF', contextWindow: 4096 })).rejects.toThrow(/not one Ask Tabs offers/u);
    await expect(resolveModel({ engine: 'wllama', modelId: CPU_CATALOGUE[0]!.id, contextWindow: 65_536 })).rejects.toThrow(/at most/u);
  });

  it('takes an injected test model only in a development install, for a loopback URL', async () => {
    expect(isAcceptableTestModel(tiny, unpacked)).toBe(true);
    expect(isAcceptableTestModel(tiny, fromStore)).toBe(false);
    expect(isAcceptableTestModel({ ...tiny, url: 'https://example.com/tiny.gguf' }, unpacked)).toBe(false);
    expect(isAcceptableTestModel({ ...tiny, id: 'tiny' }, unpacked)).toBe(false);
    expect(isAcceptableTestModel(tiny, undefined)).toBe(false);
    vi.stubGlobal('chrome', { runtime: { getManifest: () => fromStore } });
    await expect(resolveModel({ engine: 'wllama', modelId: tiny.id, contextWindow: 2048, testModel: tiny })).rejects.toThrow(/not one Ask Tabs offers/u);
    vi.stubGlobal('chrome', { runtime: { getManifest: () => unpacked } });
    expect((await resolveModel({ engine: 'wllama', modelId: tiny.id, contextWindow: 2048, testModel: tiny })).model).toBe(tiny);
  });

  it("trusts the browser's installType over the manifest: an addons.mozilla.org install has no update_url but is no development install", async () => {
    expect(isDevelopmentInstall({ installType: 'normal' })).toBe(false);
    expect(isDevelopmentInstall({ installType: 'sideload' })).toBe(false);
    expect(isDevelopmentInstall({ installType: 'development' })).toBe(true);
    // Firefox: `browser` with management.getSelf, a signed install's manifest without update_url.
    vi.stubGlobal('browser', { runtime: { getManifest: () => unpacked }, management: { getSelf: async () => ({ installType: 'normal' }) } });
    await expect(readOwnInstall()).resolves.toEqual({ installType: 'normal' });
    await expect(resolveModel({ engine: 'wllama', modelId: tiny.id, contextWindow: 2048, testModel: tiny })).rejects.toThrow(/not one Ask Tabs offers/u);
    vi.stubGlobal('browser', { runtime: { getManifest: () => unpacked }, management: { getSelf: async () => ({ installType: 'development' }) } });
    expect((await resolveModel({ engine: 'wllama', modelId: tiny.id, contextWindow: 2048, testModel: tiny })).model).toBe(tiny);
  });
});
