/**
 * Whether a question is about the page in front of the user ("Summarize this page", "what does
 * this tab say"): such a question is asked of the active tab whatever the scope, since the reader
 * means the one they are looking at, not every tab in scope. English wording only for now.
 */
export function namesThisPage(question: string): boolean {
  return /\b(?:this|the current|the open) (?:page|tab|article|web ?page|site)\b/iu.test(question);
}
