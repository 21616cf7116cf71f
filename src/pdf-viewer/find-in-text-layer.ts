import { findQuote } from '../pipeline/chunk/find-quote';
import type { Locator } from '../pipeline/chunk/chunk';

/**
 * Hyphens count as spaces on both sides: the chunk's text has line-end hyphenation undone
 * ("report"), the text layer still has it ("re-" "port"). Same length, so offsets stay put.
 */
const unhyphen = (text: string) => text.replace(/[-\u2010\u00AD]/g, ' ');

/**
 * The Range of a passage in pdf.js text layers (each page's `.textLayer`, given in page order): the
 * content script's quote finder, whitespace and hyphens ignored. A passage that runs over a page
 * break is found across both pages' layers (a running header between them is then inside the range).
 */
export function findInTextLayers(layers: Element[], locator: Locator): Range | null {
  const doc = layers[0]?.ownerDocument;
  if (!doc) return null;
  const nodes: Text[] = [];
  for (const layer of layers) {
    const walker = doc.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  }
  const starts: number[] = [];
  let text = '';
  for (const node of nodes) {
    starts.push(text.length);
    text += node.data;
  }
  const [match] = findQuote(unhyphen(text), {
    exact: unhyphen(locator.exact),
    prefix: unhyphen(locator.prefix),
    suffix: unhyphen(locator.suffix),
  });
  if (!match) return null;
  const nodeAt = (offset: number) => {
    let i = 0;
    while (i + 1 < starts.length && starts[i + 1]! <= offset) i++;
    return i;
  };
  const first = nodeAt(match.start);
  const last = nodeAt(match.end - 1);
  const range = doc.createRange();
  range.setStart(nodes[first]!, match.start - starts[first]!);
  range.setEnd(nodes[last]!, match.end - starts[last]!);
  return range;
}
