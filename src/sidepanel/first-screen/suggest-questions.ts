import { ui } from '../../i18n/ui-translator';

/** Section names that say nothing about a page's subject: no question is built from them. */
const GENERIC =
  /^(introduction|intro|overview|summary|conclusions?|comments?|related.*|share.*|references|sources|notes|footnotes|contents|table of contents|navigation|menu|see also|external links|further reading|about( the author| us)?|subscribe.*|newsletter|read more|more|advertisement|faq|q&a)$/iu;

const MIN_WORDS = 1;
const MAX_WORDS = 8;

const comparable = (text: string) => text.toLocaleLowerCase().replace(/[\p{P}\p{S}\s]+/gu, ' ').trim();

/**
 * The first section heading that names something the page is about, if any. Not the page's own
 * title (its H1 is usually the first heading): "What does it say about Zenith Air 13 review: light,
 * quiet and quick?" only repeats the tab's name (review N15).
 */
export function telling(outline: readonly string[], title = ''): string | undefined {
  const name = comparable(title);
  return outline
    .map((h) => h.trim().replace(/[:.]+$/u, ''))
    .find((h) => {
      const words = h.split(/\s+/u).length;
      const isTitle = name.length > 0 && name.includes(comparable(h)) && comparable(h).length >= name.length / 2;
      return h.length >= 3 && h.length <= 60 && words >= MIN_WORDS && words <= MAX_WORDS && !GENERIC.test(h) && !isTitle;
    });
}

/**
 * Questions to offer on the first screen, for the current tab: the two that people ask most, and one
 * built from the page's own headings when it has a telling one.
 */
export function suggestQuestions(outline: readonly string[] | undefined, title?: string): string[] {
  const questions = [ui.t('suggestSummarize'), ui.t('suggestKeyPoints')];
  const heading = outline ? telling(outline, title) : undefined;
  if (heading) questions.push(ui.t('suggestAbout', heading));
  return questions;
}
