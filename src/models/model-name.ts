/**
 * What names a model, as data only: the panel and the options page word it in the interface's
 * language (`src/backends/model-name-words.ts`), so no English is built here ("on", "processor").
 * Where a model runs is not part of its name: the message that shows the name says it, once.
 */
export type ModelName =
  /** A catalogue entry of either engine: "Qwen2.5 1.5B (q4f16)". */
  | { of: 'catalogue'; family: string; size: string; quantization: string }
  /** A model on an OpenAI-compatible server, as the server knows it, and the server's host. */
  | { of: 'server'; model: string; host: string }
  /** Chrome's built-in model. */
  | { of: 'chrome-ai' }
  /** A model the engine host could not find in its catalogue: only its id is known. */
  | { of: 'id'; id: string };

/** A catalogue entry's name: its family, size and quantization. */
export const catalogueName = (model: { family: string; size: string; quantization: string }): ModelName => ({
  of: 'catalogue',
  family: model.family,
  size: model.size,
  quantization: model.quantization,
});

/**
 * Whether two names are the same model (the processor engine keeps a conversation only for the model that
 * read it). Field by field, not as JSON: a name restored from chrome.storage comes back with its keys sorted.
 */
export function sameModelName(a: ModelName | undefined, b: ModelName | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const keys = Object.keys(a) as Array<keyof typeof a>;
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === (b as typeof a)[key]);
}
