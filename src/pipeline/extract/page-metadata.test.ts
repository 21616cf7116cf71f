import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { guessDirection, pageMetadata } from './page-metadata';

describe('pageMetadata', () => {
  it('prefers og:title and og:site_name, then <title> and the host', () => {
    const og = new JSDOM(`<html lang="he" dir="rtl"><head><title>Plain</title>
      <meta property="og:title" content="  OG   title "><meta property="og:site_name" content="Site"></head></html>`).window.document;
    expect(pageMetadata(og, 'https://a.example/x')).toEqual({ title: 'OG title', site: 'Site', lang: 'he', dir: 'rtl' });
    const bare = new JSDOM('<title>Plain</title>').window.document;
    expect(pageMetadata(bare, 'https://b.example/y')).toEqual({ title: 'Plain', site: 'b.example' });
    expect(pageMetadata(bare, 'not a url').site).toBe('');
  });
});

describe('guessDirection', () => {
  it('reads the majority of strong letters', () => {
    expect(guessDirection('שלום עולם and a few words')).toBe('ltr');
    expect(guessDirection('مرحبا بالعالم، هذا نص عربي طويل with English')).toBe('rtl');
    expect(guessDirection('12345 🙂')).toBeUndefined();
  });
});
