import { ui } from '../../i18n/ui-translator';
import { fillSlots, SLOTS } from '../../i18n/fill-slots';
import { removeSelection } from '../actions/watch-pending-selection';
import { usePanel } from '../panel-context';
import './selection-quote.css';

/** The text sent with "Ask about selection", quoted above the question; × removes it. */
export function SelectionQuote() {
  const { state } = usePanel();
  const selection = state.selection.value;
  if (!selection) return null;
  return (
    <figure class="selection" data-testid="selection">
      <blockquote>{selection.text}</blockquote>
      <figcaption>
        {fillSlots(ui.t('selectionFrom', SLOTS[0]), [<span class="selection-source">{selection.title || selection.url}</span>])}
        <button type="button" class="remove" aria-label={ui.t('removeSelection')} data-testid="selection-remove" onClick={() => void removeSelection(state)}>
          ×
        </button>
      </figcaption>
    </figure>
  );
}
