// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_BACKEND_SETTINGS } from '../backends/backend-settings';
import { backendSettings } from '../backends/backend-settings';
import { checkConnection } from '../backends/openai/check-connection';
import { type OpenAiSseServer, startOpenAiSseServer } from '../../tests/support/openai-sse-server';
import type { ModelManagerDeps } from './model-manager';
import { OptionsPage, type OptionsPageProps } from './options-page';
import { CPU_CATALOGUE } from '../models/wllama/cpu-catalogue';

let server: OpenAiSseServer;
beforeAll(async () => {
  server = await startOpenAiSseServer();
});
afterAll(() => server.close());

const $ = <T extends HTMLElement>(id: string) => document.querySelector<T>(`[data-testid="${id}"]`)!;
const tick = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

async function type(id: string, value: string) {
  await act(() => {
    const el = $<HTMLInputElement>(id);
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function choose(value: string) {
  await act(() => {
    const el = $<HTMLSelectElement>('backend');
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
async function save() {
  await act(() => $('backend-save').click());
  await tick();
}

async function mount(models?: ModelManagerDeps, chromeAi?: OptionsPageProps['chromeAi']) {
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  await act(() =>
    render(
      <OptionsPage
        store={backendSettings}
        extensionOrigin="chrome-extension://abc"
        testServer={(form) => checkConnection({ baseUrl: form.url, model: form.model, apiKey: form.key, extensionOrigin: 'chrome-extension://abc' })}
        {...(models ? { models } : {})}
        {...(chromeAi ? { chromeAi } : {})}
      />,
      host,
    ),
  );
  await tick();
  await tick();
  expect(document.querySelector('form')?.dataset.loaded).toBe('true');
}

describe('options page', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    render(null, document.body);
  });

  it('offers the four backends and starts from the stored settings', async () => {
    await backendSettings.setValue({ ...DEFAULT_BACKEND_SETTINGS, backend: 'passages' });
    await mount();
    const values = [...$<HTMLSelectElement>('backend').options].map((o) => o.value);
    expect(values).toEqual(['on-device', 'openai', 'chrome-ai', 'passages']);
    expect($<HTMLSelectElement>('backend').value).toBe('passages');
  });

  it("offers Chrome's built-in model switched off where this browser has none, and says so when it was chosen (review R9)", async () => {
    await mount(undefined, async () => 'missing');
    await tick();
    const option = [...$<HTMLSelectElement>('backend').options].find((o) => o.value === 'chrome-ai')!;
    expect(option.disabled).toBe(true);
    expect(option.textContent).toBe('Chrome’s model (not available)');
    await backendSettings.setValue({ ...DEFAULT_BACKEND_SETTINGS, backend: 'chrome-ai' });
    await mount(undefined, async () => 'unavailable');
    await tick();
    expect([...$<HTMLSelectElement>('backend').options].find((o) => o.value === 'chrome-ai')!.disabled).toBe(false);
    expect(document.querySelector('#backend-hint')?.textContent).toMatch(/This browser has no built-in model/);
    await mount(undefined, async () => 'available');
    await tick();
    expect(document.querySelector('#backend-hint')?.textContent).toBe('Chrome’s built-in model (where available)');
  });

  it('names each backend shortly in the drop-down and explains the chosen one beneath it (N17: the select was cut at 320 px)', async () => {
    await mount();
    const select = $<HTMLSelectElement>('backend');
    const labels = [...select.options].map((o) => o.textContent ?? '');
    expect(labels).toEqual(['A model on this computer', 'A model server you run', 'Chrome’s built-in model', 'No model: passages only']);
    for (const label of labels) expect(label.length).toBeLessThanOrEqual(30);
    const hint = () => document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint()).toMatch(/recommended: on the graphics card/u);
    await choose('openai');
    expect(hint()).toMatch(/Ollama, LM Studio/u);
  });

  it('saves an OpenAI-compatible server to the storage item', async () => {
    await mount();
    await choose('openai');
    expect($('off-device-note').textContent).toMatch(/leaves this browser/u);
    await type('backend-url', 'http://127.0.0.1:11434/v1');
    await type('backend-model', 'qwen2.5:3b');
    await type('backend-key', 'sk-123');
    await save();
    expect($('backend-status').textContent).toMatch(/^Saved/u);
    expect(await backendSettings.getValue()).toMatchObject({
      backend: 'openai',
      openai: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen2.5:3b', apiKey: 'sk-123', contextWindow: 4096 },
    });
    expect(await fakeBrowser.storage.local.get('backend-settings')).toHaveProperty('backend-settings');
  });

  it('shows clear validation messages and saves nothing while they stand', async () => {
    await mount();
    await choose('openai');
    await type('backend-url', '');
    await type('backend-model', '');
    await save();
    expect($('backend-url-error').textContent).toMatch(/base URL/u);
    expect($('backend-model-error').textContent).toMatch(/model name/u);
    expect($('backend-status').textContent).toBe('Not saved: check the base URL and the model name.');
    expect($('backend-url').getAttribute('aria-describedby')).toContain('backend-url-error');
    await act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
    expect(document.activeElement).toBe($('backend-url'));
    expect((await backendSettings.getValue()).backend).toBe('on-device');
    await type('backend-url', 'ftp://x');
    await save();
    expect($('backend-url-error').textContent).toMatch(/http:\/\/ or https:\/\//u);
    await type('backend-url', 'http://user:pw@localhost:1234/v1');
    await save();
    expect($('backend-url-error').textContent).toMatch(/API key in its own field/u);
  });

  it('keeps the server fields when another backend is chosen', async () => {
    await backendSettings.setValue({
      ...DEFAULT_BACKEND_SETTINGS,
      backend: 'openai',
      openai: { baseUrl: 'http://localhost:1234/v1', model: 'm', apiKey: '', contextWindow: 8192 },
    });
    await mount();
    await choose('on-device');
    await save();
    expect(await backendSettings.getValue()).toMatchObject({ backend: 'on-device', openai: { baseUrl: 'http://localhost:1234/v1', contextWindow: 8192 } });
  });

  it('shows the server fields only for the server backend', async () => {
    await mount();
    expect(document.querySelector('[data-testid="server-fields"]')).toBeNull();
    await choose('openai');
    expect(document.querySelector('[data-testid="server-fields"]')).not.toBeNull();
    await choose('passages');
    expect(document.querySelector('[data-testid="server-fields"]')).toBeNull();
  });

  it('tests the connection against the server and says whether the model is there', async () => {
    server.reset();
    server.set({ models: ['llama3.2:latest'] });
    await mount();
    await choose('openai');
    await type('backend-url', server.baseUrl);
    await type('backend-model', 'llama3.2');
    await act(() => $('backend-test').click());
    for (let i = 0; i < 20 && !$('backend-test-result').dataset.ok; i++) await act(() => new Promise<void>((r) => setTimeout(r, 20)));
    expect($('backend-test-result').textContent).toMatch(/Connected to 127\.0\.0\.1:\d+: “llama3\.2” is there\./u);
    await type('backend-model', 'qwen2.5');
    await act(() => $('backend-test').click());
    for (let i = 0; i < 20 && $('backend-test-result').dataset.ok !== 'false'; i++) await act(() => new Promise<void>((r) => setTimeout(r, 20)));
    expect($('backend-test-result').textContent).toMatch(/no model named “qwen2\.5”/u);
    expect($('backend-test-result').dataset.ok).toBe('false');
    expect([...$<HTMLSelectElement>('backend-test-models').options].map((o) => o.value)).toEqual(['', 'llama3.2:latest']);
  });

  it('with no model name, says so plainly, lists the server’s models, and fills the name with the one picked (N17)', async () => {
    server.reset();
    server.set({ models: ['llama3.2:latest', 'qwen2.5:7b'] });
    await mount();
    await choose('openai');
    await type('backend-url', server.baseUrl);
    await type('backend-model', '');
    await act(() => $('backend-test').click());
    for (let i = 0; i < 20 && !$('backend-test-result').dataset.ok; i++) await act(() => new Promise<void>((r) => setTimeout(r, 20)));
    const said = $('backend-test-result').textContent ?? '';
    expect(said).toMatch(/Connected to 127\.0\.0\.1:\d+\. Choose one of the server’s models, or type a model name\./u);
    expect(said).not.toMatch(/“”/u);
    const list = $<HTMLSelectElement>('backend-test-models');
    expect(list.labels?.[0]?.textContent).toBe('The server’s models');
    expect([...list.options].map((o) => o.textContent)).toEqual(['Choose a model', 'llama3.2:latest', 'qwen2.5:7b']);
    expect(list.value).toBe('');
    await act(() => {
      list.value = 'qwen2.5:7b';
      list.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // Picked: in the name field, and the result says it is there without testing again.
    expect($<HTMLInputElement>('backend-model').value).toBe('qwen2.5:7b');
    expect($('backend-test-result').textContent).toMatch(/“qwen2\.5:7b” is there\./u);
    expect($('backend-test-result').dataset.ok).toBe('true');
    expect($<HTMLSelectElement>('backend-test-models').value).toBe('qwen2.5:7b');
    await save();
    expect(await backendSettings.getValue()).toMatchObject({ backend: 'openai', openai: { model: 'qwen2.5:7b' } });
  });

  it('with no model name and a server that lists none, says both', async () => {
    server.reset();
    server.set({ models: [] });
    await mount();
    await choose('openai');
    await type('backend-url', server.baseUrl);
    await type('backend-model', '');
    await act(() => $('backend-test').click());
    for (let i = 0; i < 20 && !$('backend-test-result').dataset.ok; i++) await act(() => new Promise<void>((r) => setTimeout(r, 20)));
    expect($('backend-test-result').textContent).toMatch(/Connected to 127\.0\.0\.1:\d+, but no model name is set\.It lists no models\./u);
    expect(document.querySelector('[data-testid="backend-test-models"]')).toBeNull();
  });

  it('folds the models on this computer away, saying what they are for, while another backend is chosen (N17)', async () => {
    const smol = CPU_CATALOGUE[0]!;
    await mount({ idleSeconds: { getValue: async () => 600, setValue: async () => undefined }, downloaded: async () => [{ model: smol, bytes: 386 * 1024 ** 2 }], remove: async () => undefined });
    const manager = () => $('model-manager');
    expect(manager().tagName).toBe('SECTION');
    expect(manager().dataset.inUse).toBe('true');
    expect(document.querySelector('[data-testid="model-manager-unused"]')).toBeNull();
    await choose('openai');
    expect(manager().tagName).toBe('DETAILS');
    expect((manager() as HTMLDetailsElement).open).toBe(false);
    expect(manager().dataset.inUse).toBe('false');
    expect($('model-manager-summary').textContent).toBe('Models on this computer');
    expect($('model-manager-unused').textContent).toMatch(/only when a model on this computer writes the answers/u);
    // Folded, not gone: the files still take disk space, so they can still be deleted.
    expect(manager().querySelector('[data-testid="model-manager-delete"]')).not.toBeNull();
    await choose('on-device');
    expect(manager().tagName).toBe('SECTION');
  });

  it('gives the exact Ollama fix with this extension’s origin, per system', async () => {
    await mount();
    await choose('openai');
    const help = document.querySelector('.hint')!.textContent!;
    expect(help).toContain('OLLAMA_ORIGINS=chrome-extension://abc ollama serve');
    expect(help).toMatch(/macOS.*Linux.*Windows/su);
    // Commands are code; the words around them are the interface's, not code.
    const codes = [...document.querySelectorAll('.hint li code')].map((c) => c.textContent);
    expect(codes).toContain('systemctl restart ollama');
    expect(codes).toContain('Environment="OLLAMA_ORIGINS=chrome-extension://abc"');
    expect(codes.some((c) => /Quit Ollama|Add under/u.test(c ?? ''))).toBe(false);
    expect(help).toContain('Add under [Service]: Environment=');
  });
});
