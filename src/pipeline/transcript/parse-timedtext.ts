import type { Cue } from './cue';
import { cueText } from './cue-text';

interface Json3Event {
  tStartMs?: number;
  dDurationMs?: number;
  segs?: Array<{ utf8?: string }>;
}

/**
 * YouTube's timedtext `fmt=json3` → cues: one per event with text. Auto-generated tracks send a window
 * event first (no segs) and "\n" append events between lines (`aAppend: 1`): both carry no words and are
 * dropped; word timings inside an event (`tOffsetMs`) are not needed for a passage's moment.
 * Throws on a body that is not JSON (an empty body is no JSON: the caller reports the route failed).
 */
export function parseTimedtextJson3(body: string): Cue[] {
  const parsed = JSON.parse(body) as { events?: Json3Event[] };
  const cues: Cue[] = [];
  for (const event of parsed.events ?? []) {
    if (!Array.isArray(event.segs) || typeof event.tStartMs !== 'number') continue;
    const text = cueText(event.segs.map((seg) => (typeof seg.utf8 === 'string' ? seg.utf8 : '')).join(''));
    if (!text) continue;
    const start = event.tStartMs / 1000;
    cues.push({ start, end: start + Math.max(0, event.dDurationMs ?? 0) / 1000, text });
  }
  return cues;
}

const ATTRIBUTE = /([\w:-]+)\s*=\s*"([^"]*)"|([\w:-]+)\s*=\s*'([^']*)'/g;

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) found.set(match[1] ?? match[3]!, match[2] ?? match[4]!);
  return found;
}

/**
 * YouTube's timedtext XML → cues, in each of its shapes: srv1 (`<transcript><text start="1.2" dur="3.4">`,
 * seconds, text escaped twice), srv2 (`<text t="1200" d="3400">`, milliseconds) and srv3
 * (`<timedtext format="3"><body><p t="1200" d="3400"><s>word</s>…</p>`, milliseconds, word spans). Read
 * with regular expressions, not an XML parser: the pipeline runs without a DOM, and the format is flat.
 */
export function parseTimedtextXml(body: string): Cue[] {
  const srv3 = /<timedtext[^>]*format="3"/.test(body);
  const cues: Cue[] = [];
  for (const match of body.matchAll(/<(text|p)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1>)/g)) {
    const attrs = attributes(match[2] ?? '');
    const seconds = attrs.has('start');
    const start = Number(seconds ? attrs.get('start') : attrs.get('t'));
    const duration = Number((seconds ? attrs.get('dur') : attrs.get('d')) ?? 0);
    if (!Number.isFinite(start)) continue;
    const scale = seconds ? 1 : 1 / 1000;
    const text = cueText(match[3] ?? '', { entitiesTwice: !srv3 && seconds });
    if (!text) continue;
    cues.push({ start: start * scale, end: (start + (Number.isFinite(duration) ? Math.max(0, duration) : 0)) * scale, text });
  }
  return cues;
}
