/**
 * Python's `re.findall(r'\w+', text)`: in Python 3, `\w` matches letters (L*), numbers (N*) and
 * the underscore, in any script. Both published metrics tokenise this way.
 */
const WORD = /[\p{L}\p{N}_]+/gu;

export function wordTokens(text: string): string[] {
  return text ? (text.match(WORD) ?? []) : [];
}
