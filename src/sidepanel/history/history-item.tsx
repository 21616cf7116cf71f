import { useState } from 'preact/hooks';
import { ui } from '../../i18n/ui-translator';
import type { ConversationSummary } from '../../history/kept-conversation';
import { highlightRanges, oneLine, snippetAround } from '../../history/highlight-ranges';
import { tabLabel } from '../state/tab-label';
import { LineIcon } from '../line-icon';
import { MarkedText } from './marked-text';
import type { SearchResult } from '../../history/history-search';

interface HistoryItemProps {
  summary: ConversationSummary;
  /** When it was last active, as the list says it (a time today, a date in search results). */
  when: string;
  /** The search that found it, with the turn text its snippet comes from. */
  found?: SearchResult | undefined;
  onOpen(id: string): void;
  onDelete(id: string): void;
}

/** The best-matching text of a search result, a line around its first match, matches marked. */
function Snippet({ found }: { found: SearchResult }) {
  const field = found.text?.[found.field];
  // The first question is the item's title already.
  if (!field || (found.field === 'question' && found.turn === 0)) return null;
  const flat = oneLine(field);
  const snippet = snippetAround(flat, highlightRanges(flat, found.hit.terms));
  return (
    <span class="history-snippet" data-testid="history-snippet">
      {snippet.cut[0] && '…'}
      <MarkedText text={snippet.text} ranges={snippet.ranges} />
      {snippet.cut[1] && '…'}
    </span>
  );
}

/** One kept conversation: its first question, when, the tabs it was about; open it, or delete it (after a confirm). */
export function HistoryItem({ summary, when, found, onOpen, onDelete }: HistoryItemProps) {
  const [confirming, setConfirming] = useState(false);
  const title = oneLine(summary.title);
  const tabs = summary.tabs.map((t) => tabLabel(t.title, t.url).name).join(' · ');
  return (
    <li class="history-entry">
      <button type="button" class="history-item" data-testid="history-item" data-id={summary.id} onClick={() => onOpen(summary.id)}>
        <span class="history-question">{found ? <MarkedText text={title} ranges={highlightRanges(title, found.hit.terms)} /> : title}</span>
        {found && <Snippet found={found} />}
        <span class="history-meta">
          <time dateTime={new Date(summary.updatedAt).toISOString()}>{when}</time>
          {tabs && <span class="history-tabs">{tabs}</span>}
        </span>
      </button>
      {confirming ? (
        <span class="history-confirm" role="group" aria-label={ui.t('historyDeleteQuestion')}>
          <button type="button" class="danger" data-testid="history-delete-confirm" onClick={() => onDelete(summary.id)}>
            {ui.t('historyDeleteConfirm')}
          </button>
          <button type="button" data-testid="history-delete-cancel" onClick={() => setConfirming(false)}>
            {ui.t('historyDeleteCancel')}
          </button>
        </span>
      ) : (
        <button type="button" class="icon-button history-delete" data-testid="history-delete" aria-label={ui.t('historyDeleteLabel', title)} title={ui.t('historyDeleteLabel', title)} onClick={() => setConfirming(true)}>
          <LineIcon name="delete" />
        </button>
      )}
    </li>
  );
}
