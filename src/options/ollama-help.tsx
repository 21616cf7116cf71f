import { anyExtensionOrigin, ollamaOriginsSteps } from '../backends/openai/openai-errors';

/** Ollama refuses extensions until told to allow them: the steps, per system, with this extension's exact origin. */
export function OllamaHelp({ extensionOrigin }: { extensionOrigin: string }) {
  return (
    <details class="hint">
      <summary>Using Ollama?</summary>
      <p>
        Ollama answers “403 Forbidden” to browser extensions until it is told to allow them: set <code>OLLAMA_ORIGINS</code> to{' '}
        <code>{extensionOrigin}</code> (or <code>{anyExtensionOrigin(extensionOrigin)}</code>) and restart it.
      </p>
      <dl>
        {ollamaOriginsSteps(extensionOrigin).map(({ system, steps }) => (
          <div key={system}>
            <dt>{system}</dt>
            <dd>
              <ol>
                {steps.map((step) => (
                  <li key={step}>
                    <code>{step}</code>
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
