import { describe, expect, it } from 'vitest';
import { anyExtensionOrigin, ollamaOriginsFix } from './openai-errors';

describe('the OLLAMA_ORIGINS fix', () => {
  it('offers the wildcard of the browser the add-on runs in', () => {
    expect(anyExtensionOrigin('chrome-extension://abcdefghijklmnopabcdefghijklmnop')).toBe('chrome-extension://*');
    expect(anyExtensionOrigin('moz-extension://0b1c2d3e-1111-4222-8333-944455556666')).toBe('moz-extension://*');
  });

  it('names Firefox’s own origin and wildcard in Firefox, never Chrome’s', () => {
    const fix = ollamaOriginsFix('moz-extension://0b1c2d3e-1111-4222-8333-944455556666');
    expect(fix).toContain('OLLAMA_ORIGINS=moz-extension://0b1c2d3e-1111-4222-8333-944455556666');
    expect(fix).toContain('moz-extension://*');
    expect(fix).not.toContain('chrome-extension');
  });
});
