import { describe, expect, it } from 'vitest';
import { attributeScore, findAttributes } from './find-attributes';

const states = (question: string, text: string) => attributeScore({ text }, findAttributes(question));

describe('attributes by value shape', () => {
  it('reads "where do I put …" as a file location, stated as a path', () => {
    const q = 'Where do I put my own service definitions with SysV init compared to systemd?';
    expect(findAttributes(q).map((a) => a.name)).toEqual(['location']);
    expect(states(q, '/etc/init.d: scripts used to start and stop services.')).toBeGreaterThanOrEqual(1);
    // A line led by a path and what goes there states it most plainly.
    expect(states(q, '/etc/systemd/system/: units installed by the system administrator')).toBe(1.5);
    expect(states(q, 'Put your configuration in ~/.config/app/settings.toml')).toBe(1);
    expect(states(q, 'Copy it to C:\\Program Files\\App')).toBeGreaterThanOrEqual(1);
    // Fractions, "and/or" and web addresses are not paths.
    expect(states(q, 'Add 1/2 cup of water, and/or 24/7 support; see https://example.com/a/b')).toBe(0);
    expect(findAttributes('Where is the bakery?').map((a) => a.name)).toEqual([]);
  });

  it('reads a price in thousands before its currency, and a budget as its label', () => {
    const q = 'Which of these threads has the biggest budget?';
    expect(states(q, 'And for the price, around 1.5K USD, I have yet to find a better offer.')).toBeGreaterThanOrEqual(1.5);
    expect(states(q, 'my budget is $500-$700')).toBe(1.5);
    expect(states(q, 'I would rank the top 5 in order')).toBe(0);
  });

  it('reads a figure hyphened to its unit as a figure ("1-year warranty", "5-mm sole")', () => {
    expect(states('Which of these has the longer warranty?', 'Covered by a 1-year limited warranty.')).toBeGreaterThanOrEqual(1);
    expect(states('Which of these has the longer warranty?', 'A two-year-old company.')).toBe(0);
    expect(states('Which of these weighs less?', 'A 370-gram frame')).toBeGreaterThanOrEqual(1);
  });
});
