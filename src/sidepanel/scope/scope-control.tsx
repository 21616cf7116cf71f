import { ui } from '../../i18n/ui-translator';
import { useRef } from 'preact/hooks';
import type { PlainKey } from '../../i18n/message-key';
import { usePanel } from '../panel-context';
import { setScope } from '../state/panel-state';
import type { Scope } from '../../messaging/scope';
import { tabLabel } from '../state/tab-label';
import { scopeLabel } from './scope-label';
import { groupName } from '../state/group-name';
import { GroupChoice, GroupDot } from './group-choice';
import { TabList } from './tab-list';
import { useDismiss } from '../use-dismiss';
import './scope-control.css';

const OPTIONS: Array<[Scope, PlainKey]> = [
  ['current', 'scopeThisTab'],
  ['chosen', 'scopeChosen'],
  ['all', 'scopeAll'],
];

/**
 * What a question goes to, as one compact control ("This tab · <title>", "3 chosen tabs", "All 12
 * tabs") that opens the scope choice and the tab list on demand. The list stays in the document
 * while closed (hidden), so each tab's status is there for whoever looks.
 */
export function ScopeControl() {
  const { state } = usePanel();
  const open = state.scopeOpen.value;
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const count = state.inScope.value.length;
  const current = state.tabs.value.find((t) => t.id === state.currentTabId.value);
  const chosenGroup = state.scope.value === 'group' ? state.groups.value.find((g) => g.id === state.group.value?.id) : undefined;
  const name = chosenGroup ? groupName(chosenGroup, state.tabs.value) : (state.group.value?.name ?? '');
  const close = (refocus: boolean) => {
    state.scopeOpen.value = false;
    if (refocus) button.current?.focus();
  };

  useDismiss(open, [menu, button], () => close(false));

  return (
    <div class="scope">
      <span class="scope-prefix" id="scope-prefix">
        {ui.t('askAbout')}
      </span>
      <button
        ref={button}
        type="button"
        class="scope-chip"
        data-testid="scope"
        data-scope={state.scope.value}
        data-group-id={state.scope.value === 'group' ? state.group.value?.id : undefined}
        aria-expanded={open}
        aria-controls="scope-menu"
        aria-labelledby="scope-prefix scope-chip-text"
        onClick={() => (state.scopeOpen.value = !open)}
      >
        {chosenGroup ? <GroupDot color={chosenGroup.color} /> : null}
        <span id="scope-chip-text" class="scope-chip-text">
          {scopeLabel(state.scope.value, count, name)}
          {state.scope.value === 'current' && current ? <span class="scope-chip-tab"> · {tabLabel(current.title, current.url).name}</span> : null}
        </span>
        <span aria-hidden="true" class="chevron">
          ▾
        </span>
      </button>
      <div
        ref={menu}
        id="scope-menu"
        class="scope-menu"
        data-testid="scope-menu"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close(true);
          }
        }}
      >
        <fieldset class="scope-choice">
          <legend class="visually-hidden">{ui.t('askAbout')}</legend>
          {OPTIONS.map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="scope" value={value} checked={state.scope.value === value} onChange={() => setScope(state, value)} />
              {ui.t(label)}
            </label>
          ))}
          <GroupChoice />
        </fieldset>
        <TabList />
        <div class="scope-menu-foot">
          <button type="button" data-testid="scope-done" onClick={() => close(true)}>
            {ui.t('done')}
          </button>
        </div>
      </div>
    </div>
  );
}
