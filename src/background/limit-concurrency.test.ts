import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit-concurrency';

describe('limitConcurrency', () => {
  it('never runs more than the limit at once and runs every task', async () => {
    const run = limitConcurrency(2);
    let active = 0;
    let peak = 0;
    const task = (value: number) => async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 1));
      active--;
      return value;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => run(task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const run = limitConcurrency(1);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});

describe('limitConcurrency.promote', () => {
  it('moves a waiting task to the front of the queue', async () => {
    const run = limitConcurrency(1);
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(name);
      await new Promise((r) => setTimeout(r, 1));
    };
    const all = [run(task('a'), 'a'), run(task('b'), 'b'), run(task('c'), 'c'), run(task('d'), 'd')];
    expect(run.promote('d')).toBe(true);
    expect(run.promote('zzz')).toBe(false);
    await Promise.all(all);
    expect(order).toEqual(['a', 'd', 'b', 'c']);
  });
});
