import { describe, expect, it } from 'vitest';
import { textHash } from './text-hash';

describe('textHash', () => {
  it('is stable for the same text and differs for small edits', () => {
    expect(textHash('The battery lasts 11 hours.')).toBe(textHash('The battery lasts 11 hours.'));
    expect(textHash('The battery lasts 11 hours.')).not.toBe(textHash('The battery lasts 12 hours.'));
    expect(textHash('ab')).not.toBe(textHash('ba'));
  });

  it('handles the empty string and non-Latin text', () => {
    expect(textHash('')).toMatch(/^[0-9a-f]{16}:0$/);
    expect(textHash('電池は11時間もちます。')).not.toBe(textHash('電池は12時間もちます。'));
  });
});
