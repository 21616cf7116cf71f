import { computed, signal } from '@preact/signals';
import type { PendingSelection } from '../../messaging/pending-selection';
import { pickCurrentTab } from './pick-current-tab';
import type { Scope } from '../../messaging/scope';
import { scopeTabIds } from './scope-tab-ids';
import type { PanelTabStatus, TabGroupItem, TabItem } from './tab-item';

/** The tab group a question goes to: its id, and its name when chosen (to say so if it is gone). */
export interface ChosenGroup {
  id: number;
  name: string;
}

/**
 * The panel's state outside the conversation (which lives in the answer session): the window's tabs,
 * what a question goes to, the question box, the quoted selection and the one error line. Components
 * only render it and call actions. One instance per panel page; tests create their own.
 */
export function createPanelState() {
  const tabs = signal<TabItem[]>([]);
  const scope = signal<Scope>('current');
  const chosen = signal<ReadonlySet<number>>(new Set());
  /** The window's tab groups; `groupsKnown` once the browser has listed them (none where it has no tab groups). */
  const groups = signal<readonly TabGroupItem[]>([]);
  const groupsKnown = signal(false);
  const group = signal<ChosenGroup | undefined>(undefined);
  /** Tabs the user added to a many-tab question ("Add"): read for every question until the scope changes. */
  const alsoRead = signal<ReadonlySet<number>>(new Set());
  /** A line under the scope control, said once: the chosen group is gone, so the scope fell back. */
  const scopeNotice = signal<string | null>(null);
  const statuses = signal<ReadonlyMap<number, PanelTabStatus>>(new Map());
  const question = signal('');
  /** Questions asked in this panel, oldest first: ↑ in an empty box recalls them. */
  const asked = signal<readonly string[]>([]);
  const selection = signal<PendingSelection | null>(null);
  const error = signal<string | null>(null);
  /** The scope control's tab list is open. */
  const scopeOpen = signal(false);
  /** Bumped to move keyboard focus to the question box. */
  const focusRequest = signal(0);
  /** Tabs the user skipped while they were read: later questions skip them too until their reading ends. */
  const skippedTabs = signal<ReadonlySet<number>>(new Set());

  const currentTabId = computed(() => pickCurrentTab(tabs.value));
  const inScope = computed(() => scopeTabIds(scope.value, tabs.value, chosen.value, currentTabId.value, group.value?.id));

  return { tabs, scope, chosen, groups, groupsKnown, group, alsoRead, scopeNotice, statuses, question, asked, selection, error, scopeOpen, focusRequest, skippedTabs, currentTabId, inScope };
}

export type PanelState = ReturnType<typeof createPanelState>;

export function setStatus(state: PanelState, status: PanelTabStatus): void {
  const next = new Map(state.statuses.value);
  next.set(status.tabId, status);
  state.statuses.value = next;
  if (status.state !== 'reading' && state.skippedTabs.value.has(status.tabId)) {
    const skipped = new Set(state.skippedTabs.value);
    skipped.delete(status.tabId);
    state.skippedTabs.value = skipped;
  }
}

/**
 * Changes what questions go to. "Chosen tabs" starts from the current tab ticked when nothing is
 * chosen yet (an empty choice would only earn a "choose a tab" error on the next question).
 */
export function setScope(state: PanelState, scope: Scope, group?: ChosenGroup): void {
  state.scopeNotice.value = null;
  state.alsoRead.value = new Set();
  if (scope === 'group') {
    if (!group) return;
    state.group.value = group;
  }
  if (scope === 'chosen' && state.chosen.value.size === 0 && state.currentTabId.value !== undefined) {
    state.chosen.value = new Set([state.currentTabId.value]);
  }
  state.scope.value = scope;
}

/** Ticks or unticks a tab; ticking while asking about the current or all tabs starts a choice from what is in scope now. */
export function toggleChosen(state: PanelState, tabId: number): void {
  const next = new Set(state.scope.value === 'chosen' ? state.chosen.value : state.inScope.value);
  if (next.has(tabId)) next.delete(tabId);
  else next.add(tabId);
  state.chosen.value = next;
  state.scope.value = 'chosen';
}
