import { ui } from '../../i18n/ui-translator';
import { ModelError } from '../../models/model-error';
import type { ServerFailure } from '../../models/server-failure';

/** One step of a setup: words to do, a command or line to type (`code`), or words then code. */
export interface SetupStep {
  say?: string;
  code?: string;
}

/** How to let an extension talk to Ollama, per system: its CORS check answers 403 to unknown origins. */
export function ollamaOriginsSteps(extensionOrigin: string): Array<{ system: string; steps: SetupStep[] }> {
  return [
    { system: 'macOS', steps: [{ code: `launchctl setenv OLLAMA_ORIGINS "${extensionOrigin}"` }, { say: ui.t('ollamaStepQuitMac') }] },
    {
      system: 'Linux (systemd)',
      steps: [
        { code: 'systemctl edit ollama.service' },
        { say: ui.t('ollamaStepAddUnderService'), code: `Environment="OLLAMA_ORIGINS=${extensionOrigin}"` },
        { code: 'systemctl restart ollama' },
      ],
    },
    { system: 'Windows', steps: [{ say: ui.t('ollamaStepWindowsVariable'), code: extensionOrigin }, { say: ui.t('ollamaStepQuitWindows') }] },
    { system: ui.t('ollamaAnySystem'), steps: [{ code: `OLLAMA_ORIGINS=${extensionOrigin} ollama serve` }] },
  ];
}

/**
 * Any extension of this browser: `chrome-extension://*` or `moz-extension://*`. Firefox gives an add-on
 * a new random moz-extension:// host in each profile it is installed in, so the wildcard outlives a reinstall.
 */
export const anyExtensionOrigin = (extensionOrigin: string): string => extensionOrigin.replace(/:\/\/.*$/s, '://*');

/** The same, as one message for an error's fix line; code in backquotes (the panel shows it as code). */
export function ollamaOriginsFix(extensionOrigin: string): string {
  const step = ({ say, code }: SetupStep) => [say, code && `\`${code}\``].filter(Boolean).join(' ');
  const steps = ollamaOriginsSteps(extensionOrigin)
    .map(({ system, steps }) => `${system}: ${steps.map(step).join('; ')}`)
    .join('; ');
  return `${ui.t('ollamaOriginsFix', `\`OLLAMA_ORIGINS=${extensionOrigin}\``, `\`${anyExtensionOrigin(extensionOrigin)}\``)} ${steps}`;
}

function serverMessage(body: string): string {
  try {
    const json = JSON.parse(body) as { error?: string | { message?: string }; message?: string; detail?: string };
    const error = typeof json.error === 'string' ? json.error : json.error?.message;
    return (error ?? json.message ?? json.detail ?? '').toString().slice(0, 300);
  } catch {
    return body.trim().slice(0, 300);
  }
}

// OpenAI/vLLM "maximum context length is 4096 tokens. However, you requested 5000 tokens",
// llama.cpp "exceed_context_size_error" / "exceeds the available context size", LM Studio
// "context length", Mistral "too large for model", generic "prompt is too long".
const CONTEXT =
  /context[ _-]?length|context_length_exceeded|exceed(?:s|ed)?[_ ](?:the[_ ])?(?:available[_ ])?context|context[ _]size|too many tokens|prompt is too long|n_ctx|too large for model/iu;

function contextLengthError(message: string): ModelError | undefined {
  if (!CONTEXT.test(message)) return undefined;
  const window = /maximum context length is (\d+)|n_ctx[^\d]{0,20}(\d+)|context size \((\d+)/iu.exec(message);
  const prompt = /requested (\d+) tokens|(\d+) tokens in the prompt|n_prompt_tokens[^\d]{0,5}(\d+)/iu.exec(message);
  const first = (m: RegExpExecArray | null) => (m ? Number(m.slice(1).find((g) => g !== undefined)) : undefined);
  const tokens: { prompt?: number; window?: number } = {};
  const w = first(window);
  const p = first(prompt);
  if (w !== undefined) tokens.window = w;
  if (p !== undefined) tokens.prompt = p;
  return new ModelError('context-length', ui.t('errorContextLength'), undefined, tokens);
}

/** A failed HTTP answer from an OpenAI-compatible server, as something the user can act on. */
export function httpError(status: number, body: string, request: ServerAbout): ModelError {
  const message = serverMessage(body);
  const detail = message ? ` ${ui.t('serverSaid', message)}` : '';
  if (status === 403 && !message) {
    return new ModelError('forbidden-origin', ui.t('errorForbiddenOrigin', request.host), ollamaOriginsFix(request.extensionOrigin));
  }
  if (status === 401 || status === 403) {
    return new ModelError(
      'unauthorized',
      `${ui.t('errorRefused', request.host, String(status))}${detail}`,
      ui.t(request.hasKey ? 'errorCheckKey' : 'errorNeedsKey'),
    );
  }
  const context = contextLengthError(message);
  if (context && (status === 400 || status === 413 || status === 422 || status >= 500)) return context;
  if (status === 404) {
    if (/model/iu.test(message)) {
      return new ModelError(
        'model-not-found',
        `${ui.t('errorNoModel', request.model)}${detail}`,
        ui.t('errorNoModelFix', `\`ollama pull ${request.model}\``),
      );
    }
    return new ModelError(
      'model-not-found',
      ui.t('errorNoEndpoint', request.host),
      ui.t('errorNoEndpointFix', 'http://localhost:11434/v1', 'http://localhost:1234/v1'),
    );
  }
  if (status === 429) return new ModelError('server', `${ui.t('errorBusy', request.host)}${detail}`, ui.t('errorBusyFix'));
  return new ModelError('server', `${ui.t('errorServerFailed', request.host, String(status))}${detail}`, ui.t('errorServerFailedFix'));
}

