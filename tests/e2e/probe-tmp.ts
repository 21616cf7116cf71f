import { launchBrowser } from './support/launch-browser';
const t0 = Date.now();
const b = await launchBrowser();
console.log('launched', Date.now() - t0);
const panel = await b.openPanel();
console.log('panel', Date.now() - t0);
await b.close();
