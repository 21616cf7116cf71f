import { describe, expect, it } from 'vitest';
import { chunksOf } from '../../../tests/support/test-chunks';
import { createTabIndex } from '../rank/tab-index';
import { writesAsName } from './writes-as-name';

const tab = (title: string, texts: string[], site = 'shop.test', url = 'https://shop.test/page') => ({ source: { tabId: 1, url, title, site }, index: createTabIndex(chunksOf(texts), title) });

describe('writesAsName', () => {
  it('a word written with a capital inside its sentences is a name; one written lower-case is not', () => {
    const deloitte = tab('Our services | Deloitte US', ['At Deloitte, we see every challenge as an opportunity.', 'Clients in Australia and Deloitte Asia.', "Work through Deloitte's teams."]);
    expect(writesAsName(deloitte, 'deloitt')).toBe(true);
    const review = tab('Aerolite 14 Review: Great Battery Life', ['The battery lasted 11 hours.', 'Battery life is the best we tested.', 'A bigger battery than last year.']);
    expect(writesAsName(review, 'batteri')).toBe(false);
  });

  it('a word inside a run of capitalised words, or opening a sentence, says nothing ("Manhattan Project")', () => {
    const news = tab("How close is China's EUV project?", ['A Chinese "Manhattan Project", as the original Manhattan Project was.', 'The most ambitious project in history.']);
    expect(writesAsName(news, 'project')).toBe(false);
  });

  it('a tab whose text never writes the word: its site, or a title writing it only with a capital, decide', () => {
    expect(writesAsName(tab('AI Assistants', ['Chat with your data.'], 'SmartCat', 'https://smartcat.io/genai/'), 'smartcat')).toBe(true);
    expect(writesAsName(tab('Portman Lights P1 Roadcase', ['Expected availability: 2-4 Weeks']), 'portman')).toBe(true);
    expect(writesAsName(tab('Replacement battery packs', ['Expected availability: 2-4 Weeks']), 'batteri')).toBe(false);
  });

  it('a day or a month is capitalised by English, not because it names the tab (момент reads as "Monday")', () => {
    const shop = tab('Opening hours', ['We are open from Monday to Friday, and in December on Sunday too.']);
    expect(writesAsName(shop, 'monday')).toBe(false);
    expect(writesAsName(shop, 'decemb')).toBe(false);
  });
});
