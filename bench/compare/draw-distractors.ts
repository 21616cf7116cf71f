/**
 * Unrelated tabs drawn at random for a comparison question: the compare-peer set opens the same few
 * unrelated pages beside every question of a split, so a rule that takes the wrong tabs as compared
 * only shows where those pages happen to look alike. Drawing other pages of the extraction set, many
 * times over, gives the "which tabs are compared" decision more to get wrong on the development
 * questions alone.
 *
 * A drawn page is never: a page compared by a held-out case (`heldOut`: they stay unseen), a page
 * compared by a case of the question's own group (another camera of the camera questions is the same
 * kind of thing, not a distractor), or one of the question's compared pages.
 */
export interface DrawRequest {
  /** Every page of the set, in any order (sorted here, so the draw does not hang on a folder listing). */
  pages: readonly string[];
  heldOut: ReadonlySet<string>;
  /** Pages compared by any case of the question's group, its own included. */
  group: ReadonlySet<string>;
  /** How many unrelated tabs each draw opens (the question's own number of unrelated tabs). */
  count: number;
  /** How many draws. */
  draws: number;
  seed: number;
  /** The question's id: each question draws its own pages under one seed. */
  key: string;
}

/** `draws` sets of `count` distinct pages, the same for the same request. */
export function drawDistractors(request: DrawRequest): string[][] {
  const pool = [...new Set(request.pages)].filter((p) => !request.heldOut.has(p) && !request.group.has(p)).sort();
  const count = Math.min(request.count, pool.length);
  return Array.from({ length: request.draws }, (_, d) => {
    const random = mulberry32(hash(`${request.seed}\u0000${request.key}\u0000${d}`));
    // A partial Fisher–Yates shuffle: the first `count` places are the draw.
    const bag = [...pool];
    for (let i = 0; i < count; i += 1) {
      const j = i + Math.floor(random() * (bag.length - i));
      [bag[i], bag[j]] = [bag[j]!, bag[i]!];
    }
    return bag.slice(0, count);
  });
}

/**
 * Pages compared by each group's cases: `groups` maps a case id to its group (compare-peer's
 * groups.json); a case with no group is a group of its own.
 */
export function groupPages(cases: ReadonlyArray<{ id: string; compared: ReadonlyArray<{ page: string }> }>, groups: Readonly<Record<string, string>>): (caseId: string) => Set<string> {
  const byGroup = new Map<string, Set<string>>();
  const groupOf = (id: string) => groups[id] ?? `case:${id}`;
  for (const c of cases) {
    const set = byGroup.get(groupOf(c.id)) ?? new Set<string>();
    for (const side of c.compared) set.add(side.page);
    byGroup.set(groupOf(c.id), set);
  }
  return (caseId) => new Set(byGroup.get(groupOf(caseId)) ?? []);
}

/** FNV-1a, 32 bits: a seed from a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded generator in [0, 1): the same seed, the same draws on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
