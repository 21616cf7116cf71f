import { describe, expect, it } from 'vitest';
import { chunksOf } from '../rank/test-chunks';
import type { Passage } from '../select/passage';
import { buildContext } from './build-context';

describe('buildContext', () => {
  const [a, b] = chunksOf(['Battery lasts two days.', 'Charging takes an hour.'], ['Phone review', 'Battery']);
  const [c] = chunksOf(['Its battery lasts ten hours.']);
  const passages: Passage[] = [
    { source: { tabId: 1, url: 'https://a.com/p', title: 'Phone review', site: 'a.com' }, chunk: a!, score: 3, tokens: 6 },
    { source: { tabId: 2, url: 'https://b.com/l', title: 'Laptop review', site: 'b.com' }, chunk: c!, score: 2, tokens: 7 },
    { source: { tabId: 1, url: 'https://a.com/p', title: 'Phone review', site: 'a.com' }, chunk: b!, score: 1, tokens: 5 },
  ];

  it('numbers one [Source N] block per passage, with title and heading path', () => {
    const { context } = buildContext(passages);
    expect(context).toBe(
      '[Source 1] Phone review › Battery\nBattery lasts two days.\n\n' +
        '[Source 2] Laptop review\nIts battery lasts ten hours.\n\n' +
        '[Source 3] Phone review › Battery\nCharging takes an hour.',
    );
  });

  it('lists the sources by the same numbers', () => {
    expect(buildContext(passages).sources).toEqual([
      { index: 1, title: 'Phone review', url: 'https://a.com/p' },
      { index: 2, title: 'Laptop review', url: 'https://b.com/l' },
      { index: 3, title: 'Phone review', url: 'https://a.com/p' },
    ]);
  });

  it('is empty for no passages', () => {
    expect(buildContext([])).toEqual({ context: '', sources: [] });
  });
});
