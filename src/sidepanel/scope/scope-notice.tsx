import { usePanel } from '../panel-context';

/** The line above the scope control that says, once, why the scope changed by itself (a tab group is gone). */
export function ScopeNotice() {
  const { state } = usePanel();
  const notice = state.scopeNotice.value;
  if (!notice) return null;
  return (
    <p class="scope-notice muted" data-testid="scope-notice" role="status">
      {notice}
    </p>
  );
}
