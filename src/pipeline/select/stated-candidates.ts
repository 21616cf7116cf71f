import type { Attribute } from '../compare/attributes';
import { prepareTerms } from '../rank/prepare-terms';
import type { TabIndex } from '../rank/tab-index';
import { statesMeasure } from './answer-first';
import type { ScoredChunk, SourceInfo } from './passage';

/**
 * A question about one subject asking a measure ("重さは？" after a question about the Ridge wallet,
 * "How heavy is it?" on one tab): a passage of a tab the question matched that states the measure
 * in its units ("2 oz") is a candidate though it shares no word with the question (another
 * language, a spec line with no label). It joins after every match with the least positive score,
 * so it never displaces one; `answer-first.ts` then puts it first. The caller keeps this to
 * questions whose tabs are already the subject's (a follow-up narrowed to the earlier answer's
 * tabs, a one-tab scope, the one tab whose title a first question names): over a window of unrelated tabs every "2 oz" would ride along.
 * When the tab holds none of the words the question names the measure with ("¿Y qué grosor tiene?"
 * over an English spec "Thickness: Vibram® 5mm", "重さは？"), what matched matched only the rest of
 * the question or the earlier one (the sandal's Spanish reviews): the passages stating the measure
 * join ahead of the matches, at the best match's score, or a full budget of them leaves them out; those the
 * ranking matched first, in its order (rank by the question, break ties by position: issue 30 item 5).
 */
export function withStated(
  ranked: readonly ScoredChunk[],
  tabs: ReadonlyArray<{ source: SourceInfo; index: TabIndex }>,
  attributes: readonly Attribute[],
  question = '',
): ScoredChunk[] {
  const matched = ranked.filter((r) => r.score > 0);
  if (attributes.length === 0 || matched.length === 0) return [...ranked];
  const keyOf = (tabId: number, index: number) => `${tabId}:${index}`;
  const seen = new Set(matched.map((r) => keyOf(r.source.tabId, r.chunk.index)));
  const least = Math.min(...matched.map((r) => r.score));
  const best = Math.max(...matched.map((r) => r.score));
  const naming = namingTerms(question, attributes);
  const ahead: ScoredChunk[] = [];
  const after: ScoredChunk[] = [];
  const unnamedTabs = new Set(
    tabs.filter((tab) => naming.length > 0 && naming.every((t) => !tab.index.docFreq.get(t))).map((tab) => tab.source.tabId),
  );
  // Those the question's words matched go ahead in the ranking's order (the earlier turn's subject, "Fenix HM65R",
  // puts its own price line before the listing's other prices), then the rest in reading order.
  for (const r of matched) {
    if (!unnamedTabs.has(r.source.tabId) || !statesMeasure(r.chunk, attributes)) continue;
    seen.add(keyOf(r.source.tabId, r.chunk.index));
    ahead.push({ source: r.source, chunk: r.chunk, score: best });
  }
  for (const tab of tabs) {
    if (!matched.some((r) => r.source.tabId === tab.source.tabId)) continue;
    const unnamed = unnamedTabs.has(tab.source.tabId);
    for (const chunk of tab.index.chunks) {
      const key = keyOf(tab.source.tabId, chunk.index);
      // A match keeps its place unless the question's words for the measure are not the tab's.
      if (seen.has(key) || !statesMeasure(chunk, attributes)) continue;
      seen.add(key);
      (unnamed ? ahead : after).push({ source: tab.source, chunk, score: unnamed ? best : least / 2 });
    }
  }
  if (ahead.length + after.length === 0) return [...ranked];
  const moved = new Set(ahead.map((r) => keyOf(r.source.tabId, r.chunk.index)));
  const stay = matched.filter((r) => !moved.has(keyOf(r.source.tabId, r.chunk.index)));
  return [...ahead, ...stay, ...after, ...ranked.filter((r) => r.score <= 0 && !seen.has(keyOf(r.source.tabId, r.chunk.index)))];
}

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/** The question's words that name the measure asked ("grosor", "重さは"), as the index holds words. */
function namingTerms(question: string, attributes: readonly Attribute[]): string[] {
  const line = question.split('\n', 1)[0] ?? '';
  return (line.match(WORD) ?? []).filter((w) => attributes.some((a) => a.asked.test(w))).flatMap((w) => prepareTerms(w));
}
