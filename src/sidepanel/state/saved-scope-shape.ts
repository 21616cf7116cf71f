import type { Scope } from '../../messaging/scope';

/** What a window's panel keeps of its scope. */
export interface SavedScope {
  scope: Scope;
  chosen: number[];
}
