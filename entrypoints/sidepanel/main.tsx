import { history } from '../../src/history/history-store';
import { historyRetention } from '../../src/history/retention';
import { applyDocumentLanguage } from '../../src/i18n/ui-translator';
import { isPrivateWindow } from '../../src/platform/private-window';
import { currentWindowId, focusTab, openExtensionDetails, openTabBeside, reloadTab } from '../../src/platform/tabs';
import { timedMethods } from '../../src/platform/timings';
import { keptConversationStore } from '../../src/sidepanel/session/saved-conversation';
import { createBrowserModelController } from '../../src/sidepanel/model-setup/browser-model-controller';
import { mountPanel } from '../../src/sidepanel/mount-panel';
import { backgroundApi } from '../../src/sidepanel/panel-api';
import { sessionScopeStore } from '../../src/sidepanel/state/saved-scope';

applyDocumentLanguage();
const windowId = currentWindowId();
// A private window's conversations are not kept: no history at all there.
void isPrivateWindow().then((privateWindow) => {
  const kept = privateWindow ? {} : { conversation: keptConversationStore(windowId, history(), historyRetention), history: history() };
  mountPanel(document.getElementById('app')!, {
    // Each call to the service worker measured, for bench:panel (src/platform/timings.ts).
    api: timedMethods(backgroundApi, 'panel'),
    modelController: createBrowserModelController(),
    openOptions: () => browser.runtime.openOptionsPage(),
    tabActions: { reload: reloadTab, show: focusTab, openFileAccessSetting: openExtensionDetails, openPage: (url) => openTabBeside(undefined, url) },
    ...kept,
    scope: sessionScopeStore(windowId),
  });
});
