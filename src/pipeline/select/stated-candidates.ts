import type { Attribute } from '../compare/attributes';
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
 * tabs, a one-tab scope): over a window of unrelated tabs every "2 oz" would ride along.
 */
export function withStated(
  ranked: readonly ScoredChunk[],
  tabs: ReadonlyArray<{ source: SourceInfo; index: TabIndex }>,
  attributes: readonly Attribute[],
): ScoredChunk[] {
  const matched = ranked.filter((r) => r.score > 0);
  if (attributes.length === 0 || matched.length === 0) return [...ranked];
  const seen = new Set(matched.map((r) => `${r.source.tabId}:${r.chunk.index}`));
  const least = Math.min(...matched.map((r) => r.score));
  const joined: ScoredChunk[] = [];
  for (const tab of tabs) {
    if (!matched.some((r) => r.source.tabId === tab.source.tabId)) continue;
    for (const chunk of tab.index.chunks) {
      if (seen.has(`${tab.source.tabId}:${chunk.index}`) || !statesMeasure(chunk, attributes)) continue;
      seen.add(`${tab.source.tabId}:${chunk.index}`);
      joined.push({ source: tab.source, chunk, score: least / 2 });
    }
  }
  if (joined.length === 0) return [...ranked];
  return [...matched, ...joined, ...ranked.filter((r) => r.score <= 0 && !seen.has(`${r.source.tabId}:${r.chunk.index}`))];
}
