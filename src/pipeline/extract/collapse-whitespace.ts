/**
 * Collapses every run of whitespace (including NBSP, zero-width spaces and line breaks) to one
 * space and trims the ends. Letters of every script, RTL marks and emoji are left untouched.
 */
export function collapseWhitespace(text: string): string {
  // \s covers U+00A0 and the Unicode space separators; U+200B (ZWSP) and U+FEFF (BOM) are not
  // whitespace to JS but are invisible, so they split words the same way.
  return text.replace(/[\s\u200B\uFEFF]+/g, ' ').trim();
}
