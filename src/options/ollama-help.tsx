import { ui } from '../i18n/ui-translator';
import { anyExtensionOrigin, ollamaOriginsSteps } from '../backends/openai/openai-errors';
import { fillSlots, SLOTS } from '../i18n/fill-slots';

/** Ollama refuses extensions until told to allow them: the steps, per system, with this extension's exact origin. */
export function OllamaHelp({ extensionOrigin }: { extensionOrigin: string }) {
  return (
    <details class="hint">
      <summary>{ui.t('usingOllama')}</summary>
      <p>
        {fillSlots(ui.t('ollamaHelp', SLOTS[0], SLOTS[1], SLOTS[2]), [
          <code key="variable">OLLAMA_ORIGINS</code>,
          <code key="origin">{extensionOrigin}</code>,
          <code key="any">{anyExtensionOrigin(extensionOrigin)}</code>,
        ])}
      </p>
      <dl>
        {ollamaOriginsSteps(extensionOrigin).map(({ system, steps }) => (
          <div key={system}>
            <dt>{system}</dt>
            <dd>
              <ol>
                {steps.map(({ say, code }) => (
                  <li key={`${say ?? ''}${code ?? ''}`}>
                    {say}
                    {say && code && ' '}
                    {code && <code>{code}</code>}
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
