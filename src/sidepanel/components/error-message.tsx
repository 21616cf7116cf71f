import { usePanel } from '../panel-context';

/** The panel's one error area; empty (but present for screen readers) when all is well. */
export function ErrorMessage() {
  const { state } = usePanel();
  return (
    <div class="error" role="alert" data-testid="error" hidden={!state.error.value}>
      {state.error.value}
    </div>
  );
}
