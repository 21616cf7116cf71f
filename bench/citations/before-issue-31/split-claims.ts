import type { AnswerSegment } from '../../../src/pipeline/cite/parse-citations';

/** One sentence of the answer and the sources it cites. */
export interface Claim {
  text: string;
  ids: number[];
  /** The citation groups (see AnswerSegment) attached to this sentence. */
  groups: number[];
}

// A sentence ends at . ! ? … (and their full-width forms) before whitespace, or at a line break.
const BOUNDARY = /(?<=[.!?…。！？])\s+|\n+/u;

/**
 * Sentences with their citations. Models put the marker before or after the full stop
 * ("lasts 10 hours [1]." / "lasts 10 hours. [1]"); both belong to the sentence just written, so a
 * group that arrives when the current sentence is still empty goes to the previous one.
 */
export function splitClaims(segments: AnswerSegment[]): Claim[] {
  const claims: Claim[] = [];
  let current: Claim = { text: '', ids: [], groups: [] };
  const close = () => {
    if (current.text.trim() || current.ids.length) claims.push({ ...current, text: current.text.trim() });
    current = { text: '', ids: [], groups: [] };
  };
  for (const segment of segments) {
    if (segment.kind === 'citation') {
      const hasWords = /[\p{L}\p{N}]/u.test(current.text);
      const target = hasWords || claims.length === 0 ? current : claims[claims.length - 1]!;
      for (const id of segment.ids) if (!target.ids.includes(id)) target.ids.push(id);
      target.groups.push(segment.group);
      continue;
    }
    const parts = segment.text.split(BOUNDARY);
    parts.forEach((part, i) => {
      if (i > 0) close();
      current.text += part;
    });
  }
  close();
  return claims.filter((c) => /[\p{L}\p{N}]/u.test(c.text));
}
