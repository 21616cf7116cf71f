import { useSignalEffect, useSignal } from '@preact/signals';
import { usePanel } from '../panel-context';
import { ui } from '../../i18n/ui-translator';

/**
 * A polite live region that says when the newest answer is finished ("Answer ready: …"), once: the
 * streamed text itself is not announced token by token.
 */
export function AnswerAnnouncer() {
  const { session } = usePanel();
  const said = useSignal('');
  useSignalEffect(() => {
    const turn = session.turns.value.at(-1);
    const status = turn?.status.value;
    if (!turn || (status !== 'done' && status !== 'stopped' && status !== 'error')) {
      said.value = '';
      return;
    }
    const text = turn.text.peek().trim();
    said.value =
      status === 'error'
        ? ui.t('announceFailed')
        : text
          ? ui.t(status === 'stopped' ? 'announceStopped' : 'announceReady', text.replace(/\[\d+(?:,\s*\d+)*\]/gu, '').slice(0, 200))
          : ui.t('announcePassages');
  });
  return (
    <div class="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
      {said.value}
    </div>
  );
}
