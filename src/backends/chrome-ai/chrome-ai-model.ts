import { ui } from '../../i18n/ui-translator';
import type { ChatMessage } from '../../pipeline/prompt/chat-message';
import { ANSWER_TEMPERATURE, type GenerateRequest, type LanguageModel } from '../../models/language-model';
import { isAbortError, ModelError } from '../../models/model-error';
import type { PromptApi, PromptApiCreateOptions, PromptApiSession } from './prompt-api';

/** Gemini Nano's window when the session does not say (Chrome 138: 6,144 input tokens). */
const FALLBACK_WINDOW = 6144;

/**
 * Chrome's built-in model behind the LanguageModel port. One session per answer: the system prompt
 * and history go in `initialPrompts`, the last user message is prompted; a session keeps its own
 * context, so reusing one across questions would mix sources of different turns.
 */
export class ChromeAiModel implements LanguageModel {
  readonly kind = 'chrome-ai' as const;
  readonly sendsTextOffDevice = false;
  readonly name = { of: 'chrome-ai' } as const;

  private constructor(
    private readonly api: PromptApi,
    readonly contextWindow: number,
    private readonly sampling: Pick<PromptApiCreateOptions, 'temperature' | 'topK'>,
  ) {}

  /** Creates a first session (which downloads the model when needed, reporting 0–1 progress). */
  static async open(api: PromptApi, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<ChromeAiModel> {
    // temperature and topK must be set together; keep topK at its default.
    const params = await api.params?.().catch(() => undefined);
    const sampling = params ? { temperature: ANSWER_TEMPERATURE, topK: params.defaultTopK } : {};
    let session: PromptApiSession;
    try {
      session = await api.create({
        ...(signal ? { signal } : {}),
        monitor: (m) =>
          m.addEventListener('downloadprogress', (e) => onProgress?.((e as Event & { loaded: number }).loaded)),
      });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ModelError('unavailable', ui.t('errorChromeStart'), ui.t('errorChromeStartFix'));
    }
    const window = session.contextWindow ?? session.inputQuota ?? FALLBACK_WINDOW;
    session.destroy();
    return new ChromeAiModel(api, Number.isFinite(window) && window > 0 ? window : FALLBACK_WINDOW, sampling);
  }

  async *stream(request: GenerateRequest): AsyncIterable<string> {
    const { signal } = request;
    if (signal?.aborted) return;
    const earlier: ChatMessage[] = request.messages.slice(0, -1);
    const last = request.messages.at(-1);
    let session: PromptApiSession | undefined;
    try {
      session = await this.api.create({ initialPrompts: earlier, ...this.sampling, ...(signal ? { signal } : {}) });
      const reader = session.promptStreaming(last?.content ?? '', signal ? { signal } : {}).getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (value) yield value;
        }
      } finally {
        await reader.cancel().catch(() => undefined);
      }
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) return;
      const name = error instanceof Error ? error.name : '';
      if (name === 'QuotaExceededError') {
        const e = error as { requested?: number; quota?: number };
        throw new ModelError('context-length', ui.t('errorContextLength'), undefined, {
          ...(typeof e.requested === 'number' ? { prompt: e.requested } : {}),
          ...(typeof e.quota === 'number' ? { window: e.quota } : {}),
        });
      }
      throw new ModelError('server', ui.t('errorChromeFailed', error instanceof Error ? error.message : String(error)));
    } finally {
      session?.destroy();
    }
  }
}
