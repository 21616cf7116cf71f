import { useLayoutEffect, useRef } from 'preact/hooks';
import type { AnswerAnalysis } from '../../pipeline/cite/analyse-answer';
import { type ChipOptions, type ChipSource, renderAnswer } from './render-answer';
import './answer-text.css';

export interface AnswerTextProps {
  analysis: AnswerAnalysis;
  sources: ChipSource[];
  /** A citation chip was clicked: the panel opens the tab and highlights passage `index` (1-based). */
  onCite(index: number): void;
  /** `data-testid` of the element holding the rendered answer ("answer" unless the panel says). */
  testId?: string | undefined;
  streaming?: boolean;
  chips?: ChipOptions;
}

/**
 * The answer as sanitised HTML. Built as a DOM fragment (render-answer.ts) and swapped in, never
 * through innerHTML with a string; one click listener serves every chip.
 */
export function AnswerText({ analysis, sources, onCite, testId = 'answer', streaming = false, chips }: AnswerTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const view = el.ownerDocument.defaultView;
    if (view) el.replaceChildren(renderAnswer(view, analysis, sources, chips));
  }, [analysis, sources, chips?.judged, chips?.numbers]);
  const click = (event: MouseEvent) => {
    const chip = (event.target as Element | null)?.closest?.('[data-testid="citation"]');
    if (!(chip instanceof HTMLElement)) return;
    const index = Number(chip.dataset.sourceIndex);
    if (Number.isInteger(index) && index > 0) onCite(index);
  };
  return <div ref={ref} class="answer-text" data-testid={testId} aria-live="polite" aria-busy={streaming} onClick={click} />;
}
