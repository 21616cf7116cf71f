import { useState } from 'preact/hooks';
import { type ConnectionResult, findServerModel } from '../backends/openai/check-connection';
import type { SettingsForm } from '../backends/validate-backend-settings';
import { ui } from '../i18n/ui-translator';
import { codeSpans } from '../i18n/code-spans';

/** `code` in a message (a command to run) as code, the rest as text nodes: never HTML. */
const withCode = (text: string) => codeSpans(text).map((span, i) => (span.code ? <code key={i}>{span.text}</code> : span.text));

export interface ServerTestProps {
  form: SettingsForm;
  testServer(form: SettingsForm): Promise<ConnectionResult>;
  /** Puts one of the server's models in the form's model name. */
  onPick(model: string): void;
}

/**
 * "Test connection": asks the server for its models before the user relies on it, says whether the
 * model named is one of them, and offers them to pick from. Whether the model is there is read from
 * the form as it is now, so picking one (or typing) answers at once, without testing again.
 */
export function ServerTest({ form, testServer, onPick }: ServerTestProps) {
  const [tested, setTested] = useState<{ url: string; key: string; result: ConnectionResult | 'testing' } | undefined>(undefined);
  // A result speaks of the address and key it was tested with: once either changes it no longer holds (review R12).
  // Read in the render that shows the edit, not reset by an effect a frame later (a busy page showed the old result).
  const result = tested && tested.url === form.url && tested.key === form.key ? tested.result : undefined;
  const run = async () => {
    const { url, key } = form;
    setTested({ url, key, result: 'testing' });
    const answer = await testServer(form);
    // An answer for an address since edited is dropped with it.
    setTested((now) => (now?.url === url && now.key === key ? { url, key, result: answer } : now));
  };
  const wanted = form.model.trim();
  const models = result !== undefined && result !== 'testing' && result.ok ? result.models : [];
  const found = findServerModel(models, wanted);
  let message = '';
  let fix = '';
  if (result === 'testing') message = ui.t('serverTesting');
  else if (result?.ok) {
    // No name yet is not "no model named “”": say so, and offer what the server has.
    if (found) message = ui.t('serverConnected', result.host, wanted);
    else if (!wanted) message = models.length > 0 ? ui.t('serverConnectedChoose', result.host) : ui.t('serverConnectedNoName', result.host);
    else message = ui.t('serverConnectedNoModel', result.host, wanted);
    if (!found && models.length === 0) fix = ui.t('serverNoModels');
  } else if (result) {
    message = result.error.message;
    fix = result.error.fix ?? '';
  }
  const bad = result !== undefined && result !== 'testing' && !found;
  return (
    <div class="server-test">
      <button type="button" data-testid="backend-test" onClick={() => void run()} disabled={result === 'testing'}>
        {ui.t('serverTestButton')}
      </button>
      <div role="status" data-testid="backend-test-result" class={bad ? 'status-error' : ''} data-ok={result !== undefined && result !== 'testing' ? String(!bad) : undefined}>
        {message && <p>{withCode(message)}</p>}
        {fix && <p class="fix">{withCode(fix)}</p>}
      </div>
      {models.length > 0 && (
        <p class="field">
          <label for="backend-test-models">{ui.t('serverModelsLabel')}</label>
          <select id="backend-test-models" data-testid="backend-test-models" value={found ?? ''} onChange={(event) => onPick(event.currentTarget.value)}>
            {/* Until a model of the list is named, the list asks for one rather than showing the first as chosen. */}
            {!found && (
              <option value="" disabled>
                {ui.t('serverModelsPrompt')}
              </option>
            )}
            {models.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </p>
      )}
    </div>
  );
}
