import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineBackendSettings } from './backend-settings';

const openai = { baseUrl: 'http://localhost:11434/v1', model: '', apiKey: '', contextWindow: 4096 };

describe('the backend settings item', () => {
  beforeEach(() => fakeBrowser.reset());

  it('migrates version 1 (backend "webllm", webllmModel) to the on-device choice, keeping the pick', async () => {
    // As the last release stored it: no version meta (WXT reads that as version 1).
    await fakeBrowser.storage.local.set({ 'backend-settings': { backend: 'webllm', webllmModel: 'test:tiny', openai } });
    const item = defineBackendSettings();
    expect(await item.getValue()).toEqual({ backend: 'on-device', onDeviceModel: 'test:tiny', openai });
    expect(await item.getMeta()).toEqual({ v: 2 });
    expect(await fakeBrowser.storage.local.get('backend-settings')).toEqual({ 'backend-settings': { backend: 'on-device', onDeviceModel: 'test:tiny', openai } });
  });

  it('keeps other choices as they were', async () => {
    const server = { backend: 'openai', openai: { ...openai, model: 'llama3.2' } };
    await fakeBrowser.storage.local.set({ 'backend-settings': server, 'backend-settings$': { v: 1 } });
    expect(await defineBackendSettings().getValue()).toEqual(server);
  });

  it('starts a new install on the current version with the default', async () => {
    const item = defineBackendSettings();
    expect((await item.getValue()).backend).toBe('on-device');
    await item.setValue({ backend: 'passages', openai });
    expect(await item.getMeta()).toEqual({ v: 2 });
  });
});
