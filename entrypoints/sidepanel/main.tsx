import { mountPanel } from '../../src/sidepanel/mount-panel';
import { createModelAnswerer } from '../../src/sidepanel/model-answer/model-answerer';

mountPanel(document.getElementById('app')!, { createAnswerer: (state, api) => createModelAnswerer(state, api) });
