/**
 * A heading of sentence length, ending in a full stop, question or exclamation mark, states something
 * in its own right, not only a label for what follows: a service's claim set as a heading ("Achieve a
 * +50% increase in targeting accuracy through advanced audience data analysis."), an FAQ's question.
 * Section labels ("Specs", "Latest News"), names ("Fitz Equipment Co. Inc.") and teaser titles ("Other
 * interesting articles") are shorter or not written so; a sign-up box's "Get top deals, latest trends,
 * and more." (7 words) came in at a shorter length. Measured on wcxb-dev: bench/extraction/README.md.
 */
const STATEMENT_WORDS = 8;

export const statesSomething = (text: string) =>
  /[.!?]$/u.test(text.trim()) && (text.match(/[\p{L}\p{N}]+/gu) ?? []).length >= STATEMENT_WORDS;
