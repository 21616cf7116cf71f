import type { AnswerSegment } from '../../pipeline/cite/parse-citations';
import type { Passage } from '../../pipeline/select/passage';
import { tabLabel } from '../state/tab-label';
import { ui } from '../../i18n/ui-translator';
import { formatMoment } from '../../pipeline/transcript/format-moment';
import { pageLabel } from './page-label';
import { passageLink } from './passage-link';

export interface CopiedSource {
  number: number;
  passage: Passage;
}

/** The source's name, with the PDF page or the video moment the passage is at. */
const whereFrom = (passage: Passage) => {
  const { name } = tabLabel(passage.source.title, passage.source.url, passage.source.site);
  const { pages, time } = passage.chunk;
  return pages ? `${name}, ${pageLabel(pages)}` : time ? `${name}, ${formatMoment(time[0])}` : name;
};

const sourceLine = ({ number, passage }: CopiedSource) => `[${number}] ${whereFrom(passage)} — ${passageLink(passage)}`;

/**
 * A model answer as Markdown, ready to paste: the question, the answer with its [n] citations, and
 * the numbered sources it cites (title, PDF page or video moment, and a link to the passage), numbered
 * as in the answer.
 */
export function answerAsMarkdown(question: string, answer: string, sources: readonly CopiedSource[]): string {
  const lines = [`**${question.trim()}**`, '', answer.trim()];
  if (sources.length > 0) lines.push('', ui.t('markdownSources'), ...sources.map(sourceLine));
  return `${lines.join('\n')}\n`;
}

/** A passages-only answer as Markdown: each passage quoted, with its numbered source. */
export function passagesAsMarkdown(question: string, headline: string, sources: readonly CopiedSource[]): string {
  const quoted = sources.flatMap(({ number, passage }) => [
    `> ${passage.chunk.text.trim().replace(/\n+/gu, '\n> ')} [${number}]`,
    '',
  ]);
  return `${[`**${question.trim()}**`, '', ui.t('markdownHeadline', headline), '', ...quoted, ui.t('markdownSources'), ...sources.map(sourceLine)].join('\n')}\n`;
}

/** One passage, quoted, with where it is from. */
export function passageAsMarkdown(passage: Passage): string {
  return `> ${passage.chunk.text.trim().replace(/\n+/gu, '\n> ')}\n\n— ${whereFrom(passage)}, ${passageLink(passage)}\n`;
}

/** The answer's text with its citations renumbered as the panel shows them (display-numbers.ts). */
export function renumberedAnswer(segments: readonly AnswerSegment[], numbers: ReadonlyMap<number, number>): string {
  return segments
    .map((s) => (s.kind === 'citation' ? `${/^\s/u.test(s.raw) ? ' ' : ''}[${s.ids.map((id) => numbers.get(id) ?? id).join(', ')}]` : s.text))
    .join('');
}
