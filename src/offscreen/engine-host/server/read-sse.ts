/**
 * The `data` of each server-sent event in a fetch body (WHATWG HTML §9.2.6 "event stream
 * interpretation": lines end in CR, LF or CRLF; "data:" lines of one event join with "\n"; a blank
 * line dispatches; lines starting with ":" are comments). Only `data` matters for chat completions,
 * so the other fields are ignored. Small enough that a dependency would cost more than it saves.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const line = (text: string): string | undefined => {
    if (text === '') {
      const event = data.length > 0 ? data.join('\n') : undefined;
      data = [];
      return event;
    }
    if (text.startsWith(':')) return undefined;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    return undefined;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let match: RegExpExecArray | null;
      while ((match = /\r\n|\r(?!$)|\n/u.exec(buffer))) {
        const event = line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
        if (event !== undefined) yield event;
      }
    }
    buffer += decoder.decode();
    // A stream may end without the final blank line.
    if (buffer) line(buffer);
    const last = line('');
    if (last !== undefined) yield last;
  } finally {
    // Stop or an early return: cancel the body so the server sees the connection close.
    await reader.cancel().catch(() => undefined);
  }
}
