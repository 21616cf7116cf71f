import { ui } from '../../i18n/ui-translator';
import { ModelError } from '../../models/model-error';
import { chatCompletionsUrl } from '../../models/server-spec';
import { httpError } from './openai-errors';

export interface ConnectionCheck {
  baseUrl: string;
  model: string;
  apiKey: string;
  /** chrome-extension://<id>, for the Ollama OLLAMA_ORIGINS fix. */
  extensionOrigin: string;
}

export type ConnectionResult =
  | { ok: true; models: string[]; hasModel: boolean; host: string }
  | { ok: false; error: ModelError };

/** `…/v1/chat/completions` → `…/v1/models`: every OpenAI-compatible server lists its models there. */
export function modelsUrl(baseUrl: string): string {
  return chatCompletionsUrl(baseUrl).replace(/\/chat\/completions$/u, '/models');
}

/** The server's id for the model asked for: Ollama lists "llama3.2:latest" for "llama3.2". None for no name. */
export function findServerModel(models: readonly string[], wanted: string): string | undefined {
  const name = wanted.trim();
  return name ? models.find((id) => id === name || id === `${name}:latest`) : undefined;
}

/**
 * "Test connection" on the options page: asks the server for its models (GET /v1/models, which
 * OpenAI, Ollama, LM Studio, llama.cpp and vLLM all serve) and says whether the model named is one
 * of them, with the same messages an answer's failure would give (Ollama's 403 to extensions included).
 */
export async function checkConnection(check: ConnectionCheck, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<ConnectionResult> {
  let url: string;
  let host: string;
  try {
    url = modelsUrl(check.baseUrl);
    host = new URL(url).host;
  } catch {
    return { ok: false, error: new ModelError('connection', ui.t('errorNotUrl'), ui.t('errorNotUrlFix', 'http://localhost:11434/v1')) };
  }
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { Accept: 'application/json', ...(check.apiKey ? { Authorization: `Bearer ${check.apiKey}` } : {}) },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return {
      ok: false,
      error: new ModelError(
        'connection',
        ui.t('errorConnect', host),
        ui.t('errorConnectFix'),
      ),
    };
  }
  if (!response.ok) {
    return { ok: false, error: httpError(response.status, await response.text().catch(() => ''), { host, model: check.model, extensionOrigin: check.extensionOrigin, hasKey: !!check.apiKey }) };
  }
  const json = (await response.json().catch(() => undefined)) as { data?: Array<{ id?: unknown }> } | undefined;
  const models = (json?.data ?? []).flatMap((m) => (typeof m.id === 'string' ? [m.id] : []));
  const hasModel = findServerModel(models, check.model) !== undefined;
  return { ok: true, models, hasModel, host };
}
