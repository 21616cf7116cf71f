import { describe, expect, it } from 'vitest';
import { wantsRewrite } from './wants-rewrite';

describe('wantsRewrite', () => {
  it('asks for a weak ranking, whatever the languages', () => {
    expect(wantsRewrite(true, undefined, [])).toBe(true);
    expect(wantsRewrite(true, 'en', ['en'])).toBe(true);
  });

  it('asks for a question in none of the tabs’ languages, by primary subtag', () => {
    expect(wantsRewrite(false, 'de', ['en'])).toBe(true);
    expect(wantsRewrite(false, 'zh-CN', ['en', 'fr'])).toBe(true);
    expect(wantsRewrite(false, 'de-AT', ['en', 'de'])).toBe(false);
    expect(wantsRewrite(false, 'EN', ['en'])).toBe(false);
  });

  it('does not ask when a language is not known', () => {
    expect(wantsRewrite(false, undefined, ['en'])).toBe(false);
    expect(wantsRewrite(false, 'de', [])).toBe(false);
  });
});
