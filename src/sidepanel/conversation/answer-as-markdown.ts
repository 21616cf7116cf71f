import type { AnswerSegment } from '../../pipeline/cite/parse-citations';
import type { Passage } from '../../pipeline/select/passage';
import { tabLabel } from '../state/tab-label';
import { ui } from '../../i18n/ui-translator';

export interface CopiedSource {
  number: number;
  passage: Passage;
}

const sourceLine = ({ number, passage }: CopiedSource) => {
  const { name } = tabLabel(passage.source.title, passage.source.url, passage.source.site);
  return `[${number}] ${name} — ${passage.source.url}`;
};

/**
 * A model answer as Markdown, ready to paste: the question, the answer with its [n] citations, and
 * the numbered sources it cites (title and URL), numbered as in the answer.
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
  const { name } = tabLabel(passage.source.title, passage.source.url, passage.source.site);
  return `> ${passage.chunk.text.trim().replace(/\n+/gu, '\n> ')}\n\n— ${name}, ${passage.source.url}\n`;
}

/** The answer's text with its citations renumbered as the panel shows them (display-numbers.ts). */
export function renumberedAnswer(segments: readonly AnswerSegment[], numbers: ReadonlyMap<number, number>): string {
  return segments
    .map((s) => (s.kind === 'citation' ? `${/^\s/u.test(s.raw) ? ' ' : ''}[${s.ids.map((id) => numbers.get(id) ?? id).join(', ')}]` : s.text))
    .join('');
}
