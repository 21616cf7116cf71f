import { ui } from '../../i18n/ui-translator';
import { usePanel } from '../panel-context';
import { tabLabel } from '../state/tab-label';
import type { ReadingProgress } from '../session/turn';
import './reading-line.css';

/** While tabs are read: "Reading tabs… 2 of 3", and each slow tab with a way to stop waiting for it. */
export function ReadingLine({ reading }: { reading: ReadingProgress }) {
  const { state } = usePanel();
  // Only tabs the browser says are still loading: the others are being read and take a moment.
  const slow = reading.waiting.filter((id) => state.tabs.value.find((t) => t.id === id)?.loading);
  return (
    <div class="reading" data-testid="ask-progress">
      <span>{reading.total === 1 ? ui.t('readingTab') : ui.t('readingTabs', reading.done, reading.total)}</span>
      {slow.map((tabId) => {
        const tab = state.tabs.value.find((t) => t.id === tabId)!;
        const { name } = tabLabel(tab.title, tab.url);
        return (
          <span key={tabId} class="waiting" data-testid="waiting-tab" data-tab-id={tabId}>
            {ui.t('waitingForTab', name)}{' '}
            {reading.total > 1 && (
              <button type="button" data-testid="skip-tab" onClick={() => reading.skip(tabId)}>
                {ui.t('skipIt')}
              </button>
            )}
          </span>
        );
      })}
    </div>
  );
}
