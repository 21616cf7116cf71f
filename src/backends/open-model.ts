import type { LoadSpec } from '../messaging/engine-host-protocol';
import { ChromeAiModel } from './chrome-ai/chrome-ai-model';
import type { PromptApi } from './chrome-ai/prompt-api';
import type { EngineClient } from './hosted/engine-client';
import { HostedModel } from './hosted/hosted-model';
import type { LanguageModel } from '../models/language-model';
import type { ModelFit } from '../models/model-fit';
import { OpenAiModel } from './openai/openai-model';
import type { BackendPlan } from './plan-backend';
import type { LoadProgress } from '../models/load-progress';

export interface OpenModelDeps {
  /** The engine host (on-device models run there, and a server is asked from there, not from the panel). */
  engine: EngineClient;
  /** chrome-extension://<id>, for the Ollama origin hint. */
  extensionOrigin: string;
  promptApi?: () => PromptApi | undefined;
}

export interface OpenModelOptions {
  signal?: AbortSignal;
  onProgress?: (progress: LoadProgress) => void;
}

/** What the engine host is asked to load for a fit: the model by id, the window and threads chosen here. */
export function loadSpecFor(fit: ModelFit): LoadSpec {
  const spec: LoadSpec = { engine: fit.model.engine, modelId: fit.model.id, contextWindow: fit.contextWindow };
  if (fit.threads !== undefined) spec.threads = fit.threads;
  if (fit.model.engine === 'wllama' && fit.model.test) spec.testModel = fit.model;
  return spec;
}

/**
 * The backend a plan names, ready to answer: an on-device model loaded in the engine host (or found
 * loaded there already), the OpenAI-compatible server, Chrome's built-in model, or null for passages
 * only. Consent to a download is the caller's (the panel asks before calling this).
 */
export async function openModel(plan: BackendPlan, deps: OpenModelDeps, options: OpenModelOptions = {}): Promise<LanguageModel | null> {
  switch (plan.kind) {
    case 'passages':
      return null;
    case 'openai':
      return new OpenAiModel(deps.engine, { ...plan.settings, extensionOrigin: deps.extensionOrigin });
    case 'chrome-ai': {
      const api = deps.promptApi?.();
      if (!api) return null;
      return ChromeAiModel.open(api, (fraction) => options.onProgress?.({ phase: 'download', fraction, text: '' }), options.signal);
    }
    case 'on-device': {
      const info = await deps.engine.load(loadSpecFor(plan.chosen), options);
      return new HostedModel(deps.engine, info);
    }
  }
}
