import { describe, expect, it } from 'vitest';
import type { Chunk } from '../chunk/chunk';
import { createTabIndex } from '../rank/tab-index';
import { namedSubjectTabs } from './named-subject-tabs';
import { selectForQuestion } from './select-for-question';

function tab(tabId: number, title: string, paragraphs: string[]) {
  const chunks: Chunk[] = paragraphs.map((text, index) => ({ index, text, headings: [], locator: { exact: text, prefix: '', suffix: '' } }));
  return { source: { tabId, url: `https://site${tabId}.test/page`, title, site: `site${tabId}.test` }, index: createTabIndex(chunks, title) };
}

const aerolite = tab(1, 'Aerolite 14 review: a light laptop that lasts – Gadgetry', [
  'The Aerolite 14 weighs 1.1 kilograms and is made from a single piece of recycled magnesium.',
  'In our looping video test the Aerolite 14 lasted 11 hours and 42 minutes before it shut down.',
]);
const marathon = tab(2, 'Marathon training plan (part 2) – Runners', [
  'Build the long run by no more than ten percent a week, and keep one long run every Sunday.',
  'How long should the taper last? Two weeks of shorter runs before race day.',
]);
const roundup = tab(3, 'The best thin laptops of the year – Gadgetry', [
  'Our pick is still the Aerolite, whose battery lasts longer than any rival we tested.',
  'The Zenith Air is thinner but heavier than it looks.',
]);
const ids = (tabs: Array<{ source: { tabId: number } }> | undefined) => tabs?.map((t) => t.source.tabId);

describe('namedSubjectTabs', () => {
  it('keeps the tabs that write the name a title holds; a plan whose "long run" matches is not asked', () => {
    expect(ids(namedSubjectTabs([aerolite, marathon, roundup], 'How long does the Aerolite battery last?')?.sent)).toEqual([1, 3]);
    // The subject's own page is the one whose title holds the name, not the roundup that mentions it.
    expect(ids(namedSubjectTabs([aerolite, marathon, roundup], 'How long does the Aerolite battery last?')?.titled)).toEqual([1]);
  });

  it('changes nothing when no title holds a name, when every tab writes it, or for one tab', () => {
    expect(namedSubjectTabs([aerolite, marathon], 'How long does the battery last?')?.sent).toBeUndefined();
    expect(namedSubjectTabs([aerolite, roundup], 'How heavy is the Aerolite?')?.sent).toBeUndefined();
    expect(namedSubjectTabs([aerolite], 'How heavy is the Aerolite?')?.sent).toBeUndefined();
  });

  it('a name every title holds (the site) or a bare number names no tab; a site some titles hold names those', () => {
    expect(namedSubjectTabs([aerolite, roundup], 'What does Gadgetry say about the Zenith Air?')?.sent).toBeUndefined();
    expect(ids(namedSubjectTabs([aerolite, roundup, marathon], 'What does Gadgetry say about battery life?')?.sent)).toEqual([1, 3]);
    expect(namedSubjectTabs([aerolite, marathon], 'What happened in part 2 of 14?')?.sent).toBeUndefined();
  });

  it('a name written in the question\'s script names the tab whose title, site or profile holds it (デロイト, 테라폼)', () => {
    const deloitte = tab(4, 'Our services | Deloitte US', ['At Deloitte, we see every challenge as an opportunity for growth.']);
    const smartcat = tab(5, 'AI Assistants - SmartCat', ['Chat with your data like you would with a colleague.']);
    expect(ids(namedSubjectTabs([deloitte, marathon, smartcat, roundup], 'デロイトとSmartcatのサービスはどんな会社向け？')?.sent)).toEqual([4, 5]);
    const terraform = { ...tab(6, 'Create and manage resources overview', ['Write the resource configuration in Terraform.']), profile: { path: 'terraform language resources', crumbs: ['Developer', 'Terraform'], description: '', ogType: '', types: [], names: ['Terraform'], headings: [] } };
    const azure = tab(7, 'Develop Azure Functions locally using Core Tools', ['Run func init MyProjFolder to create a project.']);
    expect(ids(namedSubjectTabs([terraform, marathon, azure, roundup], '테라폼이랑 Azure Functions에서 새 프로젝트를 시작할 때 먼저 뭘 실행해야 해?')?.sent)).toEqual([6, 7]);
  });

  it('keeps the tab a joined side names by common nouns its title holds ("the sharpening stone shop and the Birdbuddy Pro feeder")', () => {
    const stones = tab(10, 'Best Sharpening Stones | Home Page', ['Save 12% off everything this week.']);
    const birdbuddy = tab(11, 'Birdbuddy : Shop', ['Smart Bird Feeder Pro 199€ 299€ (34% OFF)']);
    const q = 'What discount is running on the sharpening stone shop and on the Birdbuddy Pro feeder?';
    expect(ids(namedSubjectTabs([stones, marathon, birdbuddy], q)?.sent)).toEqual([10, 11]);
    // A side of one word, or a clause, names no tab.
    expect(ids(namedSubjectTabs([aerolite, marathon, roundup], 'How long does the Aerolite battery last and how do I charge it?')?.sent)).toEqual([1, 3]);
  });

  it('the first word of the sentence is not a name unless marked ("How", "Marathon" opening the question)', () => {
    expect(namedSubjectTabs([aerolite, marathon], 'Marathon runners: how long is the taper?')?.sent).toBeUndefined();
  });
});

