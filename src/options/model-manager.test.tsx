// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { OnDeviceModel } from '../models/model-fit';
import { CPU_CATALOGUE } from '../models/wllama/cpu-catalogue';
import { WEBGPU_CATALOGUE } from '../models/webllm/model-catalogue';
import { ModelManager, type DownloadedModel, type ModelManagerDeps } from './model-manager';

const tick = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));
const $ = (sel: string) => document.querySelector<HTMLElement>(sel);

async function mount(initial: DownloadedModel[]) {
  let files = [...initial];
  let idle = 600;
  const removed: string[] = [];
  const deps: ModelManagerDeps = {
    idleSeconds: { getValue: async () => idle, setValue: async (v) => void (idle = v) },
    downloaded: async () => files,
    remove: async (model: OnDeviceModel) => {
      removed.push(model.id);
      files = files.filter((f) => f.model.id !== model.id);
    },
  };
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  await act(() => render(<ModelManager deps={deps} />, host));
  await tick();
  return { removed, idle: () => idle };
}

describe('model manager', () => {
  it('lists downloaded models of both engines with their size, and deletes one', async () => {
    const smol = CPU_CATALOGUE[0]!;
    const { removed } = await mount([{ model: smol, bytes: 386 * 1024 ** 2 }]);
    const row = $('[data-testid="model-manager-row"]')!;
    expect(row.dataset.engine).toBe('wllama');
    // The name is data; where it runs is said once, in its own column (not "(Q8_0, processor) · processor").
    expect(row.textContent).toMatch(/^SmolLM2 360M \(Q8_0\) · processor · 386 MB/u);
    expect(row.textContent!.match(/processor/gu)).toHaveLength(1);
    await act(() => $('[data-testid="model-manager-delete"]')!.click());
    await tick();
    expect(removed).toEqual([smol.id]);
    expect($('[data-testid="model-manager-row"]')).toBeNull();
    expect($('[data-testid="model-manager-empty"]')).not.toBeNull();
    expect($('[data-testid="model-manager-status"]')!.textContent).toMatch(/Deleted SmolLM2/u);
  });

  it('names a graphics-card model the same way, its engine in its own column', async () => {
    const qwen = WEBGPU_CATALOGUE.find((m) => m.id === 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC')!;
    await mount([{ model: qwen, bytes: 900 * 1024 ** 2 }]);
    expect($('[data-testid="model-manager-row"]')!.textContent).toMatch(/^Qwen2\.5 1\.5B \(q4f16\) · GPU \(WebGPU\) · 900 MB/u);
  });

  it('saves how long a loaded model stays in memory', async () => {
    const { idle } = await mount([]);
    const select = $('[data-testid="model-idle"]') as HTMLSelectElement;
    expect(select.value).toBe('600');
    expect([...select.options].map((o) => o.textContent)).toContain('Keep it until I unload it');
    await act(() => {
      select.value = '60';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await tick();
    expect(idle()).toBe(60);
  });
});
