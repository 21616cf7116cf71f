import { effect } from '@preact/signals';
import { storage } from 'wxt/utils/storage';
import { conversationKey } from '../../messaging/storage-keys';
import { ACTIVE_STATUSES, type KeptTurn } from '../../history/kept-turn';
import type { KeptConversation } from '../../history/kept-conversation';
import type { History } from '../../history/history-store';
import { applyRetention, type Retention } from '../../history/retention';
import type { AnswerSession } from './answer-session';
import type { Turn, TurnData } from './turn';

/** Where one panel's conversation is kept (the history), and which one the window's panel shows. */
export interface ConversationStore {
  /** The conversation this window's panel showed last, if any. */
  load(): Promise<KeptConversation | null>;
  get(id: string): Promise<KeptConversation | undefined>;
  save(conversation: KeptConversation): Promise<void>;
  /** The conversation the panel shows now (null: a new one, started by the next question). */
  show(id: string | null): Promise<void>;
}

/** What the session item held before the history: the turns themselves (version 1 kept its version inside). */
interface SessionTurnsV1 {
  version: 1;
  turns: KeptTurn[];
}
interface SessionTurnsV2 {
  turns: KeptTurn[];
}
/** Version 3: only which kept conversation the window's panel shows; its turns are in the history. */
export interface ShownConversation {
  id: string;
}

/** Version 1 → 2: the version moves from the value to the item; turns carry over as they are. */
export function migrateToVersion2(old: SessionTurnsV1 | null): SessionTurnsV2 | null {
  return old?.version === 1 && Array.isArray(old.turns) ? { turns: old.turns } : null;
}

/**
 * Version 2 → 3: the conversation storage.session kept becomes the first record of the history (one home
 * for conversations), and the item keeps only its id.
 */
export async function migrateToVersion3(old: SessionTurnsV2 | null, history: Pick<History, 'save'>, now = Date.now()): Promise<ShownConversation | null> {
  if (!Array.isArray(old?.turns) || old.turns.length === 0) return null;
  const conversation: KeptConversation = { id: crypto.randomUUID(), createdAt: now, updatedAt: now, turns: old.turns.map((turn) => ({ ...turn, at: turn.at ?? now })) };
  await history.save(conversation);
  return { id: conversation.id };
}

const shownItem = (windowId: number | undefined, history: Pick<History, 'save'>) =>
  storage.defineItem<ShownConversation | null>(conversationKey(windowId), {
    fallback: null,
    version: 3,
    migrations: { 2: migrateToVersion2, 3: (old: SessionTurnsV2 | null) => migrateToVersion3(old, history) },
  });

/**
 * The window's panel's conversation, kept in the history; storage.session remembers which one it shows.
 * The retention setting is read before each save ("don't keep": nothing is written) and applied when the
 * panel opens (30 days: older conversations go).
 */
export function keptConversationStore(windowId: Promise<number | undefined>, history: History, retention: { getValue(): Promise<Retention> }): ConversationStore {
  const item = windowId.then((id) => shownItem(id, history));
  return {
    load: async () => {
      await applyRetention(history, await retention.getValue(), Date.now());
      const shown = await (await item).getValue();
      return (shown && (await history.get(shown.id))) ?? null;
    },
    get: (id) => history.get(id),
    save: async (conversation) => ((await retention.getValue()) === 'off' ? undefined : history.save(conversation)),
    show: async (id) => (id ? (await item).setValue({ id }) : (await item).removeValue()),
  };
}

/** The turns as kept: `at` says when each was asked. Only the newest turn's prompt, and only the processor engine's. */
export function saveTurns(turns: readonly Turn[], askedAt: (turn: Turn) => number): KeptTurn[] {
  const last = turns.at(-1);
  // Only the newest turn's prompt is ever kept (answer-session.ts `kept`), and only the processor
  // engine's: one prompt (at most the model's window) rather than one a turn.
  const keptPrompt = last?.model.value?.kind === 'wllama' ? last.prompt : undefined;
  return turns.map((turn) => {
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
      at: askedAt(turn),
    };
  });
}

/**
 * Back to turns' data. A turn still active when the panel closed is interrupted, unless the engine
 * host wrote it: the session then collects it by its request id (answer-session.ts `restore`).
 */
