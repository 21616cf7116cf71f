import { mountPanel } from '../../src/sidepanel/mount-panel';

mountPanel(document.getElementById('app')!);
