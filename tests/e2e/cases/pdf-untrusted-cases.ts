import { HIDDEN_MARK, HIDING_TECHNIQUES, QUESTION, VISIBLE_ANSWER } from '../../support/hidden-text-pdfs';
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
];
