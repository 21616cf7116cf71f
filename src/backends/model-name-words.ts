import { ui } from '../i18n/ui-translator';
import type { ModelName } from '../models/model-name';

/**
 * A model's name as the panel and the options page show it, in the interface's language. A catalogue
 * model's name is its data alone ("Qwen2.5 1.5B (q4f16)": family, size, quantization need no
 * translation); where it runs is not in it, since the sentence or row that shows it says so once
 * ("… is loaded on the processor", "… · processor · 386 MB"). A server's model is a whole message
 * (`modelOnServer`), so "on" is never English in another language.
 */
export function modelNameWords(name: ModelName): string {
  switch (name.of) {
    case 'catalogue':
      return `${name.family} ${name.size} (${name.quantization})`;
    case 'server':
      return ui.t('modelOnServer', name.model, name.host);
    case 'chrome-ai':
      return ui.t('chromeModelLabel');
    case 'id':
      return name.id;
  }
}
