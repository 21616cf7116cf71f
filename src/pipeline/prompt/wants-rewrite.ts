/**
 * Whether a question is worth the model's search words before it is answered: the first ranking is
 * weak (rank/ranking-strength.ts), or the question is asked in none of the tabs' languages ("Und was
 * kostet die?" over English reviews), where a name or a loanword can make the ranking look sure while
 * the words that answer were never matched. `questionLanguage` and `pageLanguages` are BCP 47 tags;
 * unknown languages ask nothing.
 */
export function wantsRewrite(weak: boolean, questionLanguage: string | undefined, pageLanguages: readonly string[]): boolean {
  if (weak) return true;
  const asked = questionLanguage?.split('-')[0]?.toLowerCase();
  return !!asked && pageLanguages.length > 0 && !pageLanguages.includes(asked);
}
