import { beforeEach, describe, expect, it } from 'vitest';
import { timed, timedMethods } from './timings';

const measures = (name: string) => performance.getEntriesByName(name, 'measure');

describe('timed', () => {
  beforeEach(() => performance.clearMeasures());

  it('measures a call, and a promise until it settles', async () => {
    expect(timed('sync', (a: number, b: number) => a + b)(2, 3)).toBe(5);
    expect(measures('sync')).toHaveLength(1);
    let resolve!: (v: string) => void;
    const pending = timed('async', () => new Promise<string>((r) => (resolve = r)))();
    expect(measures('async')).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 20));
    resolve('done');
    expect(await pending).toBe('done');
    expect(measures('async')).toHaveLength(1);
    expect(measures('async')[0]!.duration).toBeGreaterThanOrEqual(15);
  });

  it('keeps a rejection, measured', async () => {
    await expect(timed('fails', async () => Promise.reject(new Error('no')))()).rejects.toThrow('no');
    expect(measures('fails')).toHaveLength(1);
  });

  it('measures every method of an object under its prefix, keeping `this`', async () => {
    const store = {
      items: new Map([[1, 'one']]),
      async get(id: number) {
        return this.items.get(id);
      },
    };
    const api = timedMethods(store, 'store');
    expect(await api.get(1)).toBe('one');
    expect(measures('store:get')).toHaveLength(1);
  });
});
