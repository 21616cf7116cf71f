import type { Scope } from '../../messaging/scope';

/** What a window's panel keeps of its scope (version 2: with the tab group). */
export interface SavedScope {
  scope: Scope;
  chosen: number[];
  /** The tab group asked about, with its name then (to say it is gone if the browser no longer has it). */
  group?: { id: number; name: string };
}
