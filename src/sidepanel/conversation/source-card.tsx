import { ui } from '../../i18n/ui-translator';
import { matchedSentence } from '../../pipeline/cite/matched-sentence';
import type { Passage } from '../../pipeline/select/passage';
import { sentenceMoment } from '../../pipeline/transcript/sentence-moment';
import { showSource } from './show-source';
import { usePanel } from '../panel-context';
import { tabLabel } from '../state/tab-label';
import { passageAsMarkdown } from './answer-as-markdown';
import { CopyButton } from './copy-button';
import { MomentLabel } from './moment-label';
import { momentLink, momentWords } from './moment-words';
import { PageLabel } from './page-label';
import { PdfViewerButton } from './pdf-viewer-button';
import { sectionLabel } from './section-label';
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
  /** What the passage was found for (the answer's sentences citing it, or the question): its best sentence is bold. */
  query?: string;
}

/** The card's text with the sentence that matched `query` bold; text nodes only (Preact escapes them). */
function MarkedText({ text, query }: { text: string; query?: string | undefined }) {
  const span = query ? matchedSentence(text, query) : undefined;
  if (!span) return <>{text}</>;
  return (
    <>
      {text.slice(0, span.start)}
      <strong class="source-match" data-testid="source-match">
        {text.slice(span.start, span.end)}
      </strong>
      {text.slice(span.end)}
    </>
  );
}

/** One passage: its number, its tab named as the tab list names it, its section, its text; a click shows it in the tab. */
export function SourceCard({ passage, number, text, grouped = false, testId = 'source', query }: SourceCardProps) {
  const { state, api, tabActions } = usePanel();
  const { source, chunk } = passage;
  // The tab's live title where the tab is still open, as the tab list shows it.
  const tab = state.tabs.value.find((t) => t.id === source.tabId);
  const title = tab?.title ?? source.title;
  const { name, site } = tabLabel(title, source.url, source.site);
  // A PDF's or article's first heading is often its title, shown just above (N16).
  const section = sectionLabel(chunk.headings, title);
  // The moment of the sentence that matched (the bold one), not where the passage begins (review R11).
  const moment = sentenceMoment(chunk, query);
  const link = moment === undefined ? null : momentLink(source.url, moment);
  return (
    <li class="source" data-testid={testId} data-source-index={number} data-tab-id={source.tabId}>
      <button type="button" class={chunk.pages ? 'source-open source-open-pdf' : 'source-open'} onClick={() => void showSource(state, api, passage, tabActions, moment)} title={moment === undefined ? ui.t('showPassage') : momentWords.play(moment)}>
        <span class="source-head" data-copy-room={ui.t('copyShort')}>
          <span class="source-number">[{number}]</span>
          <MomentLabel seconds={moment} />
          {grouped ? null : <span class="source-title">{name}</span>}
          {grouped || !site ? null : <span class="source-site">{site}</span>}
          <PageLabel pages={chunk.pages} />
        </span>
        {section ? <span class="source-path">{section}</span> : null}
        <span class="source-text">
          <MarkedText text={excerpt(text ?? chunk.text)} query={query} />
        </span>
      </button>
      <PdfViewerButton passage={passage} />
      {link && moment !== undefined ? (
        <CopyButton testId="copy-moment-link" label={momentWords.copyLink(moment)} text={() => link} compact caption={momentWords.copyLinkShort(moment)} extraClass="source-moment-link" />
      ) : null}
      <CopyButton testId="copy-passage" label={ui.t('copyPassage', number)} text={() => passageAsMarkdown(passage)} compact />
    </li>
  );
}
