import { ui } from '../../i18n/ui-translator';
import type { TokenUsage } from '../../models/language-model';
import { formatMoment } from '../../pipeline/transcript/format-moment';
import type { PromptReport } from '../../pipeline/prompt/build-prompt';
import { tabLabel } from '../state/tab-label';
import { aboutWords, aboutWordsForTokens, countWords } from '../about-words';
import { pageLabel } from './page-label';
import { sectionLabel } from './section-label';
import './what-the-model-saw.css';

/** The first words of a passage, enough to tell two rows of one tab apart. */
const FIRST_WORDS = 10;

export function firstWords(text: string, count = FIRST_WORDS): string {
  const words = text.trim().split(/\s+/u);
  return words.length <= count ? words.join(' ') : `${words.slice(0, count).join(' ')}…`;
}

type Sent = PromptReport['sent'][number] & { number: number };

/** The passages sent, one group per tab (in the order of their first number), each tab named once. */
function byTab(sent: readonly Sent[]): Sent[][] {
  const groups = new Map<number, Sent[]>();
  for (const s of [...sent].sort((a, b) => a.number - b.number)) {
    const group = groups.get(s.passage.source.tabId);
    if (group) group.push(s);
    else groups.set(s.passage.source.tabId, [s]);
  }
  return [...groups.values()];
}

/**
 * "What the model saw": every passage sent, grouped by tab, each row its number, section, page or moment
 * and first words; what did not fit; the earlier questions sent; what the engine kept of the conversation.
 * The one place a turn lists every passage (the source cards show the cited ones: review N11). Counts in
 * words, not tokens.
 */
export function WhatTheModelSaw({
  report,
  usage,
  rewrite,
  numbers,
  onCite,
}: {
  report: PromptReport;
  usage?: TokenUsage | undefined;
  /** The model's search terms, when the first ranking was weak and the tabs were searched again with them. */
  rewrite?: string | undefined;
  /** Prompt id → the number shown, as the chips and cards number them (display-numbers.ts). */
  numbers: ReadonlyMap<number, number>;
  onCite(index: number): void;
}) {
  const sent = report.sent.map((s) => ({ ...s, number: numbers.get(s.id) ?? s.id }));
  const passages = ui.plural('passageCount', sent.length);
  const words = aboutWords(sent.reduce((sum, s) => sum + countWords(s.passage.chunk.text), 0));
  const kept = report.historyTurnsKept;
  const dropped = report.historyTurnsDropped;
  const history = kept + dropped === 0 ? undefined : dropped ? ui.plural('historyIncludedDropped', kept, dropped) : ui.plural('historyIncluded', kept);
  // What the engine still held of the conversation and did not read again: its own count where it gives one.
  const keptTokens = usage?.cachedPromptTokens || report.keptTokens || 0;
  const leftOut = [...new Set(report.leftOut.map((l) => tabLabel(l.passage.source.title, l.passage.source.url, l.passage.source.site).name))];
  return (
    <details class="model-saw" data-testid="model-saw">
      <summary>{leftOut.length > 0 ? ui.t('modelSawLeftOut', passages, words, ui.plural('notFitCount', report.leftOut.length)) : ui.t('modelSaw', passages, words)}</summary>
      {rewrite && (
        <p data-testid="model-saw-rewrite">
          {ui.t('modelSawRewrite')} <q>{rewrite}</q>
        </p>
      )}
      {byTab(sent).map((group) => {
        const { source } = group[0]!.passage;
        const { name, site } = tabLabel(source.title, source.url, source.site);
        return (
          <section key={source.tabId} class="model-saw-tab" data-testid="model-saw-tab" data-tab-id={source.tabId}>
            <h4 class="model-saw-tab-title">
              {name || source.url}
              {site && <span class="muted"> · {site}</span>}
            </h4>
            <ul class="model-saw-list">
              {group.map((s) => {
                const { chunk } = s.passage;
                const where = [sectionLabel(chunk.headings, source.title), chunk.pages ? pageLabel(chunk.pages) : '', chunk.time ? formatMoment(chunk.time[0]) : ''].filter(Boolean).join(' · ');
                return (
                  <li key={s.id} data-testid="model-saw-sent" data-source-index={s.number}>
                    <button type="button" class="model-saw-row" onClick={() => onCite(s.id)} title={ui.t('showPassage')}>
                      <span class="model-saw-number">[{s.number}]</span> {where && <span class="model-saw-where">{where}</span>} <span class="model-saw-words">{firstWords(chunk.text)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {leftOut.length > 0 && (
        <p class="muted" data-testid="model-saw-left-out">
          {ui.t('modelSawNotFit', ui.list(leftOut))}
        </p>
      )}
      {history && <p class="muted">{ui.t('modelSawHistory', history)}</p>}
      {keptTokens > 0 && (
        <p class="muted" data-testid="model-saw-kept">
          {ui.t('modelSawKept', aboutWordsForTokens(keptTokens))}
        </p>
      )}
    </details>
  );
}
