import { storage } from 'wxt/utils/storage';
import { scopeKey } from '../../messaging/storage-keys';
import { effect } from '@preact/signals';
import type { PanelState } from './panel-state';
import type { SavedScope } from './saved-scope-shape';
import type { Scope } from '../../messaging/scope';

/** Where one window's panel keeps what questions go to (storage.session: it survives the panel closing, not the browser). */
export interface ScopeStore {
  load(): Promise<SavedScope | null>;
  save(scope: SavedScope): Promise<void>;
}

/** One window's scope (this tab, chosen tabs, all tabs), so a reopened panel asks about the same tabs. */
const scopeItem = (windowId: number | undefined) => storage.defineItem<SavedScope | null>(scopeKey(windowId), { fallback: null });

const SCOPES: readonly Scope[] = ['current', 'chosen', 'all'];

/**
 * A reopened panel asks about the same tabs as before it closed: restores the scope (chosen tabs
 * that have closed since drop out), then saves every change.
 */
export async function keepScope(state: PanelState, store: ScopeStore): Promise<() => void> {
  const saved = await store.load();
  if (saved && SCOPES.includes(saved.scope)) {
    state.chosen.value = new Set(saved.chosen.filter((id) => Number.isInteger(id)));
    state.scope.value = saved.scope;
  }
  let first = true;
  return effect(() => {
    const next = { scope: state.scope.value, chosen: [...state.chosen.value] };
    if (first) {
      first = false;
      return;
    }
    void store.save(next).catch(() => undefined);
  });
}

/** One scope per window's panel, in storage.session. */
export function sessionScopeStore(windowId: Promise<number | undefined>): ScopeStore {
  const item = windowId.then(scopeItem);
  return {
    load: async () => (await item).getValue(),
    save: async (scope) => (await item).setValue(scope),
  };
}
