/**
 * A message's text and its `code` spans (commands, settings: what the user types), split at the
 * backquotes the catalogues put around them, for a component to show the code as code.
 */
export function codeSpans(text: string): Array<{ text: string; code: boolean }> {
  return text
    .split('`')
    .map((part, i) => ({ text: part, code: i % 2 === 1 }))
    .filter((span) => span.text !== '');
}
