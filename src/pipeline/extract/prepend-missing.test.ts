import { describe, expect, it } from 'vitest';
import type { Block } from './article';
import type { ContentCandidate } from './content-candidate';
import { prependMissing } from './prepend-missing';

const p = (text: string): Block => ({ kind: 'paragraph', text });
const candidate = (...texts: string[]): ContentCandidate => ({ blocks: texts.map(p), text: texts.join('').length, link: 0 });
const crews = 'Our crews replace and repair roofs of every kind, in every season, across the county.';

describe('prependMissing', () => {
  it("puts the lead's lines from the anchor on that the reading lacks in front of it", () => {
    const out = prependMissing(candidate(crews), candidate('Sale ends Sunday', 'Roofing you can trust', 'Family owned since 1928.', crews), 1);
    expect(out.blocks.map((b) => b.text)).toEqual(['Roofing you can trust', 'Family owned since 1928.', crews]);
    expect(out.text).toBeGreaterThan(crews.length);
  });

  it('leaves the reading under the headline in front of it: no section start', () => {
    const out = prependMissing(candidate(crews), { ...candidate('Family owned since 1928.'), blocks: [{ kind: 'heading', level: 1, text: 'Roofing you can trust' }, p('Family owned since 1928.')] });
    expect(out.blocks.some((b) => b.startsSection)).toBe(false);
  });

  it('leaves a reading that holds the anchor as it is', () => {
    const reading = candidate('Roofing   you can trust', crews);
    expect(prependMissing(reading, candidate('Roofing you can trust', 'Family owned since 1928.'))).toBe(reading);
  });
});
