import { startBackground } from '../src/background/start-background';
import { startFirefoxEngineHost } from '../src/offscreen/engine-host/start-firefox-engine-host';

export default defineBackground(() => {
  startBackground();
  // Firefox: the engine host lives here, in the background page (Chrome's is in the offscreen document).
  if (import.meta.env.FIREFOX) startFirefoxEngineHost();
});
