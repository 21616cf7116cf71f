import MiniSearch from 'minisearch';
import type { SearchText } from './kept-conversation';
import { isCjkTerm, searchTerms } from './search-terms';

/** A kept conversation found by a search: its best turn, where the words matched, and the terms that did. */
export interface SearchHit {
  id: string;
  score: number;
  turn: number;
  /** The index terms that matched (for highlighting: highlight-ranges.ts). */
  terms: string[];
  /** The field of the best turn that matched best. */
  field: 'question' | 'answer' | 'passages';
}

interface TurnDoc {
  key: string;
  conversation: string;
  turn: number;
  question: string;
  answer: string;
  passages: string;
}

const FIELDS = ['question', 'answer', 'passages'] as const;

/**
 * Search over kept conversations (MiniSearch: an inverted index with BM25 scoring, prefix search and
 * incremental updates, made for search as you type in a browser). One document a turn; `sync` catches
 * the index up with what changed since it last looked (a turn saved here or in another window, an
 * import, a delete), so it is built once per panel and never per keystroke.
 */
export function createSearchIndex() {
  const index = new MiniSearch<TurnDoc>({
    idField: 'key',
    fields: [...FIELDS],
    storeFields: ['conversation', 'turn'],
    tokenize: searchTerms,
    processTerm: (term) => term,
    searchOptions: { boost: { question: 2, answer: 1.2 }, combineWith: 'AND' },
  });
  /** Turns indexed per conversation, and the updatedAt they were indexed at. */
  const indexed = new Map<string, { updatedAt: number; turns: number }>();
  let seen = 0;

  const drop = (id: string) => {
    const known = indexed.get(id);
    if (!known) return;
    for (let turn = 0; turn < known.turns; turn++) index.discard(`${id}#${turn}`);
    indexed.delete(id);
  };
  const put = (text: SearchText) => {
    drop(text.id);
    index.addAll(text.turns.map((t, turn) => ({ key: `${text.id}#${turn}`, conversation: text.id, turn, question: t.question, answer: t.answer, passages: t.passages })));
    indexed.set(text.id, { updatedAt: text.updatedAt, turns: text.turns.length });
  };

  const self = {
    /** Since when changes are wanted: the newest updatedAt indexed. */
    since: () => seen,
    /**
     * `sync` in slices, yielding between them, so a first build over thousands of conversations leaves
     * the panel responsive (typing, scrolling) while it runs.
     */
    async syncInSlices(changed: readonly SearchText[], ids?: readonly string[], slice = 50) {
      for (let i = 0; i < changed.length; i += slice) {
        self.sync(changed.slice(i, i + slice));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      self.sync([], ids);
    },
    /** Takes in changed conversations and forgets the ones no longer kept (`ids`: every id kept now). */
    sync(changed: readonly SearchText[], ids?: readonly string[]) {
      for (const text of changed) {
        if (indexed.get(text.id)?.updatedAt === text.updatedAt) continue;
        put(text);
        seen = Math.max(seen, text.updatedAt);
      }
      if (ids) {
        const kept = new Set(ids);
        for (const id of [...indexed.keys()]) if (!kept.has(id)) drop(id);
      }
    },
    remove: drop,
    size: () => indexed.size,
    /** Conversations whose turns hold every word typed (the last one as a prefix), best first. */
    search(query: string, limit = 200): SearchHit[] {
      const terms = searchTerms(query);
      if (terms.length === 0) return [];
      const last = terms.length - 1;
      // The last word is still being typed: a prefix, once it has two letters (one letter of a
      // Latin word matches most of the index); a CJK character is a word already.
      const results = index.search(terms.join(' '), { prefix: (term, i) => i === last && (term.length > 1 || isCjkTerm(term)) });
      const best = new Map<string, SearchHit>();
      for (const result of results) {
        const id = result['conversation'] as string;
        if (best.has(id)) continue; // results come best first
        const matchedIn = FIELDS.find((field) => Object.values(result.match).some((fields) => fields.includes(field))) ?? 'question';
        best.set(id, { id, score: result.score, turn: result['turn'] as number, terms: result.terms, field: matchedIn });
        if (best.size >= limit) break;
      }
      return [...best.values()];
    },
  };
  return self;
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
