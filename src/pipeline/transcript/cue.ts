/** One caption cue: what is said from `start` to `end` (seconds), as plain text (lines joined by "\n"). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}
