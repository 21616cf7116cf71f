import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Block } from './article';
import { dropTrailingHeadings } from './drop-trailing-headings';
import { extractArticle } from './extract-article';

const h = (text: string, level = 2): Block => ({ kind: 'heading', level, text });
const p = (text: string): Block => ({ kind: 'paragraph', text });

describe('dropTrailingHeadings', () => {
  it('drops the headings that end a reading with nothing under them', () => {
    expect(dropTrailingHeadings([h('Plans'), p('Free for one user.'), h('Get started'), h('Start Deploying')])).toEqual([h('Plans'), p('Free for one user.')]);
  });

  it('keeps a last heading that states something, headings inside the reading, and a reading of headings only', () => {
    const faq = [h('FAQ'), p('Answers.'), h('Can I cancel my plan at any time without paying a fee?', 3)];
    expect(dropTrailingHeadings(faq)).toEqual(faq);
    expect(dropTrailingHeadings([h('A'), p('x'), h('B'), p('y')])).toHaveLength(4);
    expect(dropTrailingHeadings([h('Only'), h('Headings')])).toHaveLength(2);
    const quote = [h('Reviews'), p('Good.'), h('I did not know one cup could do so much good'), h('SAM C', 6)];
    expect(dropTrailingHeadings(quote)).toEqual(quote);
  });

  it("leaves a service page's closing call to action out of its reading", () => {
    const items = ['Deploy automatically from git or with our CLI', 'Previews for every push', 'Automatic HTTPS for all your domains']
      .map((t) => `<li>${t}</li>`)
      .join('');
    const prose = '<p>Our platform builds, previews and ships every change your team pushes, on a network close to your users.</p>'.repeat(3);
    const html = `<html><head><title>Cloud</title></head><body><main><h1>Build and deploy</h1>${prose}<section><h2>Deploy your first app in seconds.</h2><ul>${items}</ul></section><section><h2>Start Deploying</h2><a href="/new">Deploy</a></section></main></body></html>`;
    const article = extractArticle(new JSDOM(html, { url: 'https://cloud.example/' }).window.document, 'https://cloud.example/');
    const all = [article.text, ...(article.beside ?? []).map((b) => b.text)].join('\n');
    expect(all).toContain('Automatic HTTPS for all your domains');
    expect(all).not.toContain('Start Deploying');
  });
});
