import { startContent } from '../src/content/start-content';

// Not in the manifest's content_scripts: the background injects it into a tab when the user asks
// about that tab (src/background/ensure-content-script.ts), including tabs opened before install.
export default defineContentScript({
  // file:// pages work only once the user turns on "Allow access to file URLs" (see restricted-url.ts).
  matches: ['http://*/*', 'https://*/*', 'file:///*'],
  registration: 'runtime',
  main: (ctx) => startContent(ctx),
});
