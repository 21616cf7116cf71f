import { usePanel } from '../panel-context';
import type { TabItem } from '../state/panel-state';
import { describeStatus } from './describe-status';

function TabOption({ tab }: { tab: TabItem }) {
  const { state } = usePanel();
  const included = state.inScope.value.includes(tab.id);
  const status = state.statuses.value.get(tab.id);
  const toggle = () => {
    // Ticking a box while asking about the current or all tabs starts a choice from what is ticked now.
    const next = new Set(state.scope.value === 'chosen' ? state.chosen.value : state.inScope.value);
    if (next.has(tab.id)) next.delete(tab.id);
    else next.add(tab.id);
    state.chosen.value = next;
    state.scope.value = 'chosen';
  };
  return (
    <li class={included ? 'tab included' : 'tab'}>
      <label data-testid="tab-option" data-tab-id={tab.id}>
        <input type="checkbox" checked={included} onChange={toggle} />
        {tab.favIconUrl && /^(https?|data):/.test(tab.favIconUrl) ? <img class="favicon" src={tab.favIconUrl} alt="" /> : null}
        <span class="tab-title" title={tab.url}>
          {tab.title}
        </span>
        {tab.id === state.currentTabId.value ? <span class="badge">current</span> : null}
      </label>
      {included && status ? (
        <div class={`tab-status ${status.state}`} data-testid="tab-status" data-tab-id={tab.id} data-state={status.state}>
          {describeStatus(status)}
        </div>
      ) : null}
    </li>
  );
}

/** The window's tabs, with a box to choose each and, for tabs in scope, their reading status. */
export function TabList() {
  const { state } = usePanel();
  if (state.tabs.value.length === 0) return <p class="muted">No tabs in this window.</p>;
  return (
    <ul class="tabs" aria-label="Tabs in this window">
      {state.tabs.value.map((tab) => (
        <TabOption key={tab.id} tab={tab} />
      ))}
    </ul>
  );
}
