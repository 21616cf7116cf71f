import { describe, expect, it } from 'vitest';
import type { Block } from './article';
import type { ContentCandidate } from './content-candidate';
import { withLead } from './with-lead';

const p = (text: string): Block => ({ kind: 'paragraph', text });
const candidate = (...texts: string[]): ContentCandidate => ({ blocks: texts.map(p), text: texts.join('').length, link: 0 });
const reply = (n: number) => `Reply ${n}: I had the same saw for years and it did fine, though the fence needs care.`;

describe('withLead', () => {
  it("keeps the opening post Readability read and the region's descent into the replies left behind", () => {
    const reading = candidate('#1 · Aug 5, 2023', 'Hello all, new here and keen to get into woodworking. Which table saw first?', '28 posts · Joined 2023', reply(1), reply(2));
    const region = candidate('28 posts · Joined 2023', reply(1), reply(2), reply(3));
    const out = withLead(reading, region);
    expect(out.blocks.map((b) => b.text)).toEqual([
      '#1 · Aug 5, 2023',
      'Hello all, new here and keen to get into woodworking. Which table saw first?',
      '28 posts · Joined 2023',
      reply(1),
      reply(2),
      reply(3),
    ]);
    expect(out.text).toBeGreaterThan(region.text);
  });

  it('adds nothing when the reading shares no long block with the region (it read something else)', () => {
    const region = candidate('28 posts · Joined 2023', reply(1), reply(2));
    expect(withLead(candidate('Trending now: ten stories you missed today, and many more to read.', '28 posts · Joined 2023'), region)).toBe(region);
  });

  it('adds nothing when the region already starts where the reading does', () => {
    const region = candidate('Hello all, new here and keen to get into woodworking. Which table saw first?', reply(1));
    expect(withLead(candidate('Hello all, new here and keen to get into woodworking. Which table saw first?'), region)).toBe(region);
  });
});
