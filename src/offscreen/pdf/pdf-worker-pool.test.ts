import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPdfWorkerPool } from './pdf-worker-pool';

const worker = (id: number) => ({ id, destroyed: false, destroy() { this.destroyed = true; } });

describe('createPdfWorkerPool', () => {
  afterEach(() => vi.useRealTimers());

  it('gives each concurrent read its own worker, keeps one idle for the next, ends a stuck one and idle ones after a while', () => {
    vi.useFakeTimers();
    let made = 0;
    const pool = createPdfWorkerPool(() => worker(++made), 1000);
    const a = pool.acquire();
    const b = pool.acquire();
    expect([a.id, b.id]).toEqual([1, 2]);
    pool.release(a, true);
    expect(a.destroyed).toBe(true);
    pool.release(b);
    expect(b.destroyed).toBe(false);
    expect(pool.acquire()).toBe(b);
    pool.release(b);
    vi.advanceTimersByTime(1001);
    expect(b.destroyed).toBe(true);
    expect(pool.acquire().id).toBe(3);
  });
});
