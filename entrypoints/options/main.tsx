import { render } from 'preact';
import { backendSettings } from '../../src/models/backend-settings';
import { OptionsPage } from '../../src/options/options-page';
import '../../src/options/options.css';

render(
  <OptionsPage store={backendSettings} extensionOrigin={new URL(browser.runtime.getURL('/')).origin} />,
  document.getElementById('app')!,
);
