import { render } from 'preact';
import { applyDocumentLanguage, ui } from '../../src/i18n/ui-translator';
import { checkConnection } from '../../src/backends/openai/check-connection';
import { promptApiAvailability } from '../../src/backends/chrome-ai/prompt-api';
import { browserModelManager } from '../../src/options/browser-model-manager';
import { backendSettings } from '../../src/backends/backend-settings';
import { history } from '../../src/history/history-store';
import { historyRetention } from '../../src/history/retention';
import { OptionsPage } from '../../src/options/options-page';
import { downloadFile } from '../../src/platform/download-file';
import '../../src/options/options.css';

applyDocumentLanguage();
document.title = ui.t('optionsTitle');
const extensionOrigin = new URL(browser.runtime.getURL('/')).origin;
render(
  <OptionsPage
    store={backendSettings}
    extensionOrigin={extensionOrigin}
    testServer={(form) => checkConnection({ baseUrl: form.url, model: form.model, apiKey: form.key, extensionOrigin })}
    models={browserModelManager()}
    history={{ history: history(), retention: historyRetention, download: downloadFile }}
    chromeAi={() => promptApiAvailability()}
  />,
  document.getElementById('app')!,
);
