import type { Passage } from '../select/passage';

export interface BuiltContext {
  context: string;
  sources: Array<{ index: number; title: string; url: string }>;
}

/**
 * The Codexity layout: one "[Source N]" block per passage (N = its 1-based position, the number the
 * model cites and the panel shows), then the list of sources. The header line carries the tab title
 * and heading path so the model knows what a passage is about; the text itself is page content,
 * untrusted, and the prompt around it says so.
 */
export function buildContext(passages: Passage[]): BuiltContext {
  const blocks = passages.map((p, i) => {
    const where = [p.source.title, ...p.chunk.headings.filter((h) => h !== p.source.title)]
      .map((s) => s.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join(' › ');
    return `[Source ${i + 1}]${where ? ` ${where}` : ''}\n${p.chunk.text}`;
  });
  return {
    context: blocks.join('\n\n'),
    sources: passages.map((p, i) => ({ index: i + 1, title: p.source.title, url: p.source.url })),
  };
}
