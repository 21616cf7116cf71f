import type { Passage } from './passage';

/**
 * Tiers reorder a tab's own passages only; which tab holds each place stays the ranking's. A weaker passage of
 * another tab that happens to hold a label line or an FAQ heading ("What's in the box?" on a bird feeder's page
 * for "How big is the toolkit's box?") does not go ahead of what the question's words chose: rank by the
 * question, then let how a line states the answer order the passages of the tab that holds it.
 * `mayPass(moving, ahead)` (indices into `passages`): whether a passage of a higher tier may go ahead of one the
 * ranking put before it; it stops behind the first it may not pass. Absent: always (a stable sort by tier).
 */
export function byTierWithinTab(passages: readonly Passage[], tiers: readonly number[], mayPass?: (moving: number, ahead: number) => boolean): Passage[] {
  const perTab = new Map<number, Array<{ p: Passage; tier: number; i: number }>>();
  passages.forEach((p, i) => {
    const own = perTab.get(p.source.tabId) ?? [];
    own.push({ p, tier: tiers[i]!, i });
    perTab.set(p.source.tabId, own);
  });
  for (const [tab, own] of perTab) {
    const ordered: typeof own = [];
    for (const entry of own) {
      let at = ordered.length;
      while (at > 0 && ordered[at - 1]!.tier < entry.tier && (!mayPass || mayPass(entry.i, ordered[at - 1]!.i))) at -= 1;
      ordered.splice(at, 0, entry);
    }
    perTab.set(tab, ordered);
  }
  const next = new Map<number, number>();
  return passages.map((p) => {
    const k = next.get(p.source.tabId) ?? 0;
    next.set(p.source.tabId, k + 1);
    return perTab.get(p.source.tabId)![k]!.p;
  });
}
