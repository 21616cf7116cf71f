import MiniSearch from 'minisearch';
import type { SearchText } from './kept-conversation';
import { indexJson } from './index-json';
import { foldText, isCjkTerm, searchTerms } from './search-terms';

/** A kept conversation found by a search, and the index terms that matched (for highlighting: highlight-ranges.ts). */
export interface SearchHit {
  id: string;
  score: number;
  terms: string[];
}

export type SearchField = 'question' | 'answer' | 'passages';
const FIELDS: readonly SearchField[] = ['question', 'answer', 'passages'];

/** One document a conversation: its turns' questions, answers and cited passages, each field over every turn. */
type ConversationDoc = { id: string } & Record<SearchField, string>;
const docOf = (text: SearchText): ConversationDoc => ({
  id: text.id,
  question: text.turns.map((t) => t.question).join('\n'),
  answer: text.turns.map((t) => t.answer).join('\n'),
  passages: text.turns.map((t) => t.passages).join('\n'),
});

/**
 * The shape of the index as stored (`IndexSnapshot.format`): a change of the tokenizer, the fields or the
 * document key makes a stored index useless, so it is built again instead of loaded.
 */
export const INDEX_FORMAT = 1;

/** The index as kept in the database, so a panel loads it instead of building it (history-search.ts). */
export interface IndexSnapshot {
  format: number;
  /** MiniSearch's own serialisation (as `toJSON`, written by index-json.ts), as a string: one string stores and loads faster than a tree of objects. */
  json: string;
  /** What it holds: each conversation's id and the `updatedAt` it was indexed at. */
  indexed: Array<[id: string, updatedAt: number]>;
}

const OPTIONS = {
  fields: [...FIELDS],
  tokenize: searchTerms,
  processTerm: (term: string) => term,
  searchOptions: { boost: { question: 2, answer: 1.2 }, combineWith: 'AND' as const },
};

/**
 * Search over kept conversations (MiniSearch: an inverted index with BM25 scoring, prefix search and
 * incremental updates, made for search as you type in a browser). One document a conversation (every
 * word typed may be in a different turn of it; a search costs a third of what one document a turn did,
 * where the common words hit most documents); `sync` takes in
 * what changed since it last looked (a turn saved here or in another window, an import, a delete), so it
 * is built once and never per keystroke; `snapshot` is what the database keeps of it, and a snapshot of
 * the same format is loaded instead of built.
 */
export function createSearchIndex(snapshot?: IndexSnapshot) {
  const usable = snapshot?.format === INDEX_FORMAT;
  const index = usable ? MiniSearch.loadJSON<ConversationDoc>(snapshot.json, OPTIONS) : new MiniSearch<ConversationDoc>(OPTIONS);
  /** The conversations indexed, and the updatedAt they were indexed at. */
  const indexed = new Map<string, number>(usable ? snapshot.indexed : []);
  /** Conversations taken in or dropped since the last snapshot. */
  let changes = 0;

  const drop = (id: string) => {
    if (!indexed.has(id)) return;
    index.discard(id);
    indexed.delete(id);
    changes += 1;
  };
  const put = (text: SearchText) => {
    drop(text.id);
    index.add(docOf(text));
    indexed.set(text.id, text.updatedAt);
    changes += 1;
  };

  const self = {
    /**
     * What the index lacks, given every kept conversation's id and last change: the ids to read and
     * take in (new, or changed since indexed). Conversations no longer kept are forgotten here.
     */
    behind(kept: ReadonlyMap<string, number>): string[] {
      for (const id of [...indexed.keys()]) if (!kept.has(id)) drop(id);
      const wanted: string[] = [];
      for (const [id, updatedAt] of kept) if (indexed.get(id) !== updatedAt) wanted.push(id);
      return wanted;
    },
    /**
     * `sync` in slices, yielding between them, so a first build over thousands of conversations leaves
     * the panel responsive (typing, scrolling) while it runs.
     */
    async syncInSlices(changed: readonly SearchText[], slice = 50) {
      for (let i = 0; i < changed.length; i += slice) {
        self.sync(changed.slice(i, i + slice));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    /** Takes in changed conversations (one already indexed at the same updatedAt is skipped). */
    sync(changed: readonly SearchText[]) {
      for (const text of changed) {
        if (indexed.get(text.id) === text.updatedAt) continue;
        put(text);
      }
    },
    /** Conversations taken in or dropped since the last snapshot (or since loaded). */
    changes: () => changes,
    /**
     * The index as the database keeps it. Dropped documents' terms are vacuumed out first, so a deleted
     * conversation's words do not stay on disk inside the stored index.
     */
    async snapshot(): Promise<IndexSnapshot> {
      changes = 0;
      if (index.dirtCount > 0) await index.vacuum({ batchSize: 5000, batchWait: 0 });
      return { format: INDEX_FORMAT, json: indexJson(index), indexed: [...indexed] };
    },
    remove: drop,
    size: () => indexed.size,
    /** The latest `updatedAt` it holds (0 when empty). */
    newest() {
      let newest = 0;
      for (const updatedAt of indexed.values()) if (updatedAt > newest) newest = updatedAt;
      return newest;
    },
    /** Conversations whose turns hold every word typed (the last one as a prefix), best first. */
    search(query: string, limit = 200): SearchHit[] {
      const terms = searchTerms(query);
      if (terms.length === 0) return [];
      const last = terms.length - 1;
      // The last word is still being typed: a prefix, once it has two letters (one letter of a
      // Latin word matches most of the index); a CJK character is a word already.
      const results = index.search(terms.join(' '), { prefix: (term, i) => i === last && (term.length > 1 || isCjkTerm(term)) });
      return results.slice(0, limit).map((result) => ({ id: result.id as string, score: result.score, terms: result.terms }));
    },
  };
  return self;
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

/**
 * Where a conversation found shows its match best: the turn and field holding the most of the matched
 * terms (the question first, then the answer, then the passages; the earlier turn on a tie). Found by
 * looking for each term in the folded text, for the few results shown only.
 */
export function whereFound(text: SearchText, terms: readonly string[]): { turn: number; field: SearchField } {
  let best = { turn: 0, field: 'question' as SearchField, count: -1 };
  text.turns.forEach((turn, i) => {
    for (const field of FIELDS) {
      const folded = foldText(turn[field]);
      const count = terms.filter((term) => folded.includes(term)).length;
      if (count > best.count) best = { turn: i, field, count };
    }
  });
  return { turn: best.turn, field: best.field };
}
