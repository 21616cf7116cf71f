import type { Page } from 'playwright-core';
import { assert, eventually } from '../support/assert';
import { inEachLook } from '../support/look';
import type { Case } from '../support/run-cases';
import type { VideoEnv } from './video-env';

const text = async (locator: { textContent(): Promise<string | null> }) => (await locator.textContent()) ?? '';
const currentTime = (page: Page, selector = 'video') => page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.currentTime, selector);
const activeTabId = async ({ browser }: VideoEnv) =>
  (await browser.worker()).evaluate(async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id);

export const videoCases: Array<Case<VideoEnv>> = [
  {
    name: 'a lecture page: the answer said only in its WebVTT captions is found at 1:10, and a click plays the video from there',
    async run(env) {
      const { open, drive, sites } = env;
      const { page, id } = await open(sites.url('lecture.html'));
      assert.doesNotMatch(await page.locator('article').innerText(), /megawatts/); // the page's text does not say it
      await drive.chooseTabs([id]);
      await drive.ask('How many megawatts would the Swansea lagoon have had?');
      const source = drive.source(1);
      assert.match(await text(source), /three hundred and twenty megawatts in all/);
      assert.doesNotMatch(await text(source), /Okafor|align:|<c/); // no voice names, settings or markup
      assert.equal(await text(source.locator('[data-testid="source-time"]')), '1:10');
      assert.match(await text(source), /Transcript \(English\)/);
      assert.match(await text(drive.tabStatus(id)), /^\d+ passages · transcript \(English, in your language\) · 3:20$/);
      await drive.click(drive.sourceOpen(1));
      await eventually(async () => {
        const at = await currentTime(page);
        assert.ok(Math.abs(at - 70) <= 2, `the video is at ${at} s, not 1:10`);
      });
      assert.equal(await activeTabId(env), id);
      await page.close();
    },
  },
  {
    name: 'a page whose video has no captions says so, and its own text is still read',
    async run({ open, drive, sites }) {
      const { page, id } = await open(sites.url('lecture-silent.html'));
      await drive.chooseTabs([id]);
      await drive.ask('Where is the wave power testing site?');
      assert.match(await text(drive.source(1)), /Billia Croo/);
      assert.match(await text(drive.tabStatus(id)), /the video on this page has no captions: only the page's text was read/);
      // A player the reader cannot see is left out, captions and all (hidden text is never read).
      assert.doesNotMatch(await drive.byTestId('answer').innerText(), /Moon|Ignore previous/);
      assert.ok(!sites.requests.some((r) => r.includes('hidden.vtt')), 'the hidden player\'s captions were fetched');
      await page.close();
    },
  },
  {
    name: 'YouTube: the transcript from the player\'s caption tracks (json3), its moment 2:14, a click seeks the player, a link at &t=134s; a later sentence\'s own moment (review R11)',
    async run(env) {
      const { open, drive, sites, panel } = env;
      const url = 'https://www.youtube.com/watch?v=sOurd0ugh01';
      const { page, id } = await open(url);
      await drive.chooseTabs([id]);
      await drive.ask('How often should I feed the starter?');
      const source = drive.source(1);
      assert.match(await text(source), /every twelve hours with equal weights of rye flour/); // the person's track, not "started every 12"
      assert.equal(await text(source.locator('[data-testid="source-time"]')), '2:14');
      assert.match(await text(drive.tabStatus(id)), /transcript \(English, in your language\) · 3:20/);
      assert.ok(sites.requests.some((r) => r.startsWith('GET /api/timedtext?v=sOurd0ugh01') && r.includes('fmt=json3') && r.includes('lang=en') && !r.includes('kind=asr')));
      await drive.click(drive.sourceOpen(1));
      await eventually(async () => {
        const at = await currentTime(page, '#movie_player video');
        assert.ok(Math.abs(at - 134) <= 2, `the player is at ${at} s, not 2:14`);
      });
      assert.equal(await activeTabId(env), id);
      const link = drive.source(1).locator('[data-testid="copy-moment-link"]');
      assert.equal(await link.getAttribute('title'), 'Copy a link to the video at 2:14');
      assert.match(await text(link), /^Copy link at 2:14/);
      await drive.front();
      await panel.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await link.click();
      await eventually(async () => assert.match(await text(link), /Copied/));
      assert.equal(await panel.evaluate(() => navigator.clipboard.readText()), `${url}&t=134s`);
      // The sentence asked about is the passage's second cue: the card, its bold and the seek are at 2:21, not 2:14 (review R11).
      await drive.ask('At what temperature should the jar be kept?');
      assert.equal(await text(drive.source(1).locator('[data-testid="source-match"]')), 'Keep the jar at about twenty five degrees.');
      assert.equal(await text(drive.source(1).locator('[data-testid="source-time"]')), '2:21');
      const r11 = await inEachLook(panel, 'r11-sentence-moment');
      assert.deepEqual(r11, [], r11.join('\n'));
      await drive.click(drive.sourceOpen(1));
      await eventually(async () => {
        const at = await currentTime(page, '#movie_player video');
        assert.ok(Math.abs(at - 141) <= 1.5, `the player is at ${at} s, not 2:21`);
      });
      await drive.ask('Summarize this video');
      // Whole-video questions get the coverage selection, shown in reading order: the moments run in order from the start.
      const moments = await drive.byTestId('source').evaluateAll((els) => els.map((el) => el.querySelector('[data-testid="source-time"]')?.textContent).filter(Boolean));
      assert.deepEqual(moments.slice(0, 3), ['0:01', '1:00', '2:14']);
      assert.match(await text(drive.byTestId('answer')), /The whole page, in reading order/);
      // A question in German takes the German track.
      await drive.ask('Wie oft soll man den Sauerteig füttern?');
      assert.match(await text(drive.source(1)), /Füttere den Sauerteig alle zwölf Stunden/);
      assert.equal(await text(drive.source(1).locator('[data-testid="source-time"]')), '2:14');
      assert.match(await text(drive.tabStatus(id)), /transcript \(German, in your language\)/);
      await page.close();
    },
  },
  {
    name: 'YouTube in-page navigation to another video: its transcript is read anew (srv3 XML, with the player\'s token), keyed by video id',
    async run(env_) {
      const { open, drive, sites } = env_;
      const { page, id } = await open('https://www.youtube.com/watch?v=sOurd0ugh01');
      await drive.chooseTabs([id]);
      await drive.ask('How often should I feed the starter?');
      assert.match(await text(drive.source(1)), /twelve hours/);
      await page.bringToFront();
      await page.click('#up-next');
      await page.waitForURL(/v=L1ghthouse2/);
      await drive.ask('How much does the lens weigh?');
      const source = drive.source(1);
      assert.match(await text(source), /four tonnes of brass and glass/);
      assert.doesNotMatch(await text(source), /of the tower of the tower|the lens weighs the lens weighs/); // rolling captions said once
      assert.equal(Number(await source.getAttribute('data-tab-id')), id);
      assert.equal(await text(source.locator('[data-testid="source-time"]')), '0:02');
      assert.match(await text(drive.tabStatus(id)), /transcript \(English \(auto-generated\), in your language\)/);
      const read = sites.requests.filter((r) => r.startsWith('GET /api/timedtext?v=L1ghthouse2'));
      assert.ok(read.some((r) => r.includes('fmt=srv3') && r.includes('pot=MlocalPotToken')), read.join('\n'));
      await drive.ask('What did the keepers polish the prisms with?');
      assert.match(await text(drive.source(1)), /jeweller's rouge/);
      assert.equal(await text(drive.source(1).locator('[data-testid="source-time"]')), '1:35');
      assert.doesNotMatch(await drive.byTestId('source').evaluateAll((els) => els.map((e) => e.textContent).join(' ')), /sourdough|twelve hours/i);
      await drive.click(drive.sourceOpen(1));
      await eventually(async () => {
        const at = await currentTime(page, '#movie_player video');
        assert.ok(Math.abs(at - 95) <= 2, `the player is at ${at} s, not 1:35`);
      });
      await page.close();
    },
  },
  {
    name: "YouTube: when the caption tracks answer empty, the transcript panel is opened and read (2026 markup); when there is none either, the status names the routes tried",
    async run({ open, drive }) {
      const knots = await open('https://www.youtube.com/watch?v=Pan3lOnly05');
      await drive.chooseTabs([knots.id]);
      await drive.ask('What holds a fender on a rail?');
      assert.match(await text(drive.source(1)), /clove hitch holds a fender/);
      assert.equal(await text(drive.source(1).locator('[data-testid="source-time"]')), '1:12');
      await drive.click(drive.sourceOpen(1));
      await eventually(async () => {
        const at = await currentTime(knots.page, '#movie_player video');
        assert.ok(Math.abs(at - 72) <= 2, `the player is at ${at} s, not 1:12`);
      });
      const engine = await open('https://www.youtube.com/watch?v=Br0kenCapt6');
      await drive.chooseTabs([engine.id]);
      await drive.ask('How often should the impeller be changed?');
      assert.match(
        await text(drive.tabStatus(engine.id)),
        /captions failed to load from the player's caption tracks \(tried: caption track \(json3\): empty body; caption track \(srv3\): empty body; transcript panel: not offered\)/,
      );
      await knots.page.close();
      await engine.page.close();
    },
  },
  {
    name: 'YouTube: a video without captions and a live stream each say why there is no transcript',
    async run({ open, drive }) {
      const silent = await open('https://www.youtube.com/watch?v=N0capti0ns3');
      const live = await open('https://www.youtube.com/watch?v=L1vestream4');
      await drive.chooseTabs([silent.id, live.id]);
      await drive.ask('What is said in these videos?');
      assert.match(await text(drive.tabStatus(silent.id)), /this video has no captions or transcript: only its title and description were read/);
      assert.match(await text(drive.tabStatus(live.id)), /a live stream: there is no transcript to read until it ends/);
      await silent.page.close();
      await live.page.close();
    },
  },
  {
    name: 'YouTube: a restricted, an unavailable and a captionless video each open the answer with why (YouTube\'s words), not "Nothing in this tab mentions" (review R4)',
    async run({ open, drive, panel }) {
      // The answer's first line is the tab's status, with its action; then the passages, under a plain headline.
      const opening = () => panel.evaluate(() => {
        const turn = [...document.querySelectorAll('[data-testid="turn"]')].at(-1)!;
        const problem = turn.querySelector('[data-testid="tab-problem"]');
        const answer = turn.querySelector('[data-testid="answer"]');
        return {
          problem: problem?.textContent ?? '',
          reason: problem?.getAttribute('data-reason') ?? '',
          answered: !!answer,
          first: !!problem && (!answer || !!(problem.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING)),
          headline: answer?.querySelector('.headline')?.textContent ?? '',
        };
      });
      const restricted = await open('https://www.youtube.com/watch?v=Ag3Restr1ct');
      await drive.chooseTabs([restricted.id]);
      await drive.ask('What does she sing about?');
      let seen = await opening();
      assert.equal(seen.reason, 'video-restricted');
      assert.match(seen.problem, /Sea shanties after midnight[^:]*: This video is age- or login-restricted \(“Sign in to confirm your age”\): sign in on YouTube in this tab, then ask again/);
      assert.match(seen.problem, /Go to the tab/);
      assert.ok(seen.first, 'the line does not open the answer');
      assert.doesNotMatch(seen.headline, /Nothing in this tab/);
      assert.equal(seen.headline, 'Here is how it begins.');
      const violations = await inEachLook(panel, 'r4-youtube-restricted');
      await drive.click(drive.byTestId('go-to-tab'));
      await eventually(async () => assert.equal(await restricted.page.evaluate(() => document.visibilityState), 'visible'));

      const gone = await open('https://www.youtube.com/watch?v=Unava1lable');
      await drive.chooseTabs([gone.id]);
      await drive.ask('What happens in the video?');
      seen = await opening();
      assert.equal(seen.reason, 'video-unplayable');
      assert.match(seen.problem, /YouTube can't play this video here \(“This video is unavailable”\)/);
      assert.doesNotMatch(seen.problem, /captions failed|tried:/);
      assert.ok(!seen.answered, 'a card that only says "YouTube" is shown under the line');
      assert.ok(seen.first, 'the line does not open the answer');
      assert.match(await text(drive.tabStatus(gone.id)), /“This video is unavailable”/);
      violations.push(...(await inEachLook(panel, 'r4-youtube-unavailable')));

      const silent = await open('https://www.youtube.com/watch?v=N0capti0ns3');
      await drive.chooseTabs([silent.id]);
      await drive.ask('What does the narrator say about the ferry?');
      seen = await opening();
      assert.equal(seen.reason, 'video-no-captions');
      assert.match(seen.problem, /This video has no captions or transcript: only its title and description were read/);
      assert.equal(seen.headline, 'Here is how it begins.');
      violations.push(...(await inEachLook(panel, 'r4-youtube-no-captions')));
      assert.deepEqual(violations, []);
      for (const tab of [restricted, gone, silent]) await tab.page.close();
    },
  },
];
