import { ui } from '../../i18n/ui-translator';
import { usePanel } from '../panel-context';
import { groupName } from '../state/group-name';
import { setScope } from '../state/panel-state';
import type { TabGroupItem } from '../state/tab-item';
import './group-choice.css';

/** A group's colour as a small dot beside its name; the browser's colour names map to CSS classes. */
export function GroupDot({ color }: { color: string }) {
  return <span aria-hidden="true" class={`group-dot group-${/^[a-z]+$/.test(color) ? color : 'grey'}`} />;
}

function GroupOption({ group }: { group: TabGroupItem }) {
  const { state } = usePanel();
  const tabs = state.tabs.value;
  const count = tabs.filter((t) => t.groupId === group.id).length;
  const name = groupName(group, tabs);
  const checked = state.scope.value === 'group' && state.group.value?.id === group.id;
  return (
    <label data-testid="scope-group" data-group-id={group.id} data-color={group.color}>
      <input type="radio" name="scope" value="group" checked={checked} onChange={() => setScope(state, 'group', { id: group.id, name })} />
      <GroupDot color={group.color} />
      <span class="group-name">{ui.plural('scopeGroupCount', count, name)}</span>
    </label>
  );
}

/**
 * The window's tab groups as scope choices, by title and colour ("Laptops · 2 tabs"), collapsed
 * ones too; nothing where the window has no groups or the browser none at all.
 */
export function GroupChoice() {
  const { state } = usePanel();
  const groups = state.groups.value;
  if (groups.length === 0) return null;
  return (
    <div class="group-choice" role="group" aria-label={ui.t('scopeGroups')}>
      <span class="group-choice-head muted">{ui.t('scopeGroups')}</span>
      {groups.map((group) => (
        <GroupOption key={group.id} group={group} />
      ))}
    </div>
  );
}
