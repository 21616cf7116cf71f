import { startBackground } from '../src/background/start-background';
import { startFirefoxEngineHost } from '../src/offscreen/engine-host/start-firefox-engine-host';
import { startFirefoxPdfReader } from '../src/offscreen/pdf/start-firefox-pdf-reader';

export default defineBackground(() => {
  // Firefox: the PDF reader and the engine host live here, in the background page (Chrome's are in the
  // offscreen document).
  startBackground(import.meta.env.FIREFOX ? { pdfReader: startFirefoxPdfReader() } : {});
  if (import.meta.env.FIREFOX) startFirefoxEngineHost();
});
