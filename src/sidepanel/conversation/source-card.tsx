import { ui } from '../../i18n/ui-translator';
import type { Passage } from '../../pipeline/select/passage';
import { showSource } from './show-source';
import { usePanel } from '../panel-context';
import { tabLabel } from '../state/tab-label';
import { passageAsMarkdown } from './answer-as-markdown';
import { CopyButton } from './copy-button';
import { MomentLabel } from './moment-label';
import { momentLink, momentWords } from './moment-words';
import { PageLabel } from './page-label';
import { PdfViewerButton } from './pdf-viewer-button';
import './source-card.css';

// A card holds a passage, or a paragraph joined from two or three: short enough to scan, whole enough to read.
const EXCERPT_CHARS = 1_200;

/** Page text, cut at a word boundary. Rendered as a text node: Preact escapes it, nothing in it runs. */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface SourceCardProps {
  passage: Passage;
  /** The number shown, and the one a model answer's [n] uses. */
  number: number;
  /** The text to show (a paragraph joined from neighbouring passages); default the passage's. */
  text?: string;
  /** Hide the tab's name (cards grouped under it). */
  grouped?: boolean;
  /** "source" for the newest turn, "previous-source" for earlier ones. */
  testId?: string;
}

/** One passage: its number, its tab named as the tab list names it, its section, its text; a click shows it in the tab. */
export function SourceCard({ passage, number, text, grouped = false, testId = 'source' }: SourceCardProps) {
  const { state, api } = usePanel();
  const { source, chunk } = passage;
  // The tab's live title where the tab is still open, as the tab list shows it.
  const tab = state.tabs.value.find((t) => t.id === source.tabId);
  const { name, site } = tabLabel(tab?.title ?? source.title, source.url, source.site);
  const moment = chunk.time?.[0];
  const link = moment === undefined ? null : momentLink(source.url, moment);
  return (
    <li class="source" data-testid={testId} data-source-index={number} data-tab-id={source.tabId}>
      <button type="button" class="source-open" onClick={() => void showSource(state, api, passage)} title={moment === undefined ? ui.t('showPassage') : momentWords.play(moment)}>
        <span class="source-head" data-copy-room={ui.t('copyShort')}>
          <span class="source-number">[{number}]</span>
          <MomentLabel time={chunk.time} />
          {grouped ? null : <span class="source-title">{name}</span>}
          {grouped || !site ? null : <span class="source-site">{site}</span>}
          <PageLabel pages={chunk.pages} />
        </span>
        {chunk.headings.length > 0 ? <span class="source-path">{chunk.headings.join(' › ')}</span> : null}
        <span class="source-text">{excerpt(text ?? chunk.text)}</span>
      </button>
      <PdfViewerButton passage={passage} />
      {link && moment !== undefined ? (
        <CopyButton testId="copy-moment-link" label={momentWords.copyLink(moment)} text={() => link} compact caption={momentWords.copyLinkShort(moment)} extraClass="source-moment-link" />
      ) : null}
      <CopyButton testId="copy-passage" label={ui.t('copyPassage', number)} text={() => passageAsMarkdown(passage)} compact />
    </li>
  );
}
