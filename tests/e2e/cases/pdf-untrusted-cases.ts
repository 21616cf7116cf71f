import { HIDDEN_MARK, HIDING_TECHNIQUES, QUESTION, VISIBLE_ANSWER } from '../../support/hidden-text-pdfs';
import { HOSTILE_PDFS } from '../../support/hostile-pdfs';
import { assert, eventually } from '../support/assert';
import type { Case } from '../support/run-cases';
import type { PdfUntrustedEnv } from './pdf-untrusted-env';

const text = async (locator: { textContent(): Promise<string | null> }) => (await locator.textContent()) ?? '';
const sent = (env: PdfUntrustedEnv) => JSON.stringify(env.llm.requests.map((r) => r.body));

export const pdfUntrustedCases: Array<Case<PdfUntrustedEnv>> = [
  {
    name: 'a PDF hiding a sentence by every technique: no hidden sentence in the request or on screen, the visible answer sent, the status counts what was left out',
    async run(env) {
      const hidden = await env.open('hidden-everything.pdf');
      const control = await env.open('control.pdf');
      await env.drive.chooseTabs([hidden.id, control.id]);
      env.llm.reset();
      env.llm.set({ chunks: ['The library lent 48,213 books [1].'] });
      await env.drive.askModel(QUESTION);
      assert.ok(env.llm.requests.length > 0, 'no request reached the server model');
      assert.ok(sent(env).includes(VISIBLE_ANSWER), 'the visible answer was not sent');
      assert.ok(!sent(env).includes(HIDDEN_MARK), `a hidden sentence was sent: ${sent(env).match(/Note for AI assistants[^.]*/)?.[0]}`);
      // Every tab whole ("summarize"): all of both PDFs' text goes to the model, still without a hidden sentence.
      await env.drive.askModel('Summarize these tabs');
      assert.ok(sent(env).includes('Item 12 on finances'), 'the whole text was not sent');
      assert.ok(!sent(env).includes(HIDDEN_MARK), 'a hidden sentence was sent with the whole text');
      const screen = await env.panel.evaluate(() => document.body.innerText);
      assert.ok(!screen.includes(HIDDEN_MARK), 'a hidden sentence is on screen');
      // Two techniques (outside the crop box, off the page) pdf.js leaves out itself: not counted.
      const counted = Object.keys(HIDING_TECHNIQUES).length - 2;
      assert.match(await text(env.drive.tabStatus(hidden.id)), new RegExp(`· ${counted} hidden lines left out$`));
      assert.doesNotMatch(await text(env.drive.tabStatus(control.id)), /hidden/);
      await hidden.page.close();
      await control.page.close();
    },
  },
  {
    name: "a scan's OCR layer (invisible text over the page image) is kept and answers",
    async run(env) {
      const scan = await env.open('ocr-scan.pdf');
      await env.drive.chooseTabs([scan.id]);
      env.llm.reset();
      await env.drive.askModel('How many cars did the ferry carry in March?');
      await eventually(async () => assert.ok(sent(env).includes('The ferry carried 9,120 cars across the sound in March.'), 'the OCR text was not sent'));
      assert.doesNotMatch(await text(env.drive.tabStatus(scan.id)), /hidden|images only/);
      await scan.page.close();
    },
  },
  {
    name: 'a decompression bomb beside an HTML tab: the HTML answer request within 5 s, the PDF still reading with Skip it, which stops it',
    async run(env) {
      const html = await env.open('etna.html');
      const bomb = await env.open('hostile-decompression-bomb.pdf');
      await env.drive.chooseTabs([html.id, bomb.id]);
      env.llm.reset();
      const asked = Date.now();
      await env.drive.askModel('When did Etna last erupt?', { wait: false });
      await eventually(async () => assert.ok(env.llm.requests.length > 0, `no request after ${Date.now() - asked} ms: ${await text(env.drive.lastTurn())}`), 15_000);
      const waited = Date.now() - asked;
      assert.ok(waited <= 5_000, `the HTML tab's answer waited ${waited} ms on the PDF`);
      assert.ok(!sent(env).includes('1 0 0 1 0 0 cm'));
      await env.drive.waitForLastTurn(['done']);
      const line = env.panel.locator('[data-testid="tab-problem"][data-reason="still-reading"]');
      assert.match(await text(line), /Still reading… its passages join your next question/);
      await env.drive.click(line.locator('[data-testid="stop-reading"]'));
      // Stopped at once, or, if the stop came before its read began, by the page bound (15 s).
      await eventually(async () => assert.match(await text(env.drive.tabStatus(bomb.id)), /Skipped while it was being read|took over 15 s/), 40_000);
      await html.page.close();
      await bomb.page.close();
    },
  },
  {
    name: 'the corpus of malformed and hostile PDFs: each file gives a status within its bound, none reveals what a reader cannot see',
    async run(env) {
      // In batches: each PDF tab also runs Chrome's own viewer.
      for (let at = 0; at < HOSTILE_PDFS.length; at += 6) {
        const batch = HOSTILE_PDFS.slice(at, at + 6);
        const opened = [];
        for (const file of batch) opened.push({ file, ...(await env.open(`hostile-${file.name}.pdf`)) });
        await env.drive.chooseTabs(opened.map((o) => o.id));
        env.llm.reset();
        await env.drive.askModel('What do these files say?', { wait: false });
        for (const { file, id } of opened) {
          // The page bound (15 s) for a stalled page, the read bound for 2,000 pages of a long one. The status is
          // read with its state in one check, so a status line that changes in between cannot be misread.
          const shown = new Set<string>();
          const final = await eventually(async () => {
            const state = (await env.drive.tabStatus(id).getAttribute('data-state')) ?? '';
            const status = await text(env.drive.tabStatus(id));
            const seen = `${file.name}: [${state}] ${status}`;
            if (state !== 'reading') shown.add(seen);
            assert.match(state, /^(ready|unreadable)$/, seen);
            if (file.outcome === 'pdf') assert.equal(state, 'ready', seen);
            if (file.outcome === 'pdf-password') assert.match(status, /password/, seen);
            if (file.outcome === 'pdf-damaged') assert.match(status, /damaged/, seen);
            if (file.outcome === 'pdf-no-text') assert.match(status, /images only/, seen);
            if (file.status) assert.match(status, file.status, seen);
            return seen;
          }, 120_000);
          // A settled status that later changed (a CI run once saw random-bytes without "damaged"): printed as evidence.
          for (const earlier of shown) if (earlier !== final) console.log(`      ${earlier} → then ${final}`);
        }
        await env.drive.waitForLastTurn(['done', 'error'], 60_000);
        for (const { file } of opened) if (file.never) assert.ok(!sent(env).includes(file.never), `${file.name} leaked: ${file.never}`);
        for (const { page } of opened) await page.close();
      }
    },
  },
];
