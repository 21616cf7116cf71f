import type { TabIndex } from '../rank/tab-index';
import type { ScoredChunk, SourceInfo } from '../select/passage';
import type { CarriedPassage } from './earlier-turn';

/**
 * The earlier answer's cited passages, ranked with the follow-up's: each is found again in a tab
 * of this question's scope (same tab, address and text: a tab that closed, navigated or left the
 * scope carries nothing) and takes its place by its score for this question. One the follow-up's
 * words do not match ranks after every match, with the least positive score, so it is still sent
 * when the budget has room ("and the other one?" needs the first one's figure) but never ahead of
 * a passage that answers.
 */
export function rankCarried(
  ranked: readonly ScoredChunk[],
  tabs: ReadonlyArray<{ source: SourceInfo; index: TabIndex }>,
  carried: readonly CarriedPassage[],
  options: { lead?: boolean } = {},
): ScoredChunk[] {
  if (carried.length === 0) return [...ranked];
  if (options.lead) return carriedLead(ranked, tabs, carried);
  const at = (tabId: number, index: number) => `${tabId}:${index}`;
  const present = new Set(ranked.filter((r) => r.score > 0).map((r) => at(r.source.tabId, r.chunk.index)));
  const least = Math.min(...ranked.filter((r) => r.score > 0).map((r) => r.score), 1);
  const joined: ScoredChunk[] = [];
  for (const passage of carried) {
    if (present.has(at(passage.tabId, passage.index))) continue;
    const found = findAgain(tabs, passage);
    if (!found) continue;
    present.add(at(passage.tabId, passage.index));
    joined.push({ ...found, score: least / 2 });
  }
  if (joined.length === 0) return [...ranked];
  const matched = ranked.filter((r) => r.score > 0);
  return [...matched, ...joined, ...ranked.filter((r) => r.score <= 0 && !present.has(at(r.source.tabId, r.chunk.index)))];
}

/**
 * A follow-up none of whose own words is in scope ranks by the earlier question's words alone; the earlier
 * answer's passages (found again as above) are then the best guess and lead, at the best score.
 */
function carriedLead(ranked: readonly ScoredChunk[], tabs: ReadonlyArray<{ source: SourceInfo; index: TabIndex }>, carried: readonly CarriedPassage[]): ScoredChunk[] {
  const best = Math.max(...ranked.map((r) => r.score), 1);
  const lead: ScoredChunk[] = [];
  for (const passage of carried) {
    const found = findAgain(tabs, passage);
    if (found && !lead.some((l) => l.chunk === found.chunk)) lead.push({ ...found, score: best });
  }
  return [...lead, ...ranked.filter((r) => !lead.some((l) => l.chunk === r.chunk))];
}

/**
 * A carried passage in this scope: same tab, address and text (a tab that closed, navigated or left
 * carries nothing); a comparison's stated lines (compare/stated-lines.ts) are a span of their chunk's
 * text, and carry the chunk.
 */
function findAgain(tabs: ReadonlyArray<{ source: SourceInfo; index: TabIndex }>, passage: CarriedPassage): Omit<ScoredChunk, 'score'> | undefined {
  const tab = tabs.find((t) => t.source.tabId === passage.tabId && t.source.url === passage.url);
  const chunk = tab?.index.chunks.find((c) => c.index === passage.index && (c.text === passage.text || (passage.text.trim() !== '' && c.text.includes(passage.text))));
  return tab && chunk ? { source: tab.source, chunk } : undefined;
}
