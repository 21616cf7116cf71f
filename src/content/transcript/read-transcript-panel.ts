import type { Cue } from '../../pipeline/transcript/cue';
import { cueText } from '../../pipeline/transcript/cue-text';
import { parseTimestamp } from '../../pipeline/transcript/parse-timestamp';
import { TRANSCRIPT_LIMITS } from '../../messaging/transcript-limits';

/**
 * Segments of YouTube's transcript panel, by the markup it has had: `ytd-transcript-segment-renderer`
 * (2020–2025: `.segment-timestamp`, `.segment-text`) and the view-model markup of 2026
 * (`transcript-segment-view-model`: `.ytwTranscriptSegmentViewModelTimestamp`, text in `span[role="text"]`),
 * as public scrapers read them (e.g. github.com search "transcript-segment-view-model"). Both are tried.
 */
const SEGMENTS = 'ytd-transcript-segment-renderer, transcript-segment-view-model';
/** "Show transcript" in the description; its label is in the interface language, so the section is asked for first. */
const OPEN_BUTTON = 'ytd-video-description-transcript-section-renderer button, button[aria-label="Show transcript"]';

function segmentCues(doc: Document): Cue[] {
  const starts: Array<{ start: number; text: string }> = [];
  for (const segment of doc.querySelectorAll(SEGMENTS)) {
    const stamp = segment.querySelector('.segment-timestamp, .ytwTranscriptSegmentViewModelTimestamp, [class*="Timestamp"]')?.textContent ?? '';
    const textEl = segment.querySelector('.segment-text, span[role="text"], .yt-core-attributed-string');
    const start = parseTimestamp(stamp.trim());
    // The text element's textContent: the panel holds no markup worth keeping, and nothing reaches the DOM.
    const text = cueText((textEl?.textContent ?? '').replace(/</g, '&lt;'));
    if (Number.isFinite(start) && text) starts.push({ start, text });
  }
  // The panel shows where a segment starts, not where it ends: until the next one, but no longer than its
  // words take to say (~2.5 words a second), so a silence between them still reads as a pause.
  return starts.map((s, i) => {
    const spoken = s.start + Math.max(2, s.text.split(/\s+/).length / 2.5);
    return { start: s.start, end: Math.min(starts[i + 1]?.start ?? spoken, spoken), text: s.text };
  });
}

/**
 * Route `transcript-panel`: the segments of the transcript panel when it is open; when it is not and the
 * description offers "Show transcript", that button is pressed and the segments awaited (the panel then
 * stays open in the tab, as if the user had opened it). Empty when neither is there.
 */
export async function readTranscriptPanel(doc: Document): Promise<Cue[]> {
  let cues = segmentCues(doc);
  if (cues.length > 0) return cues;
  const button = doc.querySelector<HTMLElement>(OPEN_BUTTON);
  if (!button) return [];
  button.click();
  const until = Date.now() + TRANSCRIPT_LIMITS.routeTimeoutMs;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    cues = segmentCues(doc);
    if (cues.length > 0) return cues;
  }
  return [];
}
