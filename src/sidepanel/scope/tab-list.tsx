import { ui } from '../../i18n/ui-translator';
import { usePanel } from '../panel-context';
import { isEmptyTab } from '../state/is-empty-tab';
import { toggleChosen } from '../state/panel-state';
import type { TabItem } from '../state/tab-item';
import { tabLabel } from '../state/tab-label';
import { describeStatus } from './describe-status';
import './tab-list.css';

function TabOption({ tab, current }: { tab: TabItem; current: boolean }) {
  const { state } = usePanel();
  const included = state.inScope.value.includes(tab.id);
  const status = state.statuses.value.get(tab.id);
  const { name, site } = tabLabel(tab.title, tab.url);
  return (
    <li class={included ? 'tab included' : 'tab'}>
      <label data-testid="tab-option" data-tab-id={tab.id}>
        <input type="checkbox" checked={included} onChange={() => toggleChosen(state, tab.id)} />
        {tab.favIconUrl && /^(https?|data):/.test(tab.favIconUrl) ? <img class="favicon" src={tab.favIconUrl} alt="" /> : null}
        <span class="tab-title" title={tab.url}>
          {name}
          {site ? <span class="tab-site"> · {site}</span> : null}
        </span>
        {current ? <span class="badge">{ui.t('tabCurrent')}</span> : null}
      </label>
      {included && status ? (
        <div class={`tab-status ${status.state}`} data-testid="tab-status" data-tab-id={tab.id} data-state={status.state}>
          {describeStatus(status)}
        </div>
      ) : null}
    </li>
  );
}

/** The window's tabs, the current one first (never scrolled out of sight), each with a box and, in scope, its status. */
export function TabList() {
  const { state } = usePanel();
  const currentId = state.currentTabId.value;
  // An empty new tab is nothing to choose (review R16), unless it is the one in front.
  const tabs = state.tabs.value.filter((t) => t.id === currentId || !isEmptyTab(t.url));
  if (tabs.length === 0) return <p class="muted">{ui.t('noTabs')}</p>;
  const ordered = [...tabs.filter((t) => t.id === currentId), ...tabs.filter((t) => t.id !== currentId)];
  return (
    <ul class="tabs" aria-label={ui.t('tabsLabel')}>
      {ordered.map((tab) => (
        <TabOption key={tab.id} tab={tab} current={tab.id === currentId} />
      ))}
    </ul>
  );
}
