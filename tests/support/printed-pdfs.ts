/**
 * The PDFs of the e2e PDF cases that are printed from pages written here: `npm run fixtures:pdf`
 * prints them with Chromium into `tests/e2e/pages/printed/`, where they are committed. They are not
 * printed at test setup, so a new Chromium cannot change what the tests read (Chromium 156 fitted the
 * two-column paper on one page with its running head across the gutter, a case the reader now handles
 * and these files keep).
 */
import type { Page } from 'playwright-core';

const filler = (topic: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>Note ${i + 1} on ${topic}: the committee reviewed the ${topic} figures with the district engineers and agreed the schedule for the coming season, recording each decision in the minutes of the meeting.</p>`,
  ).join('');

/** A four-page report with headings, a running header and footer (page numbers): one fact per page. */
const REPORT = `<html><head><title>Harbour Authority annual report 2031</title>
<style>body{font:12pt serif} h1{font-size:24pt} h2{font-size:17pt; break-before:page} h2.first{break-before:auto}</style></head>
<body><h1>Harbour Authority annual report 2031</h1>
<h2 class="first">Summary</h2><p>The year brought record traffic through the eastern basin and a new pilot boat.</p>${filler('summary', 6)}
<h2>Shipping</h2><p>Container traffic rose to 812,000 boxes, led by the new Baltic feeder service.</p>${filler('shipping', 10)}
<h2>Water supply</h2><p>The Harwick reservoir now holds 41 million cubic metres of water after the northern dam was raised by four metres.</p>${filler('water', 10)}
<h2>Finances</h2><p>Harbour dues brought in 96 million crowns, eleven percent more than the year before.</p>${filler('finances', 6)}
</body></html>`;

/** A paper whose body is set in two columns (CSS columns), each about its own subject. */
const PAPER = `<html lang="en"><head><title>Two studies</title>
<style>body{font:11pt serif} h1{font-size:20pt} .cols{columns:2; column-gap:2em; text-align:justify; hyphens:auto}</style></head>
<body><h1>Two field studies from the northern coast</h1>
<p>This paper reports two unrelated field studies, one per column of this page.</p>
<div class="cols">
<h2>Glacier retreat</h2>
<p>The Skarva glacier retreated by three hundred and ten metres between the surveys, exposing moraine ridges that had been buried since the little ice age. Meltwater channels shifted westward and drained the upper lake twice during the summer.</p>
<p>Ablation stakes drilled into the tongue recorded surface lowering of four metres each season, fastest on the south-facing margin where debris cover was thinnest.</p>
<p>Ground-penetrating radar profiles showed the bed deepening upstream, which suggests the retreat will accelerate once the tongue leaves the bedrock sill at the fjord head.</p>
<h2>Coral spawning</h2>
<p>The brain corals of the outer reef spawned four nights after the October full moon, releasing their bundles within a window of forty minutes just after sunset. Divers counted larvae in plankton tows on the following mornings.</p>
<p>Settlement tiles placed at three depths collected recruits mostly at eight metres, where the current slowed behind the reef crest and the water stayed clear.</p>
<p>Temperature loggers recorded a rise of half a degree in the week before spawning, matching the timing reported for corals further south along the shelf.</p>
</div></body></html>`;

/** Forty pages of text, to see page progress while it is read. */
const LONG = `<html><head><title>Long manual</title><style>body{font:11pt serif} h2{break-before:page}</style></head><body>
${Array.from({ length: 40 }, (_, i) => `<h2>Chapter ${i + 1}</h2>${filler(`chapter ${i + 1} maintenance`, 9)}`).join('')}</body></html>`;

const HEADER = '<div style="font-size:8pt;width:100%;text-align:center">Harbour Authority · confidential draft</div>';
const FOOTER = '<div style="font-size:8pt;width:100%;text-align:center">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>';

async function printPdf(page: Page, html: string, headerFooter: boolean): Promise<Buffer> {
  await page.setContent(html);
  return page.pdf({
    format: 'A4',
    margin: { top: '2cm', bottom: '2cm', left: '2cm', right: '2cm' },
    ...(headerFooter ? { displayHeaderFooter: true, headerTemplate: HEADER, footerTemplate: FOOTER } : {}),
  });
}

/** A page that is only a picture of text (what a scanner makes): no text layer. */
async function printScan(page: Page): Promise<Buffer> {
  await page.setContent('<html><body style="margin:0"><img id="scan" style="width:100%"></body></html>');
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1600;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#111';
    ctx.font = '40px serif';
    for (let i = 0; i < 20; i++) ctx.fillText(`Scanned invoice line ${i + 1}: 12 crates of pears`, 60, 120 + i * 70);
    const img = document.getElementById('scan') as HTMLImageElement;
    img.src = canvas.toDataURL('image/png');
    await img.decode();
  });
  return page.pdf({ format: 'A4' });
}

/** Each committed file and how it is printed. */
export const PRINTED_PDFS: Record<string, (page: Page) => Promise<Buffer>> = {
  'report-2031.pdf': (page) => printPdf(page, REPORT, true),
  'paper.pdf': (page) => printPdf(page, PAPER, true),
  'paper-plain.pdf': (page) => printPdf(page, PAPER, false),
  'long-manual.pdf': (page) => printPdf(page, LONG, false),
  'scan.pdf': printScan,
};
