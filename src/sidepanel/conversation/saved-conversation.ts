import { effect } from '@preact/signals';
import { storage } from 'wxt/utils/storage';
import { conversationKey } from '../../messaging/storage-keys';
import type { SavedConversation, SavedConversationV1, SavedTurn } from './saved-turn';
import type { PromptReport } from '../../pipeline/prompt/build-prompt';
import type { AnswerSession } from './answer-session';
import type { Turn, TurnData, TurnStatus } from './turn';

/** Where one panel keeps its conversation. */
export interface ConversationStore {
  load(): Promise<SavedConversation | null>;
  save(conversation: SavedConversation | null): Promise<void>;
}

/** The newest turns kept: storage.session (10 MB) is shared with the page index. */
export const MAX_SAVED_TURNS = 12;
const ACTIVE: TurnStatus[] = ['retrieving', 'preparing', 'streaming'];

/** Version 1 → 2: the version moves from the value to the item; turns carry over as they are. */
export function migrateToVersion2(old: SavedConversationV1 | null): SavedConversation | null {
  return old?.version === 1 && Array.isArray(old.turns) ? { turns: old.turns } : null;
}

/** One window's conversation (its panel's turns), so closing the panel loses nothing. */
const conversationItem = (windowId: number | undefined) =>
  storage.defineItem<SavedConversation | null>(conversationKey(windowId), { fallback: null, version: 2, migrations: { 2: migrateToVersion2 } });

/** One conversation per window's panel, in storage.session: it survives the panel closing, never reaches disk. */
export function sessionConversationStore(windowId: Promise<number | undefined>): ConversationStore {
  const item = windowId.then(conversationItem);
  return {
    load: async () => (await item).getValue(),
    save: async (conversation) => (conversation ? (await item).setValue(conversation) : (await item).removeValue()),
  };
}

export function saveTurns(turns: Turn[]): SavedConversation | null {
  if (turns.length === 0) return null;
  const last = turns.at(-1);
  // Only the newest turn's prompt is ever kept (answer-session.ts `kept`), and only the processor
  // engine's: one prompt (at most the model's window) rather than one a turn.
  const keptPrompt = last?.model.value?.kind === 'wllama' ? last.prompt : undefined;
  return {
    turns: turns.slice(-MAX_SAVED_TURNS).map((turn) => {
      const report = turn.report.value;
      return {
        ...(turn === last && keptPrompt ? { prompt: keptPrompt } : {}),
        question: turn.question,
        passages: turn.passages.value,
        text: turn.text.value,
        status: turn.status.value,
        error: turn.error.value,
        model: turn.model.value,
        retrieval: turn.retrieval.value,
        ...(turn.requestId ? { requestId: turn.requestId } : {}),
        ...(turn.language.value ? { language: turn.language.value.tag } : {}),
        report: report && {
          ...report,
          sent: report.sent.map((s) => ({ id: s.id, tokens: s.tokens })),
          leftOut: report.leftOut.map((l) => l.id),
        },
      };
    }),
  };
}

/**
 * Back to turns' data. A turn still active when the panel closed is interrupted, unless the engine
 * host wrote it: the session then collects it by its request id (answer-session.ts `restore`).
 */
export function restoreTurns(saved: SavedConversation | null): TurnData[] {
  if (!Array.isArray(saved?.turns)) return [];
  return saved.turns.map(({ report, ...turn }) => {
    const at = (id: number) => turn.passages[id - 1];
    return {
      ...turn,
      status: ACTIVE.includes(turn.status) ? 'interrupted' : turn.status,
      report: report && {
        ...report,
        sent: report.sent.flatMap((s) => {
          const passage = at(s.id);
          return passage ? [{ id: s.id, tokens: s.tokens, passage }] : [];
        }),
        leftOut: report.leftOut.flatMap((id) => {
          const passage = at(id);
          return passage ? [{ id, passage }] : [];
        }),
      },
    };
  });
}

/**
 * Restores the saved conversation into the session, then saves every change (at most every
 * `throttleMs` while an answer streams). Save failures (a full storage.session) go to `onError`.
 */
export async function keepConversation(
  session: AnswerSession,
  store: ConversationStore,
  { throttleMs = 200, onError }: { throttleMs?: number; onError(error: unknown): void },
): Promise<() => void> {
  const saved = restoreTurns(await store.load());
  if (saved.length > 0 && session.turns.peek().length === 0) session.restore(saved);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: SavedConversation | null = null;
  const flush = () => {
    timer = undefined;
    store.save(latest).catch(onError);
  };
  const stop = effect(() => {
    latest = saveTurns(session.turns.value); // reads every turn's signals: re-runs on each token
    timer ??= setTimeout(flush, throttleMs);
  });
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}
