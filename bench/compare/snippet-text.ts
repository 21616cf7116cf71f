/**
 * Text as the compare-peer set's snippets are matched against it: whitespace-normalised (NBSP too)
 * and case-insensitive, as the set's check.py, and without space before closing punctuation or after
 * opening brackets. check.py strips the page's tags by putting a space at every tag, so a snippet
 * over `<code>/etc/systemd/system/</code>: units` reads "/etc/systemd/system/ : units" where the page
 * (and its extracted text) shows "/etc/systemd/system/: units". Spaces between words stay: "12 GB"
 * is not "12GB".
 */
export function snippetText(text: string): string {
  return text
    .replace(/\s+/gu, ' ')
    .replace(/ (?=[:;,.!?)\]])/gu, '')
    .replace(/(?<=[([]) /gu, '')
    .trim()
    .toLowerCase();
}
