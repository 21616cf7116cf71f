import type { UnreadableReason } from '../messaging/tab-status';

/** Thrown by the page reader when a tab cannot be read, with the reason the panel will show. */
export class UnreadableError extends Error {
  constructor(
    readonly reason: UnreadableReason,
    readonly detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'UnreadableError';
  }
}
