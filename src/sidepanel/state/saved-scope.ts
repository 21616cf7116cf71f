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

/** Version 1 was `{ scope, chosen }` with three scopes: every such value is a version 2 value without a group. */
export const migrateToVersion2 = (value: unknown): SavedScope | null => {
  if (!value || typeof value !== 'object') return null;
  const { scope, chosen } = value as Partial<SavedScope>;
  return { scope: scope ?? 'current', chosen: Array.isArray(chosen) ? chosen : [] };
};

/** One window's scope (this tab, chosen tabs, all tabs, a tab group), so a reopened panel asks about the same tabs. */
const scopeItem = (windowId: number | undefined) =>
  storage.defineItem<SavedScope | null>(scopeKey(windowId), { fallback: null, version: 2, migrations: { 2: migrateToVersion2 } });

const SCOPES: readonly Scope[] = ['current', 'chosen', 'all', 'group'];

function savedGroup(value: unknown): SavedScope['group'] {
  if (!value || typeof value !== 'object') return undefined;
  const { id, name } = value as { id?: unknown; name?: unknown };
  return Number.isInteger(id) && typeof name === 'string' ? { id: id as number, name } : undefined;
}

/**
 * A reopened panel asks about the same tabs as before it closed: restores the scope (chosen tabs
 * that have closed since drop out; a group is the group as it is now), then saves every change.
 */
export async function keepScope(state: PanelState, store: ScopeStore): Promise<() => void> {
  const saved = await store.load();
  const group = savedGroup(saved?.group);
  if (saved && SCOPES.includes(saved.scope) && (saved.scope !== 'group' || group)) {
    state.chosen.value = new Set(saved.chosen.filter((id) => Number.isInteger(id)));
    // A group that is gone since is not claimed: fallBackWhenGroupGone says so once the groups are listed.
    state.group.value = group;
    state.scope.value = saved.scope;
  }
  let first = true;
  return effect(() => {
    const group = state.group.value;
    const next: SavedScope = { scope: state.scope.value, chosen: [...state.chosen.value], ...(group ? { group } : {}) };
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
