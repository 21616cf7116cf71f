/**
 * The sources of a prompt's user message as the model reads them (src/pipeline/prompt/format-source.ts):
 * one `<source title=… site=…>` block per run of one tab's passages, each passage an entry opening with
 * its number, "[n] § Section › Sub", then its text (a page's own lines never open with "[n]").
 */
export interface PromptSource {
  id: number;
  title: string;
  section: string;
  text: string;
}

export function promptSources(user: string): PromptSource[] {
  return [...user.matchAll(/<source title="([^"]*)" site="[^"]*">\n([\s\S]*?)\n<\/source>/g)].flatMap((block) =>
    block[2]!
      .split(/\n(?=\[\d+\])/u)
      .map((entry) => /^\[(\d+)\](?: § ([^\n]*?))?(?: \(\d+:\d{2}(?::\d{2})?\))?\n([\s\S]*)$/u.exec(entry))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ id: Number(m[1]), title: block[1]!, section: m[2] ?? '', text: m[3]! })),
  );
}
