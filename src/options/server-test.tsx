import { useState } from 'preact/hooks';
import type { ConnectionResult } from '../backends/openai/check-connection';
import type { SettingsForm } from '../backends/validate-backend-settings';

/** "Test connection": asks the server for its models before the user relies on it. */
export function ServerTest({ form, testServer }: { form: SettingsForm; testServer(form: SettingsForm): Promise<ConnectionResult> }) {
  const [result, setResult] = useState<ConnectionResult | 'testing' | undefined>(undefined);
  const run = async () => {
    setResult('testing');
    setResult(await testServer(form));
  };
  let message = '';
  let fix = '';
  if (result === 'testing') message = 'Testing…';
  else if (result?.ok) {
    message = result.hasModel
      ? `Connected to ${result.host}: “${form.model.trim()}” is there.`
      : `Connected to ${result.host}, but it has no model named “${form.model.trim()}”.`;
    if (!result.hasModel) fix = result.models.length > 0 ? `It has: ${result.models.slice(0, 12).join(', ')}` : 'It lists no models.';
  } else if (result) {
    message = result.error.message;
    fix = result.error.fix ?? '';
  }
  const bad = result !== undefined && result !== 'testing' && (!result.ok || !result.hasModel);
  return (
    <div class="server-test">
      <button type="button" data-testid="backend-test" onClick={() => void run()} disabled={result === 'testing'}>
        Test connection
      </button>
      <div role="status" data-testid="backend-test-result" class={bad ? 'status-error' : ''} data-ok={result !== undefined && result !== 'testing' ? String(!bad) : undefined}>
        {message && <p>{message}</p>}
        {fix && <p class="fix">{fix}</p>}
      </div>
    </div>
  );
}
