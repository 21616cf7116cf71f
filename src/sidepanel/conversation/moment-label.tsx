import { formatMoment } from '../../pipeline/transcript/format-moment';
import './moment-label.css';

/** Where a transcript passage's matched sentence is said: "2:14" (the card's click plays the video from there). */
export function MomentLabel({ seconds }: { seconds?: number | undefined }) {
  if (seconds === undefined) return null;
  return (
    <span class="source-time" data-testid="source-time">
      {formatMoment(seconds)}
    </span>
  );
}
