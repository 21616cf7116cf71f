import { useState } from 'preact/hooks';
import { ui } from '../../i18n/ui-translator';
import { usePanel } from '../panel-context';
import type { TurnRetrieval } from '../../history/kept-turn';
import './read-tabs-line.css';

/**
 * Which tabs an "All tabs" question over many tabs read: "Read 5 of 38 tabs: A, B, C, D and E",
 * the others on demand, best first, each with "Add" (asks again with that tab read too), and the
 * 200-tab bound when the window is over it.
 */
export function ReadTabsLine({ retrieval, question, latest }: { retrieval: TurnRetrieval; question: string; latest: boolean }) {
  const { state, ask } = usePanel();
  const [open, setOpen] = useState(false);
  const choice = retrieval.choice;
  if (!choice) return null;
  const name = (id: number) => retrieval.names[id] ?? ui.t('closedTab');
  const open_ = open && latest;
  return (
    <div class="read-tabs muted" data-testid={latest ? 'read-tabs' : 'previous-read-tabs'} data-read={choice.read.length} data-of={choice.total}>
      <p>
        {ui.t('readSomeTabs', choice.total, choice.read.length, ui.list(choice.read.map(name)))}
        {latest && choice.others.length > 0 && (
          <button type="button" class="link-button" data-testid="show-other-tabs" aria-expanded={open_} onClick={() => setOpen(!open)}>
            {open_ ? ui.t('hideOtherTabs') : ui.t('showOtherTabs', choice.others.length)}
          </button>
        )}
      </p>
      {choice.limit !== undefined && <p data-testid="tab-limit">{ui.t('tabLimitReached', choice.total, choice.limit)}</p>}
      {open_ && (
        <ul class="other-tabs">
          {choice.others.map((id) => (
            <li key={id} data-testid="other-tab" data-tab-id={id}>
              <span class="other-tab-name">{name(id)}</span>
              {state.tabs.value.some((t) => t.id === id) && (
                <button
                  type="button"
                  data-testid="add-tab"
                  data-tab-id={id}
                  aria-label={ui.t('addTabLabel', name(id))}
                  onClick={() => {
                    state.alsoRead.value = new Set([...state.alsoRead.value, id]);
                    void ask(question);
                  }}
                >
                  {ui.t('addTab')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
