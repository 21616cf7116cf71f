import { usePanel } from '../panel-context';
import './error-line.css';

/** The panel's one error line, beside the question box; present but hidden (for screen readers' live region) when all is well. */
export function ErrorLine() {
  const { state } = usePanel();
  const error = state.error.value;
  return (
    <div class="error" role="alert" data-testid="error" hidden={!error}>
      {error}
    </div>
  );
}
