import { ui } from '../../i18n/ui-translator';
import { displayNumbers } from '../../pipeline/cite/display-numbers';
import { answerAsMarkdown, passagesAsMarkdown, renumberedAnswer } from './answer-as-markdown';
import { shownCards } from './passages-shown';
import { passageCards } from './passages-to-show';
import { passagesHeadline } from './passages-headline';
import type { Turn } from '../session/turn';

/** A model answer as "Copy answer" copies it: its citations numbered as the chips, and the sources it cites. */
export function modelTurnAsMarkdown(turn: Turn): string {
  const analysis = turn.analysis.value;
  const passages = turn.passages.value;
  const numbers = displayNumbers(analysis.citedInOrder, passages.length);
  return answerAsMarkdown(
    turn.question,
    renumberedAnswer(analysis.segments, numbers),
    (analysis.citedInOrder.length > 0 ? analysis.citedInOrder : passages.map((_, i) => i + 1)).flatMap((id) => {
      const passage = passages[id - 1];
      return passage ? [{ number: numbers.get(id) ?? id, passage }] : [];
    }),
  );
}

/**
 * A passages-only answer as "Copy answer" copies it: the cards shown before "Show more", numbered as
 * shown. With no card, its headline alone (why there was nothing to show), as the panel says it.
 */
function passagesTurnAsMarkdown(turn: Turn): string {
  const retrieval = turn.retrieval.value;
  const cards = passageCards(turn.passages.value);
  const tabsShown = new Set(cards.map((c) => c.passage.source.tabId)).size;
  const readable = retrieval ? retrieval.statuses.filter((s) => s.state === 'ready').length : tabsShown;
  const words = turn.language.value?.words ?? ui;
  const headline = passagesHeadline(
    { question: turn.question, intent: retrieval?.intent ?? 'fact', matched: retrieval?.matched ?? true, whole: retrieval?.whole ?? false, readable, tabsShown },
    words,
  );
  const { shown } = shownCards(cards, { intent: retrieval?.intent ?? 'fact', whole: retrieval?.whole ?? false, all: false });
  if (shown.length === 0) return `**${turn.question.trim()}**\n\n_${headline}_\n`;
  return passagesAsMarkdown(turn.question, headline, shown.map((card) => ({ number: card.number, passage: card.passage })));
}

/**
 * The whole conversation as Markdown (the Conversations view's export): each turn as "Copy answer"
 * copies it, with its own numbered sources; a turn without an answer keeps its question and what happened.
 */
export function conversationAsMarkdown(turns: readonly Turn[]): string {
  return turns
    .map((turn) => {
      if (turn.model.value && turn.text.value.trim()) return modelTurnAsMarkdown(turn);
      if (!turn.model.value && turn.status.value === 'done' && !turn.error.value) return passagesTurnAsMarkdown(turn);
      const why = turn.error.value?.message ?? ui.t('markdownNoAnswer');
      return `**${turn.question.trim()}**\n\n_${why}_\n`;
    })
    .join('\n---\n\n');
}
