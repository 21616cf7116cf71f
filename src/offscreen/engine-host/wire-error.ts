import type { WireError } from '../../messaging/engine-host-protocol';
import { isModelError } from '../../models/model-error';

/** A failure as plain data for the port: a ModelError keeps its kind, fix and token counts. */
export function toWireError(error: unknown): WireError {
  if (isModelError(error)) {
    return {
      kind: error.kind,
      message: error.message,
      ...(error.fix !== undefined ? { fix: error.fix } : {}),
      ...(error.tokens !== undefined ? { tokens: error.tokens } : {}),
      ...(error.space !== undefined ? { space: error.space } : {}),
      ...(error.words !== undefined ? { words: error.words } : {}),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  const detail = message.slice(0, 200);
  return { kind: 'load-failed', message: `The model failed: ${detail}`, words: { code: 'engine-failed', detail } };
}
