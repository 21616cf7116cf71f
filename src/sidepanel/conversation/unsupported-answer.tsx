import type { PlainKey } from '../../i18n/message-key';
import type { Translator } from '../../i18n/translator';
import { ui } from '../../i18n/ui-translator';
import type { SupportAssessment } from '../../pipeline/cite/assess-support';
import type { Passage } from '../../pipeline/select/passage';
import './unsupported-answer.css';

const WHY = {
  'model-declined': 'unsupportedModelDeclined',
  'no-citations': 'unsupportedNoCitations',
  'all-weak': undefined,
  empty: 'unsupportedEmpty',
  cited: undefined,
} as const satisfies Record<SupportAssessment['reason'], PlainKey | undefined>;

/** A claim as the panel quotes it: its words, cut short where long. */
export const quotedClaim = (claim: string) => {
  const text = claim.replace(/^[-*•\s]+/u, '').replace(/[.。!！?？]$/u, '');
  return text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text;
};

/** The clear "your tabs don't seem to say" answer, with the closest passages to look at. */
export function UnsupportedAnswer({
  assessment,
  passages,
  numbers,
  onCite,
  words = ui,
}: {
  assessment: SupportAssessment;
  passages: Passage[];
  /** Prompt id → the number shown, as on the chips and source cards (display-numbers.ts). */
  numbers: ReadonlyMap<number, number>;
  onCite(index: number): void;
  /** The question's language: this is part of the answer. */
  words?: Translator | undefined;
}) {
  const why = WHY[assessment.reason];
  return (
    <div class="unsupported" data-testid="unsupported">
      <p class="unsupported-title">{words.t('answerNotInTabs')}</p>
      {why && <p class="muted">{words.t(why)}</p>}
      {assessment.reason === 'all-weak' &&
        assessment.unsupportedClaims.map((claim) => (
          <p class="muted" data-testid="unsupported-claim" key={claim}>
            {words.t('unsupportedAllWeak', quotedClaim(claim))}
          </p>
        ))}
      {assessment.closest.length > 0 && (
        <>
          <p class="muted">{words.t('unsupportedClosest')}</p>
          <ul class="closest">
            {[...assessment.closest].sort((a, b) => (numbers.get(a) ?? a) - (numbers.get(b) ?? b)).map((id) => {
              const p = passages[id - 1];
              if (!p) return null;
              return (
                <li key={id}>
                  <button type="button" class="link" data-testid="closest-passage" data-source-index={id} onClick={() => onCite(id)}>
                    [{numbers.get(id) ?? id}] {p.source.title || p.source.site}
                  </button>
                  <span class="muted"> {p.chunk.text.slice(0, 160)}{p.chunk.text.length > 160 ? '…' : ''}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
