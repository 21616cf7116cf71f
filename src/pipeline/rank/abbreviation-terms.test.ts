import { describe, expect, it } from 'vitest';
import { chunkArticle } from '../chunk/chunk-article';
import { abbreviationTerms } from './abbreviation-terms';
import { prepareTerms } from './prepare-terms';
import { createTabIndex } from './tab-index';

const tab = (...paragraphs: string[]) => ({
  index: createTabIndex(chunkArticle({ url: 'https://x.example', title: 'x', site: 'x', method: 'readability', blocks: paragraphs.map((text) => ({ kind: 'paragraph' as const, text })), text: paragraphs.join('\n\n') }), 'x'),
});

describe('abbreviationTerms', () => {
  it('finds the long form a page writes for the question’s abbreviation, at half weight', () => {
    const terms = abbreviationTerms('Which of these graphics cards uses the newer PCIe generation?', [
      tab('MSI SHADOW GeForce RTX 5070 12GB GDDR7 PCI Express 5.0 ATX Graphics Card'),
      tab('Free shipping on orders over $50.'),
    ]);
    expect([...terms]).toEqual(prepareTerms('pci express').map((t) => [t, 0.5]));
    const gpu = abbreviationTerms('Which GPU is faster?', [tab('The Graphics Processing Unit runs at 2.4 GHz.')]);
    expect([...gpu.keys()].sort()).toEqual(prepareTerms('graphics processing unit').sort());
  });

  it('takes nothing from lower-case prose, a name or a page with many chance runs of capitals', () => {
    expect(abbreviationTerms('Does it have ANC?', [tab('It has active noise cancelling and a long battery.')]).size).toBe(0);
    expect(abbreviationTerms('Is the Corvo lighter?', [tab('Corvo Book 14 weighs 1.46 kg.')]).size).toBe(0);
    const chance = tab('A New Chapter', 'Always Nice Coffee', 'Another Night Club');
    expect(abbreviationTerms('Does it have ANC?', [chance]).size).toBe(0);
    // A capital of the abbreviation begins a word: "OPEC" is not "Open Championship", nor "LOR" "Lone Ranger".
    expect(abbreviationTerms('Why did OPEC cut oil?', [tab('He won the Open Championship in 1973.')]).size).toBe(0);
    expect(abbreviationTerms('Who came to the LOR idea?', [tab('The Lone Ranger rode again.')]).size).toBe(0);
  });

  it('gives the pages’ long form as terms a ranking can match', () => {
    const terms = abbreviationTerms('Does it support ANC?', [tab('Active Noise Cancelling blocks the hum of a plane.')]);
    expect([...terms.keys()].sort()).toEqual(prepareTerms('active noise cancelling').sort());
  });
});
