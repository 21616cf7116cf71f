import { ui } from '../../i18n/ui-translator';
import type { Scope } from '../../messaging/scope';

/** The compact scope control's words: "This tab", "3 chosen tabs", "All 12 tabs". */
export function scopeLabel(scope: Scope, count: number): string {
  switch (scope) {
    case 'current':
      return ui.t('scopeThisTab');
    case 'chosen':
      return ui.plural('scopeChosenCount', count);
    case 'all':
      return ui.plural('scopeAllCount', count);
  }
}
