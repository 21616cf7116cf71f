/** A User Timing entry, placed on the epoch clock (each context has its own timeOrigin). */
export interface Span {
  name: string;
  start: number;
  end: number;
}

/** Reads a context's measures (and marks, as zero-length spans) on the epoch clock. */
export const READ_SPANS = (): { origin: number; spans: Span[] } => ({
  origin: performance.timeOrigin,
  spans: performance
    .getEntries()
    .filter((e) => e.entryType === 'measure' || e.entryType === 'mark')
    .map((e) => ({ name: e.name, start: performance.timeOrigin + e.startTime, end: performance.timeOrigin + e.startTime + e.duration })),
});

/**
 * Wall time covered by the spans named `name` within [from, to]: tabs are prepared in parallel, so a
 * sum would count the same milliseconds several times.
 */
export function covered(spans: Span[], name: string, from: number, to: number): number {
  const parts = spans
    .filter((s) => s.name === name && s.end >= from && s.start <= to)
    .map((s) => [Math.max(s.start, from), Math.min(s.end, to)] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of parts) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

/** The last span named `name` that ends by `to`. */
export function lastSpan(spans: Span[], name: string, from: number, to: number): Span | undefined {
  return spans.filter((s) => s.name === name && s.start >= from && s.end <= to).sort((a, b) => a.end - b.end).at(-1);
}
