import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { declaredTypes, isProductPage, pageKind } from './page-kind';

const docOf = (head: string) => new JSDOM(`<head>${head}</head><body></body>`).window.document;
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe('pageKind', () => {
  it('reads article declarations from JSON-LD and og:type', () => {
    expect(pageKind(docOf(ld({ '@type': 'NewsArticle' })))).toBe('article');
    expect(pageKind(docOf(ld({ '@graph': [{ '@type': 'WebPage' }, { '@type': ['BlogPosting'] }] })))).toBe('article');
    expect(pageKind(docOf('<meta property="og:type" content="article">'))).toBe('article');
  });

  it('lets a product or forum declaration outweigh an article one', () => {
    expect(pageKind(docOf(ld([{ '@type': 'Article' }, { '@type': 'Product' }])))).toBe('other');
    expect(pageKind(docOf(ld({ '@type': 'DiscussionForumPosting' })))).toBe('other');
    expect(pageKind(docOf('<meta property="og:type" content="product">'))).toBe('other');
  });

  it('lets an article declaration outweigh a listicle ItemList', () => {
    expect(pageKind(docOf(ld([{ '@type': 'Article' }, { '@type': 'ItemList' }])))).toBe('article');
    expect(pageKind(docOf(ld({ '@type': 'ItemList' })))).toBe('other');
  });

  it('says unknown for silence and survives malformed JSON-LD', () => {
    expect(pageKind(docOf('<script type="application/ld+json">{oops</script>'))).toBe('unknown');
    expect(declaredTypes(docOf(ld({ '@type': 'https://schema.org/Product' })))).toEqual(['Product']);
  });
});

describe('isProductPage', () => {
  it('is true for one product declared in JSON-LD, false for lists and for og:type alone', () => {
    expect(isProductPage(docOf(ld({ '@type': 'Product', name: 'Mug' })))).toBe(true);
    expect(isProductPage(docOf(ld({ '@graph': [{ '@type': 'WebPage' }, { '@type': 'Product' }] })))).toBe(true);
    expect(isProductPage(docOf(ld([{ '@type': 'CollectionPage' }, { '@type': 'Product' }])))).toBe(false);
    expect(isProductPage(docOf(ld([{ '@type': 'Product' }, { '@type': 'Product' }])))).toBe(false);
    expect(isProductPage(docOf('<meta property="og:type" content="product">'))).toBe(false);
    expect(isProductPage(docOf(ld({ '@type': 'NewsArticle' })))).toBe(false);
  });
});
