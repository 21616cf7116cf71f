import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { jsonLdThings } from './json-ld-things';
import { pathWords, readTabProfile } from './read-tab-profile';
import { MAX_PROFILE_CHARS, profileText } from './tab-profile';

const review = `<html><head><title>Corvo Book 14 review</title>
<meta name="description" content="Plastic, solid and cheap: we tested the Corvo Book 14.">
<meta property="og:type" content="article">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
  {"@type":"WebSite","name":"Gadget Weekly"},
  {"@type":"Review","name":"Corvo Book 14 review","itemReviewed":{"@type":"Product","name":"Corvo Book 14","brand":{"@type":"Brand","name":"Corvo"},"category":"Laptops"}},
  {"@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home"},{"@type":"ListItem","position":2,"item":{"@id":"/laptops","name":"Laptops"}}]}
]}</script>
<script type="application/ld+json">{ broken json</script></head>
<body><nav aria-label="Breadcrumb"><a href="/">Home</a> › <a href="/laptops">Laptops</a></nav><h1>Corvo Book 14 review</h1><p>At 1.46 kg…</p></body></html>`;

describe('readTabProfile', () => {
  it('reads what a page is from its URL, breadcrumb, meta and JSON-LD', () => {
    const doc = new JSDOM(review).window.document;
    const profile = readTabProfile(doc, 'https://gadgets.example/reviews/laptops/corvo-book-14.html');
    expect(profile.path).toBe('reviews laptops corvo book 14');
    // The root crumb (the site's home) says nothing of what the page is.
    expect(profile.crumbs).toEqual(['Laptops']);
    expect(profile.ogType).toBe('article');
    expect(profile.description).toContain('Corvo Book 14');
    expect(profile.types).toEqual(['Review', 'Product']);
    expect(profile.names).toEqual(expect.arrayContaining(['Corvo Book 14 review', 'Corvo Book 14', 'Corvo', 'Laptops']));
    expect(profile.headings).toEqual(['Corvo Book 14 review']);
    expect(profileText(profile)).toContain('Laptops');
  });

  it('falls back to the breadcrumb markup when there is no BreadcrumbList, and stays small', () => {
    const long = 'x'.repeat(500);
    const doc = new JSDOM(`<head><meta name="description" content="${long}"></head><body><ol class="breadcrumbs"><li>Shop</li><li>Tumblers</li></ol>${'<h1>A</h1>'.repeat(12)}</body>`).window.document;
    const profile = readTabProfile(doc, 'not a url');
    expect(profile.crumbs).toEqual(['Shop', 'Tumblers']);
    expect(profile.description.length).toBe(MAX_PROFILE_CHARS);
    expect(profile.headings).toEqual(['A']);
    expect(profile.path).toBe('');
  });
});

describe('jsonLdThings', () => {
  it('keeps the main things, not the frame, and skips broken JSON', () => {
    expect(jsonLdThings(['{"@type":"LocalBusiness","name":"Harbour Lane Bakery","address":{"@type":"PostalAddress"}}', '{'])).toEqual({
      types: ['LocalBusiness'],
      names: ['Harbour Lane Bakery'],
      crumbs: [],
    });
    expect(jsonLdThings(['[{"@type":"WebSite","name":"Adorama"},{"@type":"HowTo","name":"Clean a lens"}]']).names).toEqual(['Clean a lens']);
  });
});

describe('pathWords', () => {
  it('keeps the words of a path, not its ids and extensions', () => {
    expect(pathWords('https://www.newegg.com/p/N82E16814126688')).toBe('');
    expect(pathWords('https://shop.example/en-us/products/tumblers/stanley-quencher-40oz.html?x=1')).toBe('tumblers stanley quencher 40oz');
  });
});
