import { ui } from '../../i18n/ui-translator';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import type { AnswerAnalysis } from '../../pipeline/cite/analyse-answer';
import { formatMoment } from '../../pipeline/transcript/format-moment';

/**
 * A model answer → a sanitised DOM fragment with citation chips. The answer is untrusted (the model
 * read untrusted pages), so three layers:
 * 1. marked with raw HTML escaped: "<img onerror=…>" in an answer stays visible text;
 * 2. DOMPurify with an allowlist of text-formatting tags; no images, media, SVG, MathML, styles or
 *    forms (an image URL written by a prompt-injected model would leak page text when loaded);
 * 3. links only http(s)/mailto, opened in a new tab without referrer.
 * Citation groups become placeholders (private-use characters the answer cannot contain) before
 * Markdown and chips after sanitising, so a chip is never built from model-written HTML.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000(\d+)\uE001/gu;

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'del', 's', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

const markdown = new Marked({ gfm: true, breaks: false, async: false });
markdown.use({ renderer: { html: ({ text }) => escapeHtml(text) } });

export interface ChipSource {
  id: number;
  title: string;
  site: string;
  /** A transcript passage: the second it starts at. */
  time?: number;
}

export interface ChipOptions {
  /** Dashed chips only for a finished answer: a streaming or stopped one is not judged (review N7). */
  judged: boolean;
  /** Prompt id → the number shown (display-numbers.ts: order of first citation). */
  numbers: ReadonlyMap<number, number>;
}

/** What a chip says: its source's number, tab and site, and the moment of a video. */
function chipLabel(shown: number, source: ChipSource | undefined): string {
  const time = source?.time === undefined ? undefined : formatMoment(source.time);
  if (source?.title) return time === undefined ? ui.t('chipSource', shown, source.title, source.site) : ui.t('chipSourceAt', shown, source.title, source.site, time);
  return time === undefined ? ui.t('chipNumber', shown) : ui.t('chipNumberAt', shown, time);
}

export function answerMarkdown(analysis: AnswerAnalysis): string {
  return analysis.segments
    .map((s) => (s.kind === 'citation' ? `${OPEN}${s.group}${CLOSE}` : s.text.replace(/[\uE000\uE001]/gu, '')))
    .join('');
}

function chip(doc: Document, id: number, source: ChipSource | undefined, weak: boolean, shown: number): HTMLElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = weak ? 'citation citation-weak' : 'citation';
  button.dataset.testid = 'citation';
  button.dataset.sourceIndex = String(id);
  if (weak) button.dataset.weak = 'true';
  button.textContent = String(shown);
  const about = chipLabel(shown, source);
  button.title = weak ? ui.t('chipWeak', about) : about;
  button.setAttribute('aria-label', button.title);
  return button;
}

function replacePlaceholders(doc: Document, root: DocumentFragment, analysis: AnswerAnalysis, sources: Map<number, ChipSource>, options: ChipOptions): void {
  const groups = new Map(analysis.segments.flatMap((s) => (s.kind === 'citation' ? [[s.group, s.ids] as const] : [])));
  const weak = new Set(options.judged ? analysis.assessment.weakGroups : []);
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Text).data.includes(OPEN)) texts.push(node as Text);
  }
  for (const text of texts) {
    const parts = text.data.split(PLACEHOLDER);
    const out: Node[] = [];
    parts.forEach((part, i) => {
      if (i % 2 === 0) {
        if (part) out.push(doc.createTextNode(part.replace(/[\uE000\uE001]/gu, '')));
        return;
      }
      const group = Number(part);
      for (const id of groups.get(group) ?? []) out.push(chip(doc, id, sources.get(id), weak.has(group), options.numbers.get(id) ?? id));
    });
    text.replaceWith(...out);
  }
}

const purifiers = new WeakMap<Window, ReturnType<typeof DOMPurify>>();

function purifier(win: Window): ReturnType<typeof DOMPurify> {
  let purify = purifiers.get(win);
  if (!purify) {
    purify = DOMPurify(win as unknown as Parameters<typeof DOMPurify>[0]);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    purifiers.set(win, purify);
  }
  return purify;
}

/** `win` is the panel's window (or a jsdom window in tests): DOMPurify needs a real DOM. */
export function renderAnswer(win: Window, analysis: AnswerAnalysis, sources: ChipSource[], options: ChipOptions = { judged: true, numbers: new Map() }): DocumentFragment {
  const html = markdown.parse(answerMarkdown(analysis)) as string;
  const fragment = purifier(win).sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/iu,
    RETURN_DOM_FRAGMENT: true,
  });
  replacePlaceholders(win.document, fragment, analysis, new Map(sources.map((s) => [s.id, s])), options);
  return fragment;
}
