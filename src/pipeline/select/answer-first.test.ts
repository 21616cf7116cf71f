import { describe, expect, it } from 'vitest';
import { findAttributes } from '../compare/find-attributes';
import { answerFirst } from './answer-first';
import type { Passage } from './passage';

const ridge = { tabId: 1, url: 'https://shop.example/ridge', title: 'Ridge wallet', site: 'shop.example' };
const passage = (index: number, text: string, score: number, source = ridge): Passage =>
  ({ source, chunk: { index, text, headings: [] }, score, tokens: 10 }) as unknown as Passage;
const order = (passages: Passage[], question: string) => answerFirst(passages, question, findAttributes(question)).map((p) => p.chunk.index);

describe('answerFirst', () => {
  const opening = passage(0, 'The Ridge wallet is slim and holds your cards.', 3);
  const spec = passage(4, 'Weight: 2 oz', 1);
  const unmatched = passage(7, 'Ships in 2 oz boxes', 0);

  it('puts a matching passage that states the measure asked for before the ranking’s first', () => {
    expect(order([opening, unmatched, spec], 'How heavy is the Ridge wallet?')).toEqual([4, 0, 7]);
    expect(order([opening, spec], '重さは？')).toEqual([4, 0]);
  });

  it('keeps the ranking’s order when nothing states what is asked', () => {
    expect(order([opening, spec], 'Who makes the Ridge wallet?')).toEqual([0, 4]);
  });

  it('puts a line that names the measure and states it before a passage that only holds its units', () => {
    const sizes = passage(13, 'Bit Size & Material\n\n4 mm (S2 Steel)\n\n$29.95', 1.06);
    const dimensions = passage(6, 'Even the sturdy case was carefully engineered.\n\nDimensions\t8.25" x 5.6" x 2.75" / 21 x 14.2 x 7 cm', 0.91);
    expect(order([sizes, dimensions], 'How big is the Pro Tech Toolkit’s box?')).toEqual([6, 13]);
  });

  it('reads a figure hyphened to its unit as stated ("1-year … warranty")', () => {
    const nozzle = passage(3, 'Moist ceramic heat comes from pure ceramic coils.', 1);
    const list = passage(4, 'Cool shot function.\n\n1-year Full manufacturers warranty', 0.99);
    expect(order([nozzle, list], 'Does it come with any kind of guarantee?')).toEqual([4, 3]);
  });

  it('puts a label line whose label holds a word the question asks with first, not one with the title’s words', () => {
    const kit = { ...ridge, title: 'Pro Tech Toolkit' };
    const pitch = passage(13, 'A magnetic case and foam insert ensure secure storage.', 1, kit);
    const table = passage(6, 'Foam\tEVA\n\nCase Material\tABS', 0.78, kit);
    const named = passage(2, 'Toolkit: 64 bits', 0.9, kit);
    expect(order([pitch, named, table], 'And what is its case made of?')).toEqual([6, 13, 2]);
  });

  it('puts a passage holding a figure the question names first, but not the number of the subject’s name', () => {
    const electric = { ...ridge, title: 'Wooding Electric' };
    const pitch = passage(26, 'Regardless of your project, we work on it.', 1, electric);
    const commercial = passage(12, 'We install 480V three-phase power for machines.', 0.44, electric);
    expect(order([pitch, commercial], 'Can they work on 480 volt machines?')).toEqual([12, 26]);
    expect(order([pitch, passage(1, 'Model 1480 for machines', 0.5, electric)], 'Can they work on 480 volt machines?')).toEqual([26, 1]);
    const corvo = { ...ridge, title: 'Corvo Book 14 review' };
    const lead = passage(0, 'The Corvo Book 14 is a fine laptop.', 1, corvo);
    const battery = passage(3, 'The 14 hours of battery are plenty.', 0.5, corvo);
    expect(order([lead, battery], 'Is the Corvo Book 14 any good?')).toEqual([0, 3]);
  });

  it('puts the page’s own question and answer first when its heading asks with a word of the question', () => {
    const huel = { ...ridge, title: 'Huel Black Edition' };
    const quote = passage(12, 'Many customers like that it is vegan, affordable and quick.', 1, huel);
    const faq = { ...passage(22, 'Yes, Huel Black Edition is 100% vegan.', 0.79, huel), chunk: { index: 22, text: 'Yes, Huel Black Edition is 100% vegan.', headings: ['Is Huel Black Edition suitable for vegans?'] } } as unknown as Passage;
    const other = { ...faq, chunk: { ...faq.chunk, index: 23, headings: ['Can Huel Black Edition help with weight loss?'] } } as unknown as Passage;
    expect(order([quote, other, faq], 'Ist es vegan?')).toEqual([22, 12, 23]);
    // The title's words ("Huel") do not make every FAQ entry an answer.
    expect(order([quote, other], 'Is Huel gluten free?')).toEqual([12, 23]);
  });

  it('does not take an FAQ heading for the question asked for sharing only the words that make a question (“can”)', () => {
    const pseg = { ...ridge, title: 'Smart Thermostats | PSE&G' };
    const flex = passage(37, 'FlexPower Program: a simple way to get money back.', 1, pseg);
    const rebate = passage(2, 'You can receive a post-purchase rebate up to $100.', 0.95, pseg);
    const limit = { ...passage(23, 'You are eligible for two rebates during the lifetime of the account.', 0.86, pseg), chunk: { index: 23, text: 'You are eligible for two rebates during the lifetime of the account.', headings: ['Is there a limit to the number of rebates I can claim?'] } } as unknown as Passage;
    expect(order([flex, rebate, limit], 'How much money back can I get from PSE&G for a smart thermostat?').indexOf(23)).toBe(2);
  });

  it('does not take a word common on the tab for a word the question asks with (another language’s “de”)', () => {
    const bbq = { ...ridge, title: 'Barbecue Martinsen 1600' };
    const texts = ['Idéal pour 4 à 6 personnes de la famille.', 'Dimension grille de cuisson\tø40cm', ...Array.from({ length: 8 }, (_, i) => `Recette ${i} de saison`)];
    const chunks = texts.map((text, index) => ({ index, text, headings: [] }));
    const tabs = [{ source: bbq, index: { chunks, readingSize: chunks.length, docFreq: new Map([['de', 10], ['conviv', 0]]) } }] as never;
    const lead = passage(0, texts[0]!, 1, bbq);
    const grid = passage(1, texts[1]!, 0.9, bbq);
    const question = 'Le barbecue, c’est pour combien de convives ?';
    expect(answerFirst([lead, grid], question, [], tabs).map((p) => p.chunk.index)).toEqual([0, 1]);
    // Without the tab's counts every word counts: the grid's label "… de cuisson" would lead.
    expect(answerFirst([lead, grid], question, []).map((p) => p.chunk.index)).toEqual([1, 0]);
  });

  it('puts a spec line before a sentence that states the same measure (a review’s “I have 5 cards”)', () => {
    const review = { ...passage(40, 'I like the fit in my front pocket. I have 5 cards in it very slim.\n\nWas this helpful?', 1.2), chunk: { index: 40, text: 'I like the fit in my front pocket. I have 5 cards in it very slim.\n\nWas this helpful?', headings: ['New Ridge Wallet'] } } as unknown as Passage;
    const prose = passage(3, 'Holds 1-12 cards while remaining as slim as possible.', 0.96);
    const spec = { ...passage(5, '1-12 cards\n\nThe Ridge is minimalist without being limiting.', 0.91), chunk: { index: 5, text: '1-12 cards\n\nThe Ridge is minimalist without being limiting.', headings: ['DESIGNED FOR EVERYDAY', 'HOLDS'] } } as unknown as Passage;
    expect(order([review, prose, spec], 'How many cards fit in the Ridge wallet?')).toEqual([5, 40, 3]);
    // A label line naming the measure asked leads a sentence stating it too.
    const sentence = passage(8, 'At 2 oz, the wallet weighs less than a deck of cards.', 1);
    expect(order([sentence, spec, passage(9, 'Weight: 2 oz', 0.5)], 'How heavy is it?')).toEqual([9, 8, 5]);
  });

  it('answers a question that names the measure in another language than the page’s label', () => {
    const nord = { ...ridge, title: 'Nörd Zero sandals' };
    const review = passage(25, 'La goma de sujeción se está empezando a pelar y la suela a desgastarse.', 1, nord);
    const spec = passage(1, 'Thickness: Vibram® 5mm In our quest for quality, we opted for the most famous sole.', 0.4, nord);
    expect(order([review, spec], '¿Y qué grosor tiene?')).toEqual([1, 25]);
    const huel = { ...ridge, title: 'Huel Black Edition' };
    const faq = passage(3, 'Each 90g serving provides 40g of high-quality, plant-based protein.', 0.8, huel);
    const weightLoss = passage(0, 'Huel can support weight loss by providing easy portion control.', 1, huel);
    expect(order([weightLoss, faq], 'Wie viel Eiweiß steckt in einer Portion Huel Black Edition?')).toEqual([3, 0]);
  });

  it('puts a label line naming a field the question asks for in another language first (material, colour)', () => {
    const kit = { ...ridge, title: 'Pro Tech Toolkit' };
    const pitch = passage(13, 'A magnetic case and foam insert ensure secure storage.', 1, kit);
    const table = passage(6, 'Foam\tEVA\n\nCase Material\tABS', 0.5, kit);
    expect(order([pitch, table], 'Из какого материала корпус?')).toEqual([6, 13]);
    expect(order([pitch, passage(7, 'Farbe: Schwarz', 0.5, kit)], '¿De qué color es?')).toEqual([7, 13]);
    expect(order([pitch, table], 'Who sells it?')).toEqual([13, 6]);
  });

  it('an amount asked: a passage of the leading tab holding a figure goes before one without (not the title’s figure)', () => {
    const seeds = { ...ridge, title: 'Organic Sunflower Seeds 500g' };
    const dense = passage(5, 'These seeds are nutritionally dense, with vitamin E and zinc.', 1, seeds);
    const serving = passage(3, 'One 30g serving offers 83% of your vitamin E requirements for the day.', 0.97, seeds);
    expect(order([dense, serving], 'Wie viel Vitamin E steckt in einer Portion?')).toEqual([3, 5]);
    // Not asked for an amount: the ranking's order.
    expect(order([dense, serving], 'Are the seeds rich in vitamin E?')).toEqual([5, 3]);
    // The title's "500" is the product's name, not an answer.
    expect(order([dense, passage(6, 'Buy the 500g bag of vitamin E seeds.', 0.9, seeds)], 'How much vitamin E is in them?')).toEqual([5, 6]);
    // Another tab's figure does not go ahead of the leading tab's passage.
    const other = { ...ridge, tabId: 2, title: 'Trail mix' };
    expect(order([dense, passage(1, 'Vitamin E: 12 mg per handful', 0.4, other)], 'How much vitamin E is in the seeds?')).toEqual([5, 1]);
  });

  it('reorders a tab’s own passages only: a weaker passage of another tab keeps its place (rank by the question first)', () => {
    const kit = { ...ridge, title: 'Pro Tech Toolkit' };
    const feeder = { ...ridge, tabId: 2, title: 'Bird feeder camera' };
    const sturdy = passage(6, 'Even the sturdy case was carefully engineered.\n\nDimensions\t8.25" x 5.6" x 2.75"', 0.91, kit);
    const purpose = passage(13, 'Repair makes a global impact and the box saves you money.', 1.06, kit);
    const inTheBox = { ...passage(17, '1x Camera\n1x Feeder', 0.43, feeder), chunk: { index: 17, text: '1x Camera\n1x Feeder', headings: ['What’s in the box?'] } } as unknown as Passage;
    const question = 'How big is the Pro Tech Toolkit’s box?';
    const ids = (ps: Passage[]) => answerFirst(ps, question, findAttributes(question)).map((p) => `${p.source.tabId}#${p.chunk.index}`);
    // The toolkit's own dimensions line leads its tab; the feeder's FAQ entry stays in the second place.
    expect(ids([purpose, inTheBox, sturdy])).toEqual(['1#6', '2#17', '1#13']);
    // Without an answering line on the toolkit's page, its best passage still leads.
    expect(ids([purpose, inTheBox])).toEqual(['1#13', '2#17']);
  });

  it('does not read a path alone under a heading as a spec value (a code listing’s file name)', () => {
    const wiki = { ...ridge, title: 'Sudo - ArchWiki' };
    const listing = { ...passage(54, '/etc/sudoers.d/10-env_keep\nDefaults env_keep += "http_proxy"', 0.94, wiki), chunk: { index: 54, text: '/etc/sudoers.d/10-env_keep\nDefaults env_keep += "http_proxy"', headings: ['Environment variables'] } } as unknown as Passage;
    const config = { ...passage(9, 'The main configuration file for sudo is /etc/sudoers. Edit it with visudo.', 0.7, wiki), chunk: { index: 9, text: 'The main configuration file for sudo is /etc/sudoers. Edit it with visudo.', headings: ['Configuration'] } } as unknown as Passage;
    expect(order([listing, config], 'Where does sudo keep its settings?')).toEqual([9, 54]);
  });

  it('moves a passage past one holding at most one more of the question’s own words: a figure beside its noun in prose does not overrule them', () => {
    const normans = { ...ridge, title: 'Normans' };
    const law = passage(9, 'Norman customary law was written down in two customaries in Latin by two judges for use by them and their colleagues.', 1, normans);
    const knights = passage(3, 'Most Norman knights remained poor, and by 1066 Normandy had been exporting fighting horsemen for more than a generation.', 0.9, normans);
    expect(order([law, knights], 'How many customaries does Norman customary law have?')).toEqual([9, 3]);
  });
});
