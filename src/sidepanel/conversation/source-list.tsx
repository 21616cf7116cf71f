import { ui } from '../../i18n/ui-translator';
import type { Passage } from '../../pipeline/select/passage';
import { SourceCard } from './source-card';

/** Sources shown before "Show more". */
export const SOURCES_SHOWN = 5;

/**
 * The numbered sources under a model answer, numbered as its chips are (in the order the answer
 * first cites them): the ones it cites (at most SOURCES_SHOWN; the first few when it cites none).
 * Every passage the model was given is listed once, in "What the model saw" (one control: review N11).
 */
export function SourceList({
  passages,
  cited,
  numbers,
  testId = 'source',
  folded = false,
  queryOf,
}: {
  passages: readonly Passage[];
  /** Prompt ids the answer cites, in the order it first cites them. */
  cited: readonly number[];
  /** Prompt id → the number shown (display-numbers.ts). */
  numbers: ReadonlyMap<number, number>;
  testId?: string;
  /** No cards: the answer already lists its closest passages (a "don't seem to say" answer), one list is enough (review N10). */
  folded?: boolean;
  /** What a passage (by prompt id) was found for: its card bolds the sentence that matches it. */
  queryOf?: (id: number) => string;
}) {
  if (passages.length === 0 || folded) return null;
  const numbered = passages
    .map((passage, i) => ({ passage, id: i + 1, number: numbers.get(i + 1) ?? i + 1 }))
    .sort((a, b) => a.number - b.number);
  const citedSet = new Set(cited);
  const shown = cited.length > 0 ? numbered.filter((s) => citedSet.has(s.id)).slice(0, SOURCES_SHOWN) : numbered.slice(0, 3);
  if (shown.length === 0) return null;
  return (
    <div class="sources-block">
      <h3 class="sources-title">{ui.t(cited.length === 0 ? 'sourcesTitle' : 'citedSourcesTitle')}</h3>
      <ol class="sources" aria-label={ui.t('sourcesTitle')}>
        {shown.map(({ passage, id, number }) => (
          <SourceCard key={`${passage.source.tabId}:${passage.chunk.index}`} passage={passage} number={number} testId={testId} query={queryOf?.(id)} />
        ))}
      </ol>
    </div>
  );
}
