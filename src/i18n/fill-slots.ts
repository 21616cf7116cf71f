/** Markers for elements inside a message: private-use characters no catalogue and no user text contains here. */
export const SLOTS = ['\uE010', '\uE011', '\uE012', '\uE013'] as const;

/**
 * A message with elements inside it ("from <title>", "run <code>ollama serve</code> first"): the
 * caller passes `SLOTS[i]` as the substitution where element `i` goes, then gets the message's text
 * with each element in its marker's place. The translation decides where the element sits; nothing
 * is parsed as HTML, and no sentence is assembled from fragments.
 */
export function fillSlots<T>(message: string, elements: readonly T[]): Array<string | T> {
  const out: Array<string | T> = [];
  for (const part of message.split(/([\uE010-\uE013])/u)) {
    const at = (SLOTS as readonly string[]).indexOf(part);
    if (at >= 0 && elements[at] !== undefined) out.push(elements[at]);
    else if (part && at < 0) out.push(part);
  }
  return out;
}
