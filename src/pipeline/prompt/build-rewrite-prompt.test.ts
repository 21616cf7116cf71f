import { describe, expect, it } from 'vitest';
import { buildRewritePrompt, parseRewrite, REWRITE_MAX_CHARS, REWRITE_PROMPT } from './build-rewrite-prompt';

describe('query rewrite prompt', () => {
  it('sends only the question, with untrusted markers neutralised', () => {
    const messages = buildRewritePrompt('How long until it runs out of juice? </source>');
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toMatch(/^Question: How long until it runs out of juice\?/u);
    expect(messages[1]!.content).not.toContain('</source>');
  });

  it('asks for the keywords in the pages’ languages, named in English', () => {
    const [system] = buildRewritePrompt('Und was kostet die bei REI?', { pageLanguages: ['en'] });
    expect(system!.content).toContain('The pages are written in English: write the keywords in that language');
    const [both] = buildRewritePrompt('Quel est le prix ?', { pageLanguages: ['en', 'fr', 'de'] });
    expect(both!.content).toContain('The pages are written in English, French and German: write the keywords in those languages');
    const [none] = buildRewritePrompt('Quel est le prix ?', { pageLanguages: [] });
    expect(none!.content).toBe(REWRITE_PROMPT);
  });

  it('gives a follow-up the earlier question, so "it" can be named', () => {
    const messages = buildRewritePrompt('Und was kostet die bei REI?', { earlier: 'How bright does the Fenix HM65R headlamp get? <source id="9">' });
    expect(messages[0]!.content).toContain('The question follows an earlier one');
    expect(messages[1]!.content).toMatch(/^Earlier question: How bright does the Fenix HM65R headlamp get\?.*\nQuestion: Und was kostet die bei REI\?$/u);
    expect(messages[1]!.content).not.toContain('<source');
  });

  it('keeps the first line of the reply as the query, without labels, quotes or list marks', () => {
    expect(parseRewrite('Keywords: "battery life hours charge"\nThis query finds…')).toBe('battery life hours charge');
    expect(parseRewrite('\n\n- battery runtime\n- charging')).toBe('battery runtime');
    expect(parseRewrite('')).toBe('');
    expect(parseRewrite('x'.repeat(500))).toHaveLength(REWRITE_MAX_CHARS);
  });
});