export function restoreTurns(saved: Pick<KeptConversation, 'turns'> | null | undefined): TurnData[] {
  if (!Array.isArray(saved?.turns)) return [];
  return saved.turns.map(({ report, at: _at, ...turn }) => {
    const at = (id: number) => turn.passages[id - 1];
    return {
      ...turn,
      status: ACTIVE_STATUSES.includes(turn.status) ? 'interrupted' : turn.status,
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

/** The panel's hold on its kept conversation. */
export interface KeptSession {
  /** The conversation shown, once it has a question (null before). */
  currentId(): string | null;
  /** "Start over": a new conversation; the old one stays in the history. */
  startOver(): Promise<void>;
  /** Shows a kept conversation as it was; a follow-up continues it. */
  open(id: string): Promise<boolean>;
  /** A conversation was deleted: if it is the one shown, the panel starts over. */
  forget(id: string): void;
  /** Saves what changed now; resolves once every save so far is written (or failed). */
  settled(): Promise<void>;
  stop(): void;
}

/**
 * Restores the window's conversation into the session, then saves every change (at most every
 * `throttleMs` while an answer streams) into the history. A failed save (storage full or blocked) goes
 * to `onError`, loses nothing already kept, and the next change tries again with the whole conversation.
 */
export async function keepConversation(
  session: AnswerSession,
  store: ConversationStore,
  { throttleMs = 200, onError, now = Date.now }: { throttleMs?: number; onError(error: unknown): void; now?: () => number },
): Promise<KeptSession> {
  let current: Omit<KeptConversation, 'turns' | 'updatedAt'> | null = null;
  const askedAt = new WeakMap<Turn, number>();
  const timeOf = (turn: Turn) => {
    let at = askedAt.get(turn);
    if (at === undefined) askedAt.set(turn, (at = now()));
    return at;
  };
  let lastSaved = '';
  let latest: KeptTurn[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The saves in flight, one after another (each writes the whole conversation). */
  let pending: Promise<void> = Promise.resolve();

  const show = (conversation: KeptConversation) => {
    session.restore(restoreTurns(conversation));
    session.turns.peek().forEach((turn, i) => askedAt.set(turn, conversation.turns[i]?.at ?? conversation.updatedAt));
    current = { id: conversation.id, createdAt: conversation.createdAt };
    // The effect ran as restore set the turns, before their times were known.
    latest = saveTurns(session.turns.peek(), timeOf);
    lastSaved = JSON.stringify(latest);
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (latest.length === 0) return;
    const json = JSON.stringify(latest);
    if (json === lastSaved) return;
    const fresh = !current;
    current ??= { id: crypto.randomUUID(), createdAt: latest[0]?.at ?? now() };
    lastSaved = json;
    const conversation = { ...current, updatedAt: now(), turns: latest };
    pending = pending
      .then(() => store.save(conversation))
      .then(() => (fresh ? store.show(conversation.id) : undefined))
      .catch((error: unknown) => {
        lastSaved = ''; // the next change saves it all again
        onError(error);
      });
  };

  const saved = await store.load();
  if (saved && saved.turns.length > 0 && session.turns.peek().length === 0) show(saved);
  const stop = effect(() => {
    latest = saveTurns(session.turns.value, timeOf); // reads every turn's signals: re-runs on each token
    // A finished answer is written at once: the throttle is for streaming, and a sidebar or browser
    // closed right after the answer ends must not lose its last words.
    const last = latest.at(-1);
    // On the next tick, not at once: a restore sets the turns before `show` records which conversation they are.
    if (last && !ACTIVE_STATUSES.includes(last.status)) {
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, 0);
    } else timer ??= setTimeout(flush, throttleMs);
  });
  const leave = async () => {
    flush();
    await pending;
    session.startOver();
    current = null;
    lastSaved = '';
    latest = [];
    await store.show(null);
  };
  return {
    currentId: () => current?.id ?? null,
    startOver: leave,
    async open(id) {
      if (current?.id === id) return true;
      const conversation = await store.get(id);
      if (!conversation) return false;
      await leave();
      show(conversation);
      await store.show(id);
      return true;
    },
    settled() {
      flush();
      return pending;
    },
    forget(id) {
      if (current?.id === id) void leave().catch(onError);
    },
    stop() {
      stop();
      if (timer) clearTimeout(timer);
    },
  };
}
