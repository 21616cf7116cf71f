/**
 * How a page states an attribute's value ("1.46 kg", "$179", "zwei Jahre"): only tested against a text. Not a
 * RegExp: a unit's figure also reads number words before a unit found apart (`unit-figure.ts`), which a RegExp's
 * `source`, `exec` or `match` would silently miss. `key` tells two figures apart (a per-page cache keys on it).
 */
export interface FigureMatcher {
  test(text: string): boolean;
  readonly key: string;
}

/** A figure written as one plain pattern (a price, a year, a path). Not global: `test` keeps no state. */
export function figurePattern(pattern: RegExp): FigureMatcher {
  if (pattern.global || pattern.sticky) throw new Error('a figure pattern keeps no lastIndex');
  return { test: (text) => pattern.test(text), key: `${pattern.source}/${pattern.flags}` };
}

/** A figure any of several matchers reads. */
export function anyFigure(...figures: FigureMatcher[]): FigureMatcher {
  return { test: (text) => figures.some((f) => f.test(text)), key: figures.map((f) => f.key).join('\u0001') };
}
