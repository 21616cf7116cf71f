/**
 * User Timing measures (`performance.measure`) on a question's path — the service worker's start,
 * store reads, index rebuilds, page checks, ranking, and the panel's round trips — so that
 * `npm run bench:panel` can say where the time goes (bench/panel/README.md). One entry per call;
 * the buffer is cleared past MAX_ENTRIES, so a long session never grows it.
 */
const MAX_ENTRIES = 2_000;
let entries = 0;

function record(name: string, start: number): void {
  if (++entries > MAX_ENTRIES) {
    performance.clearMeasures();
    entries = 1;
  }
  performance.measure(name, { start, end: performance.now() });
}

/** `fn`, measured under `name` each time it runs (until its promise settles, when it returns one). */
export function timed<A extends unknown[], R>(name: string, fn: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => {
    const start = performance.now();
    const result = fn(...args);
    if (result instanceof Promise) return result.finally(() => record(name, start)) as R;
    record(name, start);
    return result;
  };
}

/** Every method of `target`, measured as `<prefix>:<method>`. */
export function timedMethods<T extends object>(target: T, prefix: string): T {
  const out = { ...target } as Record<string, unknown>;
  for (const [key, value] of Object.entries(target)) {
    if (typeof value === 'function') out[key] = timed(`${prefix}:${key}`, (value as (...args: unknown[]) => unknown).bind(target));
  }
  return out as T;
}

/** A moment worth knowing (the worker's listeners are in place). */
export function markTime(name: string): void {
  performance.mark(name);
}
