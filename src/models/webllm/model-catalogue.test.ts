import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import { describe, expect, it } from 'vitest';
import { isModelHostUrl } from '../model-hosts';
import { WEBGPU_CATALOGUE } from './model-catalogue';

// The catalogue is the project's own data (the panel and options page never load WebLLM): here it
// is held to the installed package's prebuiltAppConfig, which is what the worker's WebLLM loads.
const records = new Map(prebuiltAppConfig.model_list.map((r) => [r.model_id, r]));

describe('WEBGPU_CATALOGUE', () => {
  it('has both quantizations of eight curated models', () => {
    expect(WEBGPU_CATALOGUE).toHaveLength(16);
    expect(new Set(WEBGPU_CATALOGUE.map((m) => m.id)).size).toBe(16);
  });

  it.each(WEBGPU_CATALOGUE.map((m) => [m.id, m] as const))('%s matches prebuiltAppConfig', (id, model) => {
    const record = records.get(id);
    expect(record, `${id} is missing from the installed WebLLM`).toBeDefined();
    if (!record) return;
    expect({
      vramMB: model.vramMB,
      configWindow: model.configWindow,
      lowResource: model.lowResource,
      requiredFeatures: model.requiredFeatures,
      bufferBytes: model.bufferBytes,
      urls: model.urls,
    }).toEqual({
      vramMB: record.vram_required_MB,
      configWindow: record.overrides?.context_window_size,
      lowResource: record.low_resource_required ?? false,
      requiredFeatures: record.required_features ?? [],
      bufferBytes: record.buffer_size_required_bytes,
      urls: [record.model, record.model_lib],
    });
  });

  it('fetches only from the model hosts', () => {
    const outside = WEBGPU_CATALOGUE.flatMap((m) => m.urls).filter((url) => !isModelHostUrl(url));
    expect(outside).toEqual([]);
  });
});
