import type { LoadSpec } from '../../messaging/engine-host-protocol';
import { ModelError } from '../../models/model-error';
import { isModelHostUrl } from '../../models/model-hosts';
import { WEBGPU_CATALOGUE } from '../../models/webllm/model-catalogue';
import { CPU_CATALOGUE } from '../../models/wllama/cpu-catalogue';
import { isAcceptableTestModel } from '../../models/wllama/injected-models';
import { readOwnInstall } from '../../platform/own-install';
import type { ResolvedModel } from './loaded-engine';

const notOffered = () => new ModelError('load-failed', 'This model is not one Ask Tabs offers.', undefined, undefined, undefined, { code: 'not-offered' });

/**
 * The host loads only models of its own catalogues, whose files come from the model hosts: the
 * panel names a model by id and the host looks it up here (a URL in a message is never trusted).
 * The one exception is an e2e test entry, accepted in a development install for loopback only.
 */
export async function resolveModel(spec: LoadSpec): Promise<ResolvedModel> {
  let resolved: ResolvedModel | undefined;
  if (spec.engine === 'webllm') {
    const model = WEBGPU_CATALOGUE.find((m) => m.id === spec.modelId);
    if (model && model.urls.every((url) => isModelHostUrl(url))) resolved = { engine: 'webllm', model };
  } else if (spec.testModel) {
    if (isAcceptableTestModel(spec.testModel, await readOwnInstall())) resolved = { engine: 'wllama', model: spec.testModel };
  } else {
    const model = CPU_CATALOGUE.find((m) => m.id === spec.modelId);
    if (model && isModelHostUrl(model.url)) resolved = { engine: 'wllama', model };
  }
  if (!resolved) throw notOffered();
  if (spec.contextWindow > resolved.model.maxContext) {
    const count = resolved.model.maxContext;
    throw new ModelError('load-failed', `This model reads at most ${count.toLocaleString('en')} tokens.`, undefined, undefined, undefined, { code: 'window-too-large', count });
  }
  return resolved;
}
