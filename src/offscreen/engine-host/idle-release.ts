export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export const realTimers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number), now: () => Date.now() };

/** The countdown to freeing an unused model: restarted after every answer, stopped while busy. */
export function idleRelease(timers: Timers, release: () => void) {
  let handle: unknown;
  const clear = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
  return {
    /** Restarts the countdown when `idle` (0 ms: never); returns when it will fire, if it runs. */
    arm(ms: number, idle: boolean): number | undefined {
      clear();
      if (!idle || ms <= 0) return undefined;
      handle = timers.setTimeout(release, ms);
      return timers.now() + ms;
    },
    clear,
  };
}
