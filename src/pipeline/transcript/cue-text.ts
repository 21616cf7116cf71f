/** Named character references that caption files use (WebVTT defines these; SRT and timedtext use a few). */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lrm: '',
  rlm: '',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * A cue's payload as plain text: WebVTT spans (`<c.yellow>`, `<v Speaker>`, `<i>`, `<b>`, `<u>`, `<lang>`,
 * `<ruby>` with its `<rt>` reading dropped), karaoke timestamps (`<00:01:02.500>`), SRT's `<font>` and ASS
 * overrides (`{\an8}`), then character references. A voice span's speaker name is an attribute a player
 * does not show, so it is left out like the rest of the markup. Lines stay apart ("\n"), each trimmed and
 * whitespace-collapsed; empty lines go.
 */
export function cueText(payload: string, { entitiesTwice = false } = {}): string {
  let text = payload
    .replace(/<rt\b[^>]*>[\s\S]*?(?:<\/rt>|(?=<\/ruby>)|$)/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '');
  text = decodeEntities(text);
  // YouTube's srv1 escapes the text twice ("&amp;#39;"): one more pass, and a stray "<" from it is kept as text.
  if (entitiesTwice) text = decodeEntities(text);
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/[\s\u200B\uFEFF]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