function waited(ms: number): string {
  return ms >= 60_000 ? ui.duration(Math.round(ms / 60_000), 'minute') : ui.duration(Math.max(1, Math.round(ms / 1000)), 'second');
}

/** The server went quiet for `ms`: before the first word, or partway (the words that arrived stay with the caller). */
function stalledError(host: string, ms: number, midAnswer: boolean): ModelError {
  return midAnswer
    ? new ModelError('stalled', ui.t('serverStalledMidAnswer', host, waited(ms)), ui.t('serverMidAnswerFix'))
    : new ModelError('stalled', ui.t('serverStalledBeforeAnswer', host, waited(ms)), ui.t('serverStalledFix'));
}

/** The stream broke after some words arrived: `garbage`, a line that is not a chat-completion chunk; else the connection closed. */
function brokenMidAnswerError(host: string, garbage: boolean): ModelError {
  return new ModelError('bad-stream', ui.t(garbage ? 'serverGarbageMidAnswer' : 'serverClosedMidAnswer', host), ui.t('serverMidAnswerFix'));
}

/** What the panel knows about the server it asked: the failure's words name them. */
export interface ServerAbout {
  host: string;
  model: string;
  extensionOrigin: string;
  hasKey: boolean;
}

function badStream(message: string): ModelError {
  return new ModelError('bad-stream', message, ui.t('badStreamFix'));
}

const BAD_STREAM = {
  'json-no-answer': 'badStreamJsonNoAnswer',
  empty: 'badStreamEmpty',
  'not-json': 'badStreamNotJson',
  broke: 'badStreamBroke',
  ended: 'badStreamEnded',
} as const;

/**
 * The engine host's report of a server's failure (src/models/server-failure.ts) in the interface's
 * language, as the error the turn shows and acts on (a context-length one is retried with fewer passages).
 */
export function serverFailureError(failure: ServerFailure, about: ServerAbout): ModelError {
  switch (failure.type) {
    case 'connect':
      return new ModelError('connection', ui.t('errorConnect', about.host), ui.t('errorConnectFixOptions'));
    case 'http':
      return httpError(failure.status, failure.body, about);
    case 'stream-error':
      return contextLengthError(failure.message) ?? new ModelError('server', ui.t('serverFailedAnswering', about.host, failure.message.slice(0, 300)));
    case 'bad-stream':
      return badStream(ui.t(BAD_STREAM[failure.reason], about.host));
    case 'broken-mid-answer':
      return brokenMidAnswerError(about.host, failure.garbage);
    case 'stalled':
      return stalledError(about.host, failure.ms, failure.midAnswer);
  }
}
