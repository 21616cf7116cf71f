import { describe, expect, it } from 'vitest';
import { fillSlots, SLOTS } from './fill-slots';

describe('fillSlots', () => {
  it('puts each element where the translation put its marker', () => {
    expect(fillSlots(`from ${SLOTS[0]}`, ['<title>'])).toEqual(['from ', '<title>']);
    expect(fillSlots(`${SLOTS[1]} を実行してから ${SLOTS[0]}`, ['A', 'B'])).toEqual(['B', ' を実行してから ', 'A']);
  });
  it('keeps text around markers as text, and drops a marker with no element', () => {
    expect(fillSlots(`a${SLOTS[0]}b${SLOTS[2]}c`, ['X'])).toEqual(['a', 'X', 'b', 'c']);
    expect(fillSlots('<b>plain</b>', ['X'])).toEqual(['<b>plain</b>']);
  });
});
