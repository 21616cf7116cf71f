import { describe, expect, it } from 'vitest';
import { createPanelState } from './panel-state';
import { keepScope, migrateToVersion2 } from './saved-scope';
import type { SavedScope } from './saved-scope-shape';

function memoryStore(initial: SavedScope | null) {
  let value = initial;
  return { load: async () => value, save: async (next: SavedScope) => void (value = next), get: () => value };
}

describe('keepScope', () => {
  it('restores the scope a closed panel had, and saves changes', async () => {
    const store = memoryStore({ scope: 'chosen', chosen: [3, 5] });
    const state = createPanelState();
    await keepScope(state, store);
    expect(state.scope.value).toBe('chosen');
    expect([...state.chosen.value]).toEqual([3, 5]);
    state.scope.value = 'all';
    expect(store.get()).toEqual({ scope: 'all', chosen: [3, 5] });
  });

  it('ignores what it does not understand', async () => {
    const state = createPanelState();
    await keepScope(state, memoryStore({ scope: 'everything' as never, chosen: [] }));
    expect(state.scope.value).toBe('current');
  });

  it('keeps a tab group, and restores it by id', async () => {
    const store = memoryStore({ scope: 'group', chosen: [], group: { id: 4, name: 'Laptops' } });
    const state = createPanelState();
    await keepScope(state, store);
    expect(state.scope.value).toBe('group');
    expect(state.group.value).toEqual({ id: 4, name: 'Laptops' });
    state.group.value = { id: 9, name: 'Trip' };
    expect(store.get()).toEqual({ scope: 'group', chosen: [], group: { id: 9, name: 'Trip' } });
  });

  it('does not restore a group scope without its group', async () => {
    const state = createPanelState();
    await keepScope(state, memoryStore({ scope: 'group', chosen: [] }));
    expect(state.scope.value).toBe('current');
  });

  it('migrates version 1 (three scopes, no group) to version 2', () => {
    expect(migrateToVersion2({ scope: 'all', chosen: [1] })).toEqual({ scope: 'all', chosen: [1] });
    expect(migrateToVersion2(null)).toBeNull();
  });
});
