/**
 * The `size` tabs most alike in what they are (their title, site words and profile terms), when
 * they are clearly alike: "these two earbud guides" asked in Korean over English pages matches no
 * word, yet the two earbud guides share "best", "wireless", "earbuds" that no other tab has. A
 * shared term weighs by how few tabs hold it (a term every tab holds says nothing). The group
 * grows from the most alike pair by the tab most alike to all of it. Undefined when no pair shares
 * at least `MIN_SHARED` terms' worth of weight held by two tabs alone: nothing stands out, and the
 * caller keeps every tab.
 */
export function mostAlike(identities: ReadonlyArray<ReadonlySet<string>>, size: number): number[] | undefined {
  const n = identities.length;
  if (size < 2 || n < size) return undefined;
  const holders = new Map<string, number>();
  for (const set of identities) for (const t of set) holders.set(t, (holders.get(t) ?? 0) + 1);
  const weight = (t: string) => {
    const df = holders.get(t) ?? n;
    return df >= n ? 0 : Math.log(1 + n / df);
  };
  const alike = (a: number, b: number) => {
    let s = 0;
    for (const t of identities[a]!) if (identities[b]!.has(t)) s += weight(t);
    return s;
  };
  let best: [number, number] | undefined;
  let bestScore = 0;
  for (let a = 0; a < n; a += 1) {
    for (let b = a + 1; b < n; b += 1) {
      const s = alike(a, b);
      if (s > bestScore) [best, bestScore] = [[a, b], s];
    }
  }
  if (!best || bestScore < MIN_SHARED * Math.log(1 + n / 2)) return undefined;
  const group = [...best];
  while (group.length < size) {
    let next = -1;
    let nextScore = 0;
    for (let k = 0; k < n; k += 1) {
      if (group.includes(k)) continue;
      const s = Math.min(...group.map((g) => alike(g, k)));
      if (s > nextScore) [next, nextScore] = [k, s];
    }
    if (next < 0) return undefined;
    group.push(next);
  }
  return group.sort((a, b) => a - b);
}

/** Terms' worth (each as rare as two tabs of the scope) a pair must share to stand out. */
const MIN_SHARED = 2;
