import { applyDocumentLanguage } from '../../src/i18n/ui-translator';
import { currentWindowId, focusTab, openExtensionDetails, reloadTab } from '../../src/platform/tabs';
import { timedMethods } from '../../src/platform/timings';
import { sessionConversationStore } from '../../src/sidepanel/conversation/saved-conversation';
import { createBrowserModelController } from '../../src/sidepanel/model-setup/browser-model-controller';
import { mountPanel } from '../../src/sidepanel/mount-panel';
import { backgroundApi } from '../../src/sidepanel/panel-api';
import { sessionScopeStore } from '../../src/sidepanel/state/saved-scope';

applyDocumentLanguage();
const windowId = currentWindowId();
mountPanel(document.getElementById('app')!, {
  // Each call to the service worker measured, for bench:panel (src/platform/timings.ts).
  api: timedMethods(backgroundApi, 'panel'),
  modelController: createBrowserModelController(),
  openOptions: () => browser.runtime.openOptionsPage(),
  tabActions: { reload: reloadTab, show: focusTab, openFileAccessSetting: openExtensionDetails },
  conversation: sessionConversationStore(windowId),
  scope: sessionScopeStore(windowId),
});
