import { usePanel } from '../panel-context';

/** While a question is being asked: how many of its tabs have been read so far. */
export function AskProgress() {
  const { state } = usePanel();
  if (!state.asking.value) return null;
  const ids = state.inScope.value;
  const done = ids.filter((id) => {
    const status = state.statuses.value.get(id);
    return status && status.state !== 'reading';
  }).length;
  return (
    <p class="progress muted" role="status" data-testid="ask-progress">
      {done < ids.length ? `Reading tabs… ${done} of ${ids.length}` : 'Finding the best passages…'}
    </p>
  );
}
