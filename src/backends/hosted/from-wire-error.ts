import type { WireError } from '../../messaging/engine-host-protocol';
import { ModelError } from '../../models/model-error';

/** The host's failure back as the ModelError the panel acts on (context-length retries, device lost). */
export function fromWireError(error: WireError): ModelError {
  return new ModelError(error.kind, error.message, error.fix, error.tokens, error.space, error.words);
}
