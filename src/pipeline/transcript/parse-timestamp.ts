/**
 * "01:02:03.456", "02:03.456" (WebVTT) or "01:02:03,456" (SRT) → seconds; NaN when it is none of these.
 * Hours may have more than two digits; a fraction of any length is accepted (some writers emit 2 digits).
 */
export function parseTimestamp(text: string): number {
  const match = /^\s*(?:(\d+):)?([0-5]?\d):([0-5]?\d)(?:[.,](\d+))?\s*$/.exec(text);
  if (!match) return Number.NaN;
  const [, hours, minutes, seconds, fraction] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + (fraction ? Number(`0.${fraction}`) : 0);
}
