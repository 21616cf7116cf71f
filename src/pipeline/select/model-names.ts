import { escapeRegExp } from '../compare/question-names';

/**
 * A title's word of letters, then a digit: a model's name ("Shure SM7dB", "Ford P-350"), not a figure. One that
 * opens with its number is one ("64GB", "1-year", "11h").
 */
const MODEL_NAME = /^\p{L}[\p{L}.\-]*\d[\p{L}\p{N}.\-]*$/u;

/**
 * The title's model names as one pattern: "SM7dB" reads as "7 dB" to the noise attribute, so a passage
 * naming the microphone would state a level for "By how many decibels …?" (the title's own figures are
 * names, as for the question's: `titleFigures`).
 */
export function modelNames(title: string): RegExp | undefined {
  const names = [...new Set(title.split(/[\s,;:()|/®™]+/u).filter((w) => MODEL_NAME.test(w)))];
  return names.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu') : undefined;
}

/** The text with the title's model names blanked out. */
export function withoutNames(text: string, names: RegExp | undefined): string {
  return names ? text.replace(names, ' ') : text;
}
