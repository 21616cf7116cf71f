// Types for the parts of wink-bm25-text-search and wink-nlp-utils that the ranker uses. The
// wink-nlp-utils files are imported one by one: its main module also loads wink-nlp and the
// multi-megabyte wink-eng-lite-web-model, which the service worker must not carry.

declare module 'wink-bm25-text-search' {
  type PrepTask = (input: never) => unknown;
  interface WinkBm25Engine {
    defineConfig(config: {
      fldWeights: Record<string, number>;
      bm25Params?: { k1?: number; b?: number; k?: number };
      ovFldNames?: string[];
    }): boolean;
    definePrepTasks(tasks: PrepTask[], field?: string): number;
    addDoc(doc: Record<string, unknown>, id: string | number): number;
    consolidate(precision?: number): boolean;
    /** After consolidation, each document's BM25F weight per token number. */
    getDocs(): Record<string, { freq: Record<number, number> }>;
    /** Token → token number. */
    getTokens(): Record<string, number>;
    /** [[id, score], …] best first. */
    search(text: string, limit?: number): Array<[string, number]>;
  }
  function bm25(): WinkBm25Engine;
  export default bm25;
}

declare module 'wink-nlp-utils/src/tokens-remove-words.js' {
  function removeWords(tokens: string[]): string[];
  export default removeWords;
}

declare module 'wink-nlp-utils/src/string-stem.js' {
  function stem(word: string): string;
  export default stem;
}
