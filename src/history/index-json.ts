import type MiniSearch from 'minisearch';

/** The fields MiniSearch's own `toJSON` reads (MiniSearch 7, serialisation version 2). */
interface MiniSearchFields {
  _index: Iterable<[string, Map<number, Map<number, number>>]>;
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, unknown>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, unknown>;
  _avgFieldLength: number[];
  _storedFields: Map<number, unknown>;
  _dirtCount: number;
}

const mapJson = (map: Map<number, unknown>): string => {
  const parts: string[] = [];
  for (const [key, value] of map) if (value !== undefined) parts.push(`"${key}":${JSON.stringify(value)}`);
  return `{${parts.join(',')}}`;
};

/**
 * The same JSON as `JSON.stringify(miniSearch)` (what `MiniSearch.loadJSON` reads), written straight to a
 * string: MiniSearch's `toJSON` first builds an object per posting list with numbered keys
 * (`Object.fromEntries`), which took seconds for a long history on the panel's thread; this takes a
 * fraction of that. It reads MiniSearch's fields as its `toJSON` does; index-json.test.ts checks the result
 * equals MiniSearch's own, so an update of MiniSearch that changes them fails a test, not a user's search.
 */
export function indexJson(index: MiniSearch<never> | MiniSearch<object>): string {
  const m = index as unknown as MiniSearchFields;
  const terms: string[] = [];
  for (const [term, fields] of m._index) {
    const data: string[] = [];
    for (const [fieldId, freqs] of fields) {
      const postings: string[] = [];
      for (const [doc, freq] of freqs) postings.push(`"${doc}":${freq}`);
      data.push(`"${fieldId}":{${postings.join(',')}}`);
    }
    terms.push(`[${JSON.stringify(term)},{${data.join(',')}}]`);
  }
  return [
    `{"documentCount":${m._documentCount}`,
    `"nextId":${m._nextId}`,
    `"documentIds":${mapJson(m._documentIds)}`,
    `"fieldIds":${JSON.stringify(m._fieldIds)}`,
    `"fieldLength":${mapJson(m._fieldLength)}`,
    `"averageFieldLength":${JSON.stringify(m._avgFieldLength)}`,
    `"storedFields":${mapJson(m._storedFields)}`,
    `"dirtCount":${m._dirtCount}`,
    `"index":[${terms.join(',')}]`,
    `"serializationVersion":2}`,
  ].join(',');
}
