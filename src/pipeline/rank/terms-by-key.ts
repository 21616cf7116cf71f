import type { TabIndex } from './tab-index';

/**
 * A tab's terms grouped by keys of them (undoubled, skeletons, spelling keys), built once per index on the first
 * question that needs it and kept in the caller's cache.
 */
export function termsByKey(cache: WeakMap<TabIndex, Map<string, string[]>>, index: TabIndex, keysOf: (term: string) => Iterable<string>): Map<string, string[]> {
  let map = cache.get(index);
  if (!map) {
    map = new Map();
    for (const term of index.docFreq.keys()) {
      for (const key of keysOf(term)) {
        const list = map.get(key);
        if (list) list.push(term);
        else map.set(key, [term]);
      }
    }
    cache.set(index, map);
  }
  return map;
}