describe('selectForQuestion with a named subject', () => {
  it('sends no passage of a tab that never writes the name, the answer among them', () => {
    const context = selectForQuestion([aerolite, marathon, roundup], 'How long does the Aerolite battery last?');
    expect(context.passages.length).toBeGreaterThan(0);
    expect(context.passages.some((p) => p.source.tabId === 2)).toBe(false);
    expect(context.passages.some((p) => p.chunk.text.includes('11 hours'))).toBe(true);
  });

  it('the subject\'s own page states the measure asked first, though the line shares no word with the question', () => {
    const airpods = tab(8, 'Apple AirPods Pro 2nd generation with MagSafe: Amazon.co.uk', [
      'Apple AirPods Pro 2 deliver up to 2x more Active Noise Cancellation than the previous generation.',
      ...Array.from({ length: 12 }, (_, i) => `Review ${i + 1}: my AirPods Pro 2 pair well and the noise cancelling on the Pro 2 is a big step up.`),
      'Colour White. Item weight 0.1 Pounds',
    ]);
    const languages = tab(9, 'List of programming languages', ['Pro*C is an embedded SQL language.', 'Prolog is a logic language, 2 pounds of it.']);
    const context = selectForQuestion([languages, marathon, airpods], 'AirPods Pro 2 무게가 얼마나 돼요?', { budget: 250 });
    expect(context.passages[0]?.chunk.text).toBe('Colour White. Item weight 0.1 Pounds');
    // Only the titled page's lines join: another tab's "2 pounds" does not.
    expect(context.passages.some((p) => p.chunk.text.includes('Prolog'))).toBe(false);
  });

  it('no title names the subject: the tab the ranking leads with, whose text alone holds the name, states the measure first', () => {
    const shop = tab(12, 'Diffuseur huiles essentielles – Idée cadeau déco', [
      'Les avis de nos clients sur Stadler Form (Suisse).',
      ...Array.from({ length: 12 }, (_, i) => `Avis ${i + 1} : une lanterne très décorative, je recommande.`),
      "Batterie rechargeable : jusqu'à 11 heures d'autonomie.",
    ]);
    const context = selectForQuestion([marathon, shop, roundup], 'Wie lange läuft der Stadler-Form-Diffusor mit einer Akkuladung?', { budget: 250 });
    expect(context.passages[0]?.chunk.text).toBe("Batterie rechargeable : jusqu'à 11 heures d'autonomie.");
  });

  it('a comparison is left to the comparison’s own choice of tabs', () => {
    const context = selectForQuestion([aerolite, marathon, roundup], 'Which lasts longer, the Aerolite or the Zenith Air?');
    expect(context.intent.kind).toBe('comparison');
  });
});
