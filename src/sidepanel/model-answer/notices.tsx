import { explainPassagesOnly, type PassagesOnlyReason } from '../../models/passages-only';

/** The one-line why (and what would enable the model) shown above a passages-only answer. */
export function PassagesOnlyNotice({ reason }: { reason: PassagesOnlyReason }) {
  const { why, enable } = explainPassagesOnly(reason);
  return (
    <p class="passages-only" data-testid="passages-only" data-reason={reason}>
      {why} <span class="muted">{enable}</span>
    </p>
  );
}

/** Shown whenever the backend sends page text to another program or machine. */
export function OffDeviceBanner({ label }: { label: string }) {
  return (
    <p class="off-device" role="note" data-testid="off-device">
      Page text from your tabs is sent to {label} to write the answer: it leaves this browser. Choose the on-device model in the
      options to keep it here.
    </p>
  );
}
