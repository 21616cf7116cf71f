import { ui } from '../../i18n/ui-translator';
import type { TurnRetrieval } from '../../history/kept-turn';

/**
 * A comparison that found one tab to compare ("Which laptop is lighter?" with one laptop review
 * among other pages): it was answered as a question about that tab's facts, and the turn says so
 * rather than leaving the reader to wonder where the other side went.
 */
export function ComparedAloneLine({ retrieval }: { retrieval: TurnRetrieval }) {
  const alone = retrieval.comparedAlone;
  if (!alone) return null;
  const name = retrieval.names[alone.tabId];
  if (name === undefined) return null;
  return (
    <p class="muted compared-alone-line" data-testid="compared-alone" data-tab-id={alone.tabId}>
      {alone.subject ? ui.t('comparedAloneSubject', alone.subject, name) : ui.t('comparedAlone', name)}
    </p>
  );
}
