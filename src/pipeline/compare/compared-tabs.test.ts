import { describe, expect, it } from 'vitest';
import { chunksOf } from '../../../tests/support/test-chunks';
import { createTabIndex } from '../rank/tab-index';
import { comparedTabs } from './compared-tabs';
import { findAttributes } from './find-attributes';

const makeTabs = (pages: Array<{ title: string; texts: string[]; headings?: string[] }>) =>
  pages.map((p, i) => ({
    source: { tabId: i + 1, url: `https://site${i + 1}.test/page`, title: p.title, site: `site${i + 1}.test` },
    index: createTabIndex(chunksOf(p.texts, p.headings), p.title),
  }));
const compared = (tabs: ReturnType<typeof makeTabs>, q: string, byShape = false) => comparedTabs(tabs, q, findAttributes(q), { byShape }).tabs.map((t) => t.source.tabId);

describe('comparedTabs', () => {
  it('a common word in one title does not name that tab; a count takes the tabs stating the attribute first', () => {
    const tabs = makeTabs([
      { title: 'Ninja Professional Kitchen System Blender', texts: ['Offers 5 Auto-iQ preset programs for smoothies.', 'A kitchen machine for every day.'] },
      { title: 'Exercise Equipment & Gym Machines', texts: ['Rowing machine, now $449.', 'Treadmill with 12 speeds, a machine for the kitchen-sized flat.'] },
      { title: 'Instant Pot cookers', texts: ['Pressure cooker for the kitchen.'], headings: ['Instant Pot Duo, Includes App With Over 800 Recipes'] },
      { title: 'Bread makers', texts: ['Our bread maker machines bake with 12 programs.'] },
      { title: 'Beginner woodworking projects', texts: ['Build a shelf with a drill.'] },
    ]);
    expect(compared(tabs, 'Which of these three kitchen machines comes with the most built-in programs or recipes?')).toEqual([1, 3, 4]);
  });

  it('a name of several words in one tab\'s text names it (a shop listing the model)', () => {
    const tabs = makeTabs([
      { title: 'Running Shoes | Outdoor shop', texts: ["HOKA Clifton 10 Road-Running Shoes - Men's $124.93", 'Brooks Ghost 17 $150.00'] },
      { title: "Men's Running Shoes. Nike.com", texts: ['Nike Vomero 18 Road Running Shoes $155'] },
      { title: 'Weight loss tips', texts: ['Running helps, and shoes matter less than you think.'] },
      { title: 'Living room furniture', texts: ['Sofas from $499.'] },
    ]);
    expect(compared(tabs, '¿Qué zapatilla sale más barata, la Hoka Clifton 10 de hombre o la Nike Vomero 18?', true)).toEqual([1, 2]);
  });

  it("a name's leading words in one tab's text name it when no tab writes the whole name (\"Smart Bird Feeder\" for \"… Pro\")", () => {
    const tabs = makeTabs([
      { title: 'Birdbuddy : Shop', texts: ['199€ 299€ (34% OFF) 53 discounted units available', 'Compatible with Smart Bird Feeder. Your offer is reserved.'] },
      { title: 'Best Portable Power Stations for Camping', texts: ['Rocksolar Weekender MAX PRO 1200W: $899 (20% off)'] },
      { title: 'Netflix TechBlog', texts: ['Our smart caching layer, bird by bird.'] },
      { title: 'Social media agencies', texts: ['A feeder of leads for your smart campaigns.'] },
    ]);
    expect(compared(tabs, '¿Qué rebaja tienen ahora el comedero Smart Bird Feeder Pro y la estación Weekender MAX PRO?', true)).toEqual([1, 2]);
    // Two tabs writing the leading words: neither is named by them.
    const both = makeTabs([
      { title: 'Shop A', texts: ['Smart Bird Feeder, 199€'] },
      { title: 'Shop B', texts: ['Smart Bird Feeder, 179€'] },
      { title: 'Power stations', texts: ['Weekender MAX PRO, $899'] },
    ]);
    expect(compared(both, 'What discount do the Smart Bird Feeder Pro and the Weekender MAX PRO have?', true)).not.toEqual([1, 3]);
  });

  it('a name shared with a tab already named does not name another ("Coco Republic", not "Nord Republic")', () => {
    const tabs = [
      ...makeTabs([
        { title: 'Nörd Zero | Nord Republic minimalist sandals', texts: ['Sandals for the city, 89 €.'] },
        { title: 'Atelier Sofa', texts: ['Atelier Sofa $4,345.00'] },
        { title: 'Sofas & Couches | Wayfair', texts: ['Terren 81"W Farmhouse Linen Fabric Sofa $429.99'] },
        { title: 'Pet insurance', texts: ['Plans from $10 a month.'] },
      ]),
    ];
    tabs[1]!.source.site = 'Coco Republic';
    tabs[2]!.source.site = 'Wayfair';
    expect(compared(tabs, "Quale dei due divani costa meno, l'Atelier di Coco Republic o il Terren di Wayfair?")).toEqual([2, 3]);
  });

  it('nothing named matches (another language): "the two" are the tabs most alike in what they are', () => {
    const tabs = makeTabs([
      { title: 'Data and Analytics Services', texts: ['Our experts deliver data strategy.'] },
      { title: 'The Best Wireless Bluetooth Earbuds', texts: ['We tested over 450 pairs.'] },
      { title: 'Remote Full-Stack Programming Jobs', texts: ['Senior engineer, remote.'] },
      { title: 'The Best Cheap Wireless Earbuds under $50', texts: ['I have reviewed 507+ wireless earphones.'] },
      { title: 'Identity Theft Protection', texts: ['Alerts when your data leaks.'] },
    ]);
    expect(compared(tabs, '두 무선 이어폰 추천 글 중 어느 쪽이 더 많은 제품을 테스트했나요?')).toEqual([2, 4]);
  });

  it('a bare number of a name names no tab without the name\'s other words ("10" of "Elite 10" is not "10% Off")', () => {
    const tabs = makeTabs([
      { title: 'Electrician Coupons: 10% Off Panel Upgrades', texts: ['Save on electrical repairs.'] },
      { title: 'Video Doorbells | Ring', texts: ['Ring Wired Video Doorbell Pro records 1536p HD video.'] },
      { title: 'Buy 4K Dash Cams', texts: ['BlackVue Elite 10 dash cam, 4K UHD front camera.'] },
      { title: 'Sofas', texts: ['Sofas from $499.'] },
    ]);
    expect(compared(tabs, 'Do the Ring Wired Video Doorbell Pro and the BlackVue Elite 10 dash cam both record in 4K?', true)).toEqual([2, 3]);
  });

  it('a bare number beside its name still names the tab ("iPhone 15", not the iPhone 16)', () => {
    const tabs = makeTabs([
      { title: 'Apple iPhone 15 review', texts: ['The iPhone 15 weighs 171 g.'] },
      { title: 'Apple iPhone 16 review', texts: ['The iPhone 16 weighs 170 g.'] },
      { title: '15 best laptops', texts: ['Laptops from 1.2 kg.'] },
      { title: 'Garden tools', texts: ['A spade weighs 2 kg.'] },
    ]);
    expect(compared(tabs, 'Which is lighter, the iPhone 15 or the iPhone 16?')).toEqual([1, 2]);
  });

  it('tabs raised for stating the attribute keep the order of what they matched ("fish" in a title before "keep" in a text)', () => {
    const tabs = makeTabs([
      { title: 'Office software', texts: ['Keep track of tasks. Updated May 2024.', 'Keep your team aligned since 2012.'] },
      { title: 'New tank thoughts | Fish forum thread', texts: ['I want to set up a fish tank for my fish. Posted March 2023.', 'Keeping fish is fun; fish need care.'] },
      { title: 'What to look for before buying new fish', texts: ['Quarantine new fish. Posted June 2019.', 'Look at the fish closely.'] },
      { title: 'Camping stoves', texts: ['A stove for the trail.'] },
    ]);
    expect(compared(tabs, 'Which of these two fish-keeping threads is more recent?')).toEqual([2, 3]);
  });

  it('read from its shape, a tab is what the question names only when its title holds half of what the best title holds of it', () => {
    const tabs = makeTabs([
      { title: 'GO REPAIR! Home Repair Grant Program', texts: ['Grants for home repair are up to $20,000 and are not paid back.', 'The program helps homeowners.'] },
      { title: 'Residential repair coupons', texts: ['$50 off any electrical repair.'] },
      { title: 'SHIP | City of Southfield', texts: ['The home repair program offers loans from $5,000.', 'Home improvement for seniors.'] },
      { title: 'Camping stoves', texts: ['A stove for $99.'] },
    ]);
    expect(compared(tabs, 'Do I have to pay back the money from either of these home repair programs?', true)).toEqual([1]);
  });

  it('a tab holding one word of the subject in passing is not raised for stating the attribute ("say" of "what the two weight-loss articles say")', () => {
    const tabs = makeTabs([
      { title: 'Healthy Weight Loss', texts: ['Losing 1 to 2 pounds a week is healthy weight loss.', 'Exercise helps weight loss.'] },
      { title: 'Tech news', texts: ['Critics say the new phone, at 200 g, is heavy.', 'They say it sells well.'] },
      { title: 'Weight loss tips for the new year', texts: ['Exercise daily for weight loss.', 'Sleep well.'] },
      { title: 'Camping stoves', texts: ['A stove for the trail.'] },
    ]);
    expect(compared(tabs, 'Compare what the two weight-loss articles say about exercise')).toEqual([1, 3]);
  });

  it('pointing at a set whose one tab is what it names, a tab whose text holds each word of that over and over is the other', () => {
    const tabs = makeTabs([
      { title: 'GO REPAIR! Home Repair Grant Program', texts: ['Grants for home repair are up to $20,000 and are not paid back.', 'The program helps homeowners.'] },
      { title: 'Residential repair coupons', texts: ['$50 off any electrical repair.', 'Home repair made easy.'] },
      { title: 'SHIP | City of Southfield', texts: ['The home repair program offers loans from $5,000.', 'Home repair loans: the program is repaid when the home is sold.', 'Apply to the program.'] },
      { title: 'Camping stoves', texts: ['A stove for $99.'] },
    ]);
    expect(compared(tabs, 'Do I have to pay back the money from either of these home repair programs?', true)).toEqual([1, 3]);
  });

  it('a word of a name whose other words are other tabs\' names no tab ("Effect" of "Effect Hook" on a graphics card)', () => {
    const tabs = makeTabs([
      { title: 'Hooks at a Glance – React', texts: ['The Effect Hook lets you perform side effects.', 'Custom Hooks reuse logic.'] },
      { title: 'Sandals', texts: ['Sandals for the city.'] },
      { title: 'Building Your Own Hooks – React', texts: ['A custom Hook is a function.', 'Custom Hooks share logic, not state.'] },
      { title: 'White Edition graphics card, mirror Effect lighting', texts: ['16GB GDDR6X, PCIe 4.0.'] },
    ]);
    expect(compared(tabs, 'Compare the Effect Hook and custom Hooks in the two React pages')).toEqual([1, 3]);
  });

  it('a question naming what it compares raises no tab that holds none of its names for stating the attribute', () => {
    const tabs = makeTabs([
      { title: 'Survival Guide to SysV Init', texts: ['SysV init scripts live in /etc/init.d.', 'Runlevels are set in /etc/inittab.', 'systemd replaced SysV init on most systems.'] },
      { title: 'systemd - ArchWiki', texts: ['systemd unit files go in /etc/systemd/system.', 'A service is a unit.'] },
      { title: 'Develop Azure Functions locally', texts: ['Run func init to create the service definitions in /home/user/app.', 'Function definitions and service settings.'] },
      { title: 'Camping stoves', texts: ['A stove for the trail.'] },
    ]);
    expect(compared(tabs, 'Where do I put my own service definitions with SysV init compared to systemd?')).toEqual([1, 2]);
  });

  it('nothing named matches: tabs are alike first by what names them, not by their descriptions\' prose or structured types', () => {
    const profile = (description: string, types: string[]) => ({ path: '', crumbs: [], description, ogType: 'article', types, names: [], headings: [] });
    const tabs = makeTabs([
      { title: 'The Best Wireless Bluetooth Earbuds', texts: ['We tested over 450 pairs.'] },
      { title: 'These are the best major appliances of 2025', texts: ['We tested 32 washers.'] },
      { title: 'The Best Cheap Wireless Earbuds under $50', texts: ['I have reviewed 507+ wireless earphones.'] },
      { title: 'Performance Optimization', texts: ['6 benchmark workloads.'] },
    ]).map((t, i) =>
      i === 0 ? { ...t, profile: profile('Earbuds with features that work no matter what phone.', ['Article']) } : i === 1 ? { ...t, profile: profile('Features that matter, from top brands.', ['NewsArticle']) } : { ...t, profile: profile('', []) },
    );
    expect(comparedTabs(tabs, '두 무선 이어폰 추천 글 중 어느 쪽이 더 많은 제품을 테스트했나요?', findAttributes('두 무선 이어폰 추천 글 중 어느 쪽이 더 많은 제품을 테스트했나요?')).tabs.map((t) => t.source.tabId)).toEqual([1, 3]);
  });

  it('a hyphenated word of the subject is held in a text only whole ("buy" alone of "computer-buying" raises no payments page)', () => {
    const tabs = makeTabs([
      { title: 'Editing PC Build, May 2024', texts: ['I want to buy a computer for editing, budget $3,000.', 'Which GPU?'] },
      { title: 'Stripe Payments', texts: ['Let customers buy in one click, from $1 a month.'] },
      { title: 'Laptop recommendation resources', texts: ['Before you buy a computer, set a budget: 1000$ gets a good laptop.'] },
      { title: 'Camping stoves', texts: ['A stove for the trail.'] },
    ]);
    expect(compared(tabs, 'Which of these computer-buying threads has the biggest budget?')).toEqual([1, 3]);
  });

  it('a name the question writes in its own script names the tab known by it (ポートマン: Portman)', () => {
    const tabs = makeTabs([
      { title: 'Portman Lights P1 Retro Or EVO - 4 Units Roadcase', texts: ['Expected availability: 2-4 Weeks.', 'Weight: 14.5 kg'] },
      { title: 'Rocksolar Utility 300W Portable Power Station', texts: ['Weight: 8.2 lbs', 'In stock (191 units).'] },
      { title: 'Marathon training plan', texts: ['Build the long run slowly.'] },
      { title: 'Sofas & Couches', texts: ['Linen sofa, 42 kg.'] },
      { title: 'Camping stoves', texts: ['A stove for the trail, 0.4 kg.'] },
    ]);
    expect(compared(tabs, 'ポートマンのケースとRocksolarの電源、どちらが重い？')).toEqual([1, 2]);
  });

  it('a common loan in the question names no tab that writes it lower-case (バッテリー, a car battery guide)', () => {
    const tabs = makeTabs([
      { title: 'Aerolite 14 review', texts: ['The Aerolite 14 battery lasted 11 hours in our test.'] },
      { title: 'Zenith Air review', texts: ['The Zenith Air lasted 9 hours on a charge.'] },
      { title: 'Car Battery Replacement Guide', texts: ['Replace the battery every five years.', 'A new battery lasts 5 years.'] },
      { title: 'Camping stoves', texts: ['A stove for the trail.'] },
      { title: 'Marathon training plan', texts: ['Build the long run slowly.'] },
    ]);
    expect(compared(tabs, 'Aerolite 14とZenith Air、バッテリーが長持ちするのはどっち？')).toEqual([1, 2]);
  });

  it('a subject word no tab holds is the word one writes its own way ("der Fotografie-Artikel": photography)', () => {
    const tabs = makeTabs([
      { title: 'Recent Trends in Photography', texts: ['8 recent photography trends: selfies, drones, 360 panoramas.'] },
      { title: 'Best running shoes', texts: ['Trends in running: lighter shoes.'] },
      { title: 'Watch market in 2024', texts: ['The trend is smaller watches.'] },
      { title: 'Living room furniture', texts: ['Sofas from $499.'] },
    ]);
    expect(compared(tabs, 'Welche Trends stellt der Fotografie-Artikel vor?')).toEqual([1]);
  });

  it('a ranked list is what "these two rankings" names, though its title never says "ranking" (ranked-list.ts)', () => {
    const tabs = makeTabs([
      { title: 'Top 17 Social Media Marketing Agencies in the U.S. (2025)', texts: ['1. The Social Shepherd: paid social and content.'] },
      { title: 'Portman Lights P1 Retro Or EVO - 4 Units Roadcase', texts: ['Roadcase for four lights, $349.'] },
      { title: 'Best 5 Website Builders for 2026: My Tried & Tested Picks', texts: ['How we test and rank website builders: 12 builders tested.'] },
      { title: 'The Stack Overflow Blog', texts: ['Podcast episode 2026.'] },
    ]);
    expect(compared(tabs, 'Esses dois rankings são de que ano?', true)).toEqual([1, 3]);
    expect(compared(tabs, 'Quel est le premier choix de chacun de ces deux classements ?', true)).toEqual([1, 3]);
  });
});
