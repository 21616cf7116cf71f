import { useState } from 'preact/hooks';
import type { ConnectionResult } from '../backends/openai/check-connection';
import type { SettingsForm } from '../backends/validate-backend-settings';
import { ui } from '../i18n/ui-translator';
import { codeSpans } from '../i18n/code-spans';

/** `code` in a message (a command to run) as code, the rest as text nodes: never HTML. */
const withCode = (text: string) => codeSpans(text).map((span, i) => (span.code ? <code key={i}>{span.text}</code> : span.text));

/** "Test connection": asks the server for its models before the user relies on it. */
export function ServerTest({ form, testServer }: { form: SettingsForm; testServer(form: SettingsForm): Promise<ConnectionResult> }) {
  const [result, setResult] = useState<ConnectionResult | 'testing' | undefined>(undefined);
  const run = async () => {
    setResult('testing');
    setResult(await testServer(form));
  };
  let message = '';
  let fix = '';
  if (result === 'testing') message = ui.t('serverTesting');
  else if (result?.ok) {
    message = result.hasModel
      ? ui.t('serverConnected', result.host, form.model.trim())
      : ui.t('serverConnectedNoModel', result.host, form.model.trim());
    if (!result.hasModel) fix = result.models.length > 0 ? ui.t('serverModelsListed', ui.list(result.models.slice(0, 12))) : ui.t('serverNoModels');
  } else if (result) {
    message = result.error.message;
    fix = result.error.fix ?? '';
  }
  const bad = result !== undefined && result !== 'testing' && (!result.ok || !result.hasModel);
  return (
    <div class="server-test">
      <button type="button" data-testid="backend-test" onClick={() => void run()} disabled={result === 'testing'}>
        {ui.t('serverTestButton')}
      </button>
      <div role="status" data-testid="backend-test-result" class={bad ? 'status-error' : ''} data-ok={result !== undefined && result !== 'testing' ? String(!bad) : undefined}>
        {message && <p>{withCode(message)}</p>}
        {fix && <p class="fix">{withCode(fix)}</p>}
      </div>
    </div>
  );
}
