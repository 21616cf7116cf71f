import { ui } from '../../i18n/ui-translator';
import type { TurnRetrieval } from '../../history/kept-turn';

/**
 * Which tab answered a question about "this page" when it was not among the chosen tabs: the
 * question went to the tab in front of the user instead of them, and they should not have to guess.
 */
export function ThisPageLine({ retrieval }: { retrieval: TurnRetrieval }) {
  const tabId = retrieval.thisPageOutsideScope;
  if (tabId === undefined) return null;
  const name = retrieval.names[tabId];
  if (name === undefined) return null;
  return (
    <p class="muted this-page-line" data-testid="this-page-line" data-tab-id={tabId}>
      {ui.t('thisPageOutsideScope', name)}
    </p>
  );
}
