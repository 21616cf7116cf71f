import { useState } from 'preact/hooks';
import { copyText } from '../../platform/clipboard';
import './copy-button.css';
import { ui } from '../../i18n/ui-translator';

/** Copies text to the clipboard and says so for a moment (and to screen readers). */
export function CopyButton({
  text,
  label,
  testId,
  compact = false,
  caption,
  extraClass,
}: {
  text: () => string;
  label: string;
  testId: string;
  compact?: boolean;
  /** The button's visible words, when not "Copy" (compact) or "Copy answer": then they name it (a screen reader and a voice user read what is shown), and `label` is its tooltip. */
  caption?: string;
  /** A class beside "copy" (a button placed other than at the card's corner). */
  extraClass?: string;
}) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await copyText(text());
      setSaid(ui.t('copied'));
    } catch {
      setSaid(ui.t('copyFailed'));
    }
    setTimeout(() => setSaid(null), 2000);
  };
  return (
    <button type="button" class={[compact ? 'copy icon-button' : 'copy', extraClass].filter(Boolean).join(' ')} data-testid={testId} aria-label={caption ? undefined : label} title={label} onClick={() => void copy()}>
      {caption ?? ui.t(compact ? 'copyShort' : 'copyAnswer')}
      <span class="copy-said" role="status">
        {said ?? ''}
      </span>
    </button>
  );
}
