import type { CpuModel } from '../models/wllama/cpu-catalogue';
import type { ChatMessage } from '../pipeline/prompt/chat-message';
import type { ServerSpec } from '../models/server-spec';
import type { EngineRequest, LoadSpec } from './engine-host-protocol';

/** A prompt larger than any window the catalogues offer (32k tokens ≈ 130k characters) is refused. */
const MAX_PROMPT_CHARS = 400_000;
const MAX_MESSAGES = 64;
const MAX_IDLE_MS = 24 * 60 * 60 * 1000;
const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/u;
const MODEL_ID = /^[A-Za-z0-9._:-]{1,128}$/u;
const ROLES = new Set(['system', 'user', 'assistant']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
const isRequestId = (v: unknown): v is string => typeof v === 'string' && REQUEST_ID.test(v);

function messages(value: unknown): ChatMessage[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_MESSAGES) return undefined;
  let chars = 0;
  const out: ChatMessage[] = [];
  for (const m of value) {
    if (!isRecord(m) || typeof m.role !== 'string' || !ROLES.has(m.role) || typeof m.content !== 'string') return undefined;
    chars += m.content.length;
    out.push({ role: m.role as ChatMessage['role'], content: m.content });
  }
  return chars <= MAX_PROMPT_CHARS ? out : undefined;
}

function testModel(value: unknown): CpuModel | undefined {
  if (!isRecord(value) || value.test !== true || value.engine !== 'wllama' || typeof value.url !== 'string' || typeof value.id !== 'string') return undefined;
  const kv = value.kv;
  if (!isRecord(kv) || !isInt(kv.layers, 1, 1024) || !isInt(kv.kvHeads, 1, 1024) || !isInt(kv.headDim, 1, 4096)) return undefined;
  if (!isInt(value.maxContext, 1, 1 << 20)) return undefined;
  // Its name is built from these (src/models/model-name.ts) and shown in the panel: short strings only.
  for (const part of [value.family, value.size, value.quantization]) if (typeof part !== 'string' || part.length > 100) return undefined;
  return value as unknown as CpuModel;
}

function loadSpec(value: unknown): LoadSpec | undefined {
  if (!isRecord(value) || (value.engine !== 'webllm' && value.engine !== 'wllama')) return undefined;
  if (typeof value.modelId !== 'string' || !MODEL_ID.test(value.modelId) || !isInt(value.contextWindow, 256, 1 << 20)) return undefined;
  if (value.threads !== undefined && !isInt(value.threads, 1, 64)) return undefined;
  const spec: LoadSpec = { engine: value.engine, modelId: value.modelId, contextWindow: value.contextWindow };
  if (value.threads !== undefined) spec.threads = value.threads as number;
  if (value.testModel !== undefined) {
    const model = testModel(value.testModel);
    if (!model || value.engine !== 'wllama' || model.id !== value.modelId) return undefined;
    spec.testModel = model;
  }
  return spec;
}

const shortString = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** A server to ask: an http(s) address (the options page checks the same), a model name, a key if any. */
function serverSpec(value: unknown): ServerSpec | undefined {
  if (!isRecord(value) || !shortString(value.baseUrl, 2048) || !shortString(value.model, 256)) return undefined;
  try {
    if (!/^https?:$/u.test(new URL(value.baseUrl).protocol)) return undefined;
  } catch {
    return undefined;
  }
  if (value.apiKey !== undefined && !(typeof value.apiKey === 'string' && value.apiKey.length <= 4096)) return undefined;
  return { baseUrl: value.baseUrl, model: value.model, ...(value.apiKey ? { apiKey: value.apiKey as string } : {}) };
}

/**
 * The engine host's check of everything a port sends: the sender check (start-engine-host.ts)
 * already limits ports to the extension's own pages; this keeps a bug from handing the engine a
 * malformed prompt or an unbounded one. Returns undefined for anything malformed.
 */
export function validateEngineRequest(value: unknown): EngineRequest | undefined {
  if (!isRecord(value) || typeof value.verb !== 'string') return undefined;
  const data = isRecord(value.data) ? value.data : {};
  switch (value.verb) {
    case 'status':
    case 'cancelLoad':
      return { verb: value.verb };
    case 'configure':
      return isInt(data.idleMs, 0, MAX_IDLE_MS) ? { verb: 'configure', data: { idleMs: data.idleMs } } : undefined;
    case 'load': {
      const spec = loadSpec(data.spec);
      return spec && isRequestId(data.loadId) ? { verb: 'load', data: { spec, loadId: data.loadId } } : undefined;
    }
    case 'generate': {
      const list = messages(data.messages);
      const { requestId, temperature, maxTokens } = data;
      if (!list || !isRequestId(requestId) || typeof temperature !== 'number' || !(temperature >= 0 && temperature <= 2)) return undefined;
      if (maxTokens !== undefined && !isInt(maxTokens, 1, 1 << 16)) return undefined;
      const server = data.server === undefined ? undefined : serverSpec(data.server);
      if (data.server !== undefined && !server) return undefined;
      return { verb: 'generate', data: { requestId, messages: list, temperature, ...(maxTokens !== undefined ? { maxTokens: maxTokens as number } : {}), ...(server ? { server } : {}) } };
    }
    case 'stop':
    case 'collect':
      return isRequestId(data.requestId) ? { verb: value.verb, data: { requestId: data.requestId } } : undefined;
    case 'unload':
      if (data.modelId !== undefined && !(typeof data.modelId === 'string' && MODEL_ID.test(data.modelId))) return undefined;
      return { verb: 'unload', data: typeof data.modelId === 'string' ? { modelId: data.modelId } : {} };
    default:
      return undefined;
  }
}
