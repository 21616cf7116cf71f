import { mountPanel } from '../../src/sidepanel/mount-panel';
import { createBrowserModelController } from '../../src/sidepanel/model-answer/browser-model-controller';
import { createModelAnswerer } from '../../src/sidepanel/model-answer/model-answerer';
import { sessionConversationStore } from '../../src/sidepanel/model-answer/saved-conversation';
import { currentWindowId } from '../../src/platform/tabs';

mountPanel(document.getElementById('app')!, {
  createAnswerer: (state, api) =>
    createModelAnswerer(state, api, {
      controller: createBrowserModelController(),
      openOptions: () => browser.runtime.openOptionsPage(),
      conversation: sessionConversationStore(currentWindowId()),
    }),
});
