/**
 * Runs at most `limit` of the returned function's tasks at once; the rest wait their turn in order.
 * A task given a key can be moved to the front of the queue (`promote`): a tab a question waits for
 * goes before tabs read ahead of time.
 */
export function limitConcurrency(limit: number) {
  let running = 0;
  const waiting: Array<{ key: unknown; start: () => void }> = [];
  async function run<T>(task: () => Promise<T>, key?: unknown): Promise<T> {
    if (running >= limit) await new Promise<void>((start) => waiting.push({ key, start }));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.start();
    }
  }
  /** Moves the waiting task with this key to the front; false when none waits. */
  function promote(key: unknown): boolean {
    const at = waiting.findIndex((w) => w.key === key);
    if (at < 0) return false;
    waiting.unshift(...waiting.splice(at, 1));
    return true;
  }
  return Object.assign(run, { promote });
}
