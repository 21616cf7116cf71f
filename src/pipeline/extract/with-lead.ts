import type { ContentCandidate } from './content-candidate';
import { inFront, normText } from './prepend-missing';

/**
 * A block this long that the region also holds anchors Readability's reading in it; shorter lines
 * ("410 posts · Joined 2002", "Reply") recur across a thread's posts and anchor nothing.
 */
const ANCHOR_CHARS = 60;

/**
 * The main region replaces Readability's reading when it holds much more text, but the region search
 * descends into the child that holds most of the text and leaves its siblings behind: a thread's
 * title and opening lines, an introduction beside the sections that follow it. Readability's blocks
 * before the first long block the region also holds are that lead: kept, in front of the region.
 * A reading that shares no long block with the region adds nothing: taking it whole would recover a
 * XenForo thread's opening post (Readability reads only that post, the region the replies), but it
 * also brought teasers and carousels in and cost wcxb-dev F1 (bench/extraction/README.md).
 */
export function withLead(reading: ContentCandidate, region: ContentCandidate): ContentCandidate {
  const hay = normText(region.blocks.map((b) => b.text).join('\n'));
  const held = (text: string) => hay.includes(normText(text));
  const first = reading.blocks.findIndex((b) => b.text.length >= ANCHOR_CHARS && held(b.text));
  const lead = first > 0 ? reading.blocks.slice(0, first).filter((b) => !held(b.text)) : [];
  return lead.length ? inFront(region, lead, reading) : region;
}
