import type { KeptTurn } from './kept-turn';

/** A conversation as this computer keeps it (IndexedDB, src/history/history-db.ts). */
export interface KeptConversation {
  /** A random UUID: stable across export and import, so importing the same file twice adds nothing. */
  id: string;
  /** When its first question was asked, and when it last changed (ms since 1970). */
  createdAt: number;
  updatedAt: number;
  turns: KeptTurn[];
}

/** What the Conversations list shows of one, kept beside it so the list never reads whole conversations. */
export interface ConversationSummary {
  id: string;
  createdAt: number;
  updatedAt: number;
  /** The first question. */
  title: string;
  /** The tabs it was about (at most MAX_SUMMARY_TABS), by the name they had when asked. */
  tabs: Array<{ title: string; url: string }>;
  turnCount: number;
}

/** What search reads of one conversation, per turn: question, answer, and the passages it cited. */
export interface SearchText {
  id: string;
  updatedAt: number;
  turns: Array<{ question: string; answer: string; passages: string }>;
}

export const MAX_SUMMARY_TABS = 4;
/** A passages-only answer "cites" what it shows: its first passages. */
const SHOWN_WITHOUT_MODEL = 6;

export function summarise(conversation: KeptConversation): ConversationSummary {
  const tabs = new Map<string, { title: string; url: string }>();
  for (const turn of conversation.turns) {
    for (const passage of turn.passages) {
      const { url, title } = passage.source;
      if (!tabs.has(url)) tabs.set(url, { title: title || url, url });
    }
  }
  return {
    id: conversation.id,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
    title: conversation.turns[0]?.question ?? '',
    tabs: [...tabs.values()].slice(0, MAX_SUMMARY_TABS),
    turnCount: conversation.turns.length,
  };
}

/** The numbers an answer cites ([1], [2, 3], [4-5]), without parsing it fully. */
function citedIds(text: string): Set<number> {
  const ids = new Set<number>();
  for (const [group] of text.matchAll(/[[【][\d\s,;–-]+[\]】]/gu)) {
    for (const [n] of group.matchAll(/\d{1,3}/gu)) ids.add(Number(n));
  }
  return ids;
}

export function searchTextOf(conversation: KeptConversation): SearchText {
  return {
    id: conversation.id,
    updatedAt: conversation.updatedAt,
    turns: conversation.turns.map((turn) => {
      const cited = citedIds(turn.text);
      const passages = turn.model ? turn.passages.filter((_, i) => cited.has(i + 1)) : turn.passages.slice(0, SHOWN_WITHOUT_MODEL);
      return { question: turn.question, answer: turn.text, passages: passages.map((p) => p.chunk.text).join('\n') };
    }),
  };
}
