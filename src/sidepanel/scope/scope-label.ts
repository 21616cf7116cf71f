import { ui } from '../../i18n/ui-translator';
import type { Scope } from '../../messaging/scope';

/** The compact scope control's words: "This tab", "3 chosen tabs", "All 12 tabs", "Laptops · 2 tabs". */
export function scopeLabel(scope: Scope, count: number, groupName = ''): string {
  switch (scope) {
    case 'current':
      return ui.t('scopeThisTab');
    case 'chosen':
      return ui.plural('scopeChosenCount', count);
    case 'all':
      return ui.plural('scopeAllCount', count);
    case 'group':
      return ui.plural('scopeGroupCount', count, groupName);
  }
}
