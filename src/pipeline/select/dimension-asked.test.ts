import { describe, expect, it } from 'vitest';
import { dimensionsAsked, labelNames } from './dimension-asked';

const names = (q: string) => dimensionsAsked(q).map((d) => d.name);

describe('dimensionsAsked', () => {
  it.each([
    ['Und wie tief ist das Regal?', 'depth'],
    ['How deep is the shelf?', 'depth'],
    ['What is the depth of the unit?', 'depth'],
    ['¿Qué tan ancho es el escritorio?', 'width'],
    ['How tall is it with the lid on?', 'height'],
    ['Quelle est la hauteur ?', 'height'],
    ['¿Y qué grosor tiene?', 'thickness'],
    ['Насколько толстый чехол?', 'thickness'],
    ['奥行きは？', 'depth'],
    ['책상 너비는?', 'width'],
  ])('%s asks %s', (q, name) => expect(names(q)).toEqual([name]));

  it('leaves "how long" (a duration) and "how high" (a price) alone', () => {
    expect(names('How long does the battery last?')).toEqual([]);
    expect(names('How high are the fees?')).toEqual([]);
    expect(names('Wie hoch ist der Preis?')).toEqual([]);
  });

  it('a label names a dimension in any language', () => {
    const depth = dimensionsAsked('Und wie tief ist das Regal?');
    expect(labelNames('Depth', depth)).toBe(true);
    expect(labelNames('Gesamttiefe', depth)).toBe(true);
    expect(labelNames('Width', depth)).toBe(false);
    expect(labelNames('Weight', depth)).toBe(false);
  });
});
