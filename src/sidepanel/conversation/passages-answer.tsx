import { useState } from 'preact/hooks';
import type { Translator } from '../../i18n/translator';
import { ui } from '../../i18n/ui-translator';
import type { Passage } from '../../pipeline/select/passage';
import { usePanel } from '../panel-context';
import { tabLabel } from '../state/tab-label';
import type { TurnRetrieval } from '../../history/kept-turn';
import { passagesAsMarkdown } from './answer-as-markdown';
import { CopyButton } from './copy-button';
import { passagesHeadline } from './passages-headline';
import { shownCards } from './passages-shown';
import { passageCards } from './passages-to-show';
import { SourceCard } from './source-card';
import './passages-answer.css';

export interface PassagesAnswerProps {
  question: string;
  passages: readonly Passage[];
  retrieval: TurnRetrieval | undefined;
  /** Passages from the tabs read so far (slower tabs still loading). */
  early?: boolean;
  latest: boolean;
  /** The question's language, for the headline; the interface's until it is known. */
  words?: Translator | undefined;
}

function GroupTitle({ passage }: { passage: Passage }) {
  const { state } = usePanel();
  const tab = state.tabs.value.find((t) => t.id === passage.source.tabId);
  const { name, site } = tabLabel(tab?.title ?? passage.source.title, passage.source.url, passage.source.site);
  return (
    <h3 class="group-title">
      {name} {site && <span class="source-site">{site}</span>}
    </h3>
  );
}

/**
 * The answer without a model: one sentence that says what the cards are, then the best few
 * passages ("Show more" for the rest): grouped by tab for comparisons and several tabs read in
 * order, in reading order for whole-page questions, best first otherwise.
 */
export function PassagesAnswer({ question, passages, retrieval, early = false, latest, words = ui }: PassagesAnswerProps) {
  const [all, setAll] = useState(false);
  const cards = passageCards(passages);
  const tabsShown = new Set(cards.map((c) => c.passage.source.tabId)).size;
  const intent = retrieval?.intent ?? 'fact';
  const ready = retrieval ? retrieval.statuses.filter((s) => s.state === 'ready') : [];
  const readable = retrieval ? ready.length : tabsShown;
  const explained = ready.some((s) => s.video && s.video.transcript !== 'read');
  // An unavailable video's page holds nothing but the word "YouTube": the line above is the whole answer.
  const nothingToShow = !early && retrieval?.matched === false && ready.length === 1 && ready[0]?.video?.transcript === 'unplayable';
  const headline = early
    ? words.t('headlineEarly', tabsShown)
    : passagesHeadline({ question, intent, matched: retrieval?.matched ?? true, whole: retrieval?.whole ?? false, readable, tabsShown, explained }, words);
  const { grouped, visible, shown: onScreen, hidden } = shownCards(cards, { intent, whole: retrieval?.whole ?? false, all });
  const testId = latest ? 'source' : 'previous-source';
  if (nothingToShow) return null;
  return (
    <div class="answer passages-answer" data-testid={latest ? 'answer' : 'previous-answer'} data-mode="passages" aria-busy={early}>
      <p class="headline">{headline}</p>
      {visible.map((group) => {
        const shown = group.cards;
        if (shown.length === 0) return null;
        return (
          <section key={group.tabId} class={grouped ? 'passage-group' : undefined}>
            {grouped && <GroupTitle passage={shown[0]!.passage} />}
            <ol class="sources" aria-label={grouped ? undefined : ui.t('passagesLabel')}>
              {shown.map((card) => (
                <SourceCard key={card.number} passage={card.passage} number={card.number} text={card.text} grouped={grouped} testId={testId} query={question} />
              ))}
            </ol>
          </section>
        );
      })}
      <div class="answer-tools">
        {hidden > 0 && (
          <button type="button" class="show-more" data-testid="show-more" onClick={() => setAll(true)}>
            {ui.plural('showMore', hidden)}
          </button>
        )}
        {!early && onScreen.length > 0 && (
          <CopyButton
            testId={latest ? 'copy-answer' : 'copy-previous-answer'}
            label={ui.t('copyAnswer')}
            text={() => passagesAsMarkdown(question, headline, onScreen.map((c) => ({ number: c.number, passage: c.passage })))}
          />
        )}
      </div>
    </div>
  );
}
