import { formatMoment } from '../../pipeline/transcript/format-moment';
import './moment-label.css';

/** Where a transcript passage is said: "2:14" (the card's click plays the video from there). */
export function MomentLabel({ time }: { time?: readonly [number, number] }) {
  if (!time) return null;
  return (
    <span class="source-time" data-testid="source-time">
      {formatMoment(time[0])}
    </span>
  );
}
