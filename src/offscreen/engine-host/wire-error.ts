import type { WireError } from '../../messaging/engine-host-protocol';
import { isModelError } from '../../models/model-error';
import { ServerFailureError } from '../../models/server-failure';

/** A failure as plain data for the port: a ModelError keeps its kind, fix and token counts. */
export function toWireError(error: unknown): WireError {
  // A server's failure stays data: the panel words it with the server's host and model.
  if (error instanceof ServerFailureError) return { kind: 'server', message: error.message, server: error.failure };
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
