import type { TabStatus, UnreadableReason } from '../messaging/tab-status';
import type { ModelName } from '../models/model-name';
import { boolean, type Check, list, number, object, oneOf, pair, ShapeError, text, textByNumber, variants, yes } from './check-shape';
import type { KeptConversation } from './kept-conversation';
import type { KeptTurn } from './kept-turn';

/** What "Export all" writes and "Import" reads (one JSON file). */
export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: number;
  conversations: KeptConversation[];
}

export const EXPORT_FORMAT = 'ask-tabs-conversations';
export const EXPORT_VERSION = 1;

const LIMITS = { conversations: 20_000, turns: 1_000, passages: 500, text: 500_000, short: 4_000, url: 16_384, list: 10_000 };

const whole = number({ integer: true });
const count = number({ integer: true, min: 0 });
const time = number({ min: 0, max: 8.64e15 });
const short = text(LIMITS.short);
const long = text(LIMITS.text);
const id: Check<string> = (value, path) => {
  const s = text(64)(value, path);
  if (!/^[\w-]+$/u.test(s)) throw new ShapeError(path, 'an id of letters, digits and dashes');
  return s;
};

const REASONS: UnreadableReason[] = [
  'browser-page', 'web-store', 'protected-site', 'view-source', 'pdf-no-text', 'pdf-password', 'pdf-damaged', 'pdf-too-large',
  'pdf-download-failed', 'pdf-too-complex', 'pdf-stopped', 'file-access', 'local-file', 'unsupported', 'discarded', 'loading',
  'empty', 'injection-failed', 'storage-full', 'closed',
];

const locator = object({ exact: long, prefix: short, suffix: short }, { page: count, time: number({ min: 0 }) });
const chunk = object({ index: count, text: long, headings: list(short, 64), locator }, { pages: pair(count), time: pair(number({ min: 0 })), cues: list(pair(number({ min: 0 })), LIMITS.list), beside: yes });
const passage = object({ source: object({ tabId: whole, url: text(LIMITS.url), title: short, site: short }), chunk, score: number(), tokens: count }, { lead: number() });

const pdfSummary = object(
  { pageCount: count, pagesRead: count, emptyPages: count, chars: count, bytes: count },
  { hiddenLines: count, skippedPages: count, stoppedBy: oneOf(['pages', 'chars', 'slow-page']) },
);
const videoSummary = object(
  { transcript: oneOf(['read', 'no-captions', 'live', 'restricted', 'unplayable', 'failed']) },
  {
    videoId: short,
    track: object({ language: short, label: short, auto: boolean, choice: oneOf(['language', 'original', 'auto-generated', 'first']) }),
    route: oneOf(['track-file', 'caption-tracks', 'transcript-panel']),
    tried: list(short, 16),
    seconds: number({ min: 0 }),
    length: number({ min: 0 }),
    truncated: boolean,
    reason: short,
  },
);
const tabStatus = variants<TabStatus>('state', {
  ready: object(
    { tabId: whole, state: oneOf(['ready']), passages: count, title: short, url: text(LIMITS.url), site: short },
    { outline: list(short, 64), pdf: pdfSummary, video: videoSummary },
  ),
  unreadable: object({ tabId: whole, state: oneOf(['unreadable']), reason: oneOf(REASONS) }, { detail: short }),
});

const modelName = variants<ModelName>('of', {
  catalogue: object({ of: oneOf(['catalogue']), family: short, size: short, quantization: short }),
  server: object({ of: oneOf(['server']), model: short, host: short }),
  'chrome-ai': object({ of: oneOf(['chrome-ai']) }),
  id: object({ of: oneOf(['id']), id: short }),
});

const retrieval = object(
  {
    intent: oneOf(['whole-page', 'comparison', 'how-to', 'fact']),
    matched: boolean,
    whole: boolean,
    tabIds: list(whole, LIMITS.list),
    statuses: list(tabStatus, LIMITS.list),
    skipped: list(whole, LIMITS.list),
    names: textByNumber(LIMITS.short, LIMITS.list),
  },
  { stillReading: list(whole, LIMITS.list), scope: oneOf(['current', 'chosen', 'all', 'group']), thisPageOutsideScope: whole, rewrite: short },
);

const report = object(
  {
    sent: list(object({ id: count, tokens: count }), LIMITS.passages),
    leftOut: list(count, LIMITS.passages),
    promptTokens: count,
    sourceBudget: count,
    answerReserve: count,
    historyTurnsKept: count,
    historyTurnsDropped: count,
  },
  { keptTokens: count },
);

const turn: Check<KeptTurn> = object(
  {
    question: long,
    passages: list(passage, LIMITS.passages),
    text: long,
    status: oneOf(['retrieving', 'preparing', 'streaming', 'done', 'stopped', 'error', 'interrupted']),
  },
  {
    error: object({ message: long }, { fix: long, kind: short }),
    model: object({ name: modelName, kind: oneOf(['webllm', 'wllama', 'openai', 'chrome-ai']), sendsTextOffDevice: boolean }),
    retrieval,
    requestId: short,
    language: text(35),
    prompt: list(object({ role: oneOf(['system', 'user', 'assistant']), content: long }), 256),
    report,
    at: time,
  },
);

const conversation: Check<KeptConversation> = object({ id, createdAt: time, updatedAt: time, turns: list(turn, LIMITS.turns) });

/**
 * An exported file read back, field by field: the conversations it holds, or a `ShapeError` that names
 * the first wrong field (nothing is kept from a file that has one).
 */
export function validateExport(value: unknown): KeptConversation[] {
  const file = object({ format: oneOf([EXPORT_FORMAT]), version: number({ integer: true }), exportedAt: time, conversations: list(conversation, LIMITS.conversations) })(value, '');
  if (file.version !== EXPORT_VERSION) throw new ShapeError('version', `version ${EXPORT_VERSION} (this file was written by a newer Ask Tabs)`);
  const ids = new Set<string>();
  file.conversations.forEach((c, i) => {
    if (ids.has(c.id)) throw new ShapeError(`conversations[${i}].id`, 'an id used once');
    ids.add(c.id);
  });
  return file.conversations;
}

export const exportFile = (conversations: KeptConversation[], now: number): ExportFile => ({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now, conversations });
