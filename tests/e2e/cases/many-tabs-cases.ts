import { join } from 'node:path';
import { assert, eventually } from '../support/assert';
import { SCREENSHOTS } from '../support/look';
import type { Case } from '../support/run-cases';
import type { LoggingPageServer } from '../support/serve-pages';
import type { Env } from './env';

/** Everyday topics for the crowd of tabs: none says anything about laptops, bees or Etna. */
const TOPICS: Array<[string, string]> = [
  ['Sourdough starter', 'Feed the starter twice a day with equal weights of flour and water until it doubles in four hours.'],
  ['Pruning tomatoes', 'Pinch out the side shoots that grow between the main stem and the leaves every week in summer.'],
  ['Marathon training plan', 'Build the long run by no more than ten percent a week and taper for three weeks before race day.'],
  ['Knitting a scarf', 'Cast on forty stitches with a medium yarn and knit every row for a garter stitch that lies flat.'],
  ['Repotting a fern', 'Move the fern to a pot one size larger in spring and keep the soil moist but never soggy.'],
  ['Brewing green tea', 'Steep the leaves for two minutes at seventy degrees; boiling water makes the tea bitter.'],
  ['Chess openings', 'The Italian Game begins with the king pawn and develops the bishop toward the weak f7 square.'],
  ['Cleaning cast iron', 'Scrub the pan with coarse salt, dry it over the flame and wipe a thin film of oil inside.'],
  ['Bird feeders in winter', 'Sunflower hearts and suet give small birds the fat they need on cold nights.'],
  ['Learning the ukulele', 'Start with the chords C, A minor, F and G: together they play hundreds of songs.'],
  ['Storing potatoes', 'Keep potatoes in a cool dark place away from onions, which make them sprout sooner.'],
  ['Painting a fence', 'Brush the stain along the grain on a dry day, two coats, with a day between them.'],
  ['Making yogurt', 'Heat the milk to eighty-five degrees, cool it to forty-five and stir in a spoon of yogurt.'],
  ['Fixing a bicycle puncture', 'Find the hole by pumping the tube and listening, then roughen the rubber before the patch.'],
  ['Planting garlic', 'Push the cloves pointed end up five centimetres deep in autumn, fifteen centimetres apart.'],
  ['Folding paper cranes', 'Start from a square base and fold the narrow points up to make the neck and tail.'],
  ['Descaling a kettle', 'Boil a mix of water and white vinegar, leave it for an hour and rinse twice.'],
];

function page(i: number): string {
  const [title, text] = TOPICS[i % TOPICS.length]!;
  const name = `${title}${i >= TOPICS.length ? ' (part 2)' : ''}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body><article><h1>${name}</h1>
<p>${text}</p><p>${text.split(' ').reverse().join(' ')}.</p><h2>More about ${title.toLowerCase()}</h2><p>Readers often ask how to begin: ${text}</p></article></body></html>`;
}

export const manyTabsCases: Array<Case<Env>> = [
  {
    name: 'many tabs (issue 33): "All tabs" over 38 tabs reads the few that matter, says which, lists the others and adds one',
    async run(env) {
      const { browser, drive, ids, panel } = env;
      const server = env.server as LoggingPageServer;
      const urls: string[] = [];
      // 38 tabs in all, whatever the cases before left open.
      await drive.setScope('all');
      const open = Number(/\d+/.exec((await drive.byTestId('scope').textContent()) ?? '')?.[0] ?? 0);
      for (let i = 0; i < 38 - open; i++) {
        const path = `crowd-${i}.html`;
        server.add(path, Buffer.from(page(i)), { headers: { 'content-type': 'text/html; charset=utf-8' }, times: 1000 });
        urls.push(server.url(path));
      }
      try {
        for (const url of urls) await browser.openTab(url);
        await eventually(async () => assert.match((await drive.byTestId('scope').textContent()) ?? '', /All 38 tabs/), 20_000);
        await drive.ask('How long does the Aerolite battery last?');
        const line = drive.byTestId('read-tabs');
        const read = Number(await line.getAttribute('data-read'));
        assert.equal(await line.getAttribute('data-of'), '38');
        assert.ok(read >= 1 && read <= 8, `read ${read} tabs`);
        assert.match((await line.textContent()) ?? '', new RegExp(`Read ${read} of 38 tabs: .*Aerolite 14 review`));
        assert.equal(Number(await drive.source(1).getAttribute('data-tab-id')), ids.laptop);
        assert.match((await drive.source(1).textContent()) ?? '', /11 hours and 42 minutes/);
        await panel.setViewportSize({ width: 400, height: 800 });
        await panel.screenshot({ path: join(SCREENSHOTS, 'many-tabs-read-400x800-light.png') });

        // The others, best first, each with Add; adding Etna asks again with it read too.
        await drive.click(drive.byTestId('show-other-tabs'));
        assert.equal(await drive.byTestId('other-tab').count(), 38 - read);
        await panel.screenshot({ path: join(SCREENSHOTS, 'many-tabs-others-400x800-light.png') });
        await drive.click(panel.locator(`[data-testid="add-tab"][data-tab-id="${ids.etna}"]`));
        // The question is asked again with Etna read as well. The tabs not read the first time were read in
        // the background meanwhile (choose-tabs-to-read.ts: "the next question knows them better"), so the
        // new choice may take more of them: Etna is added, and no tab read before is dropped.
        await eventually(async () => {
          const again = drive.byTestId('read-tabs');
          assert.ok(Number(await again.getAttribute('data-read')) >= read + 1, `read ${await again.getAttribute('data-read')} tabs after adding one to ${read}`);
          assert.match((await again.textContent()) ?? '', /Mount Etna/);
          assert.match((await again.textContent()) ?? '', /Aerolite 14 review/);
        }, 20_000);
      } finally {
        await (await browser.worker()).evaluate(async (crowd) => {
          const tabs = await chrome.tabs.query({});
          await chrome.tabs.remove(tabs.filter((t) => crowd.includes(t.url ?? '')).map((t) => t.id!));
        }, urls);
        await drive.setScope('current');
      }
    },
  },
];
