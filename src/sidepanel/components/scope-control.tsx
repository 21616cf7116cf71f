import { usePanel } from '../panel-context';
import type { Scope } from '../state/panel-state';

const OPTIONS: Array<[Scope, string]> = [
  ['current', 'Current tab'],
  ['chosen', 'Chosen tabs'],
  ['all', 'All tabs'],
];

/** Which tabs a question goes to. */
export function ScopeControl() {
  const { state } = usePanel();
  return (
    <fieldset class="scope" data-testid="scope">
      <legend>Ask about</legend>
      {OPTIONS.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name="scope"
            value={value}
            checked={state.scope.value === value}
            onChange={() => (state.scope.value = value)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
