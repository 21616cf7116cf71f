import { prepareTerms } from '../rank/prepare-terms';
import type { Passage } from './passage';
import { questionWordsHeld } from './question-words-held';

/** A shell prompt opening a line ("$ go run .", "# pacman -Rs name"): what follows is typed. */
const PROMPT_LINE = /^\s*[$#>]\s+[a-z][\w./-]*/m;
/** A program, perhaps a subcommand, then an option: "git commit --amend", "sudo -e", "paccache -rk1"; tried at every word. */
const WITH_OPTION = /(?<=^|[\s(`'"])(?=([a-z][\w.-]*)(?:\s+([a-z][\w-]*))?\s+--?[a-z])/gi;

/** Not a function word ("with", "the", "as"): prose names an option after one. */
const word = (token: string) => prepareTerms(token).length > 0;

/**
 * Whether a passage shows a command to type: a line after a shell prompt, or a program written with an option
 * ("git commit --amend --no-edit"). An option named in prose ("together with --amend", "the -i and -o options")
 * follows a function word, not a program and its subcommand, and is not a command.
 */
export function showsCommand(text: string): boolean {
  if (PROMPT_LINE.test(text)) return true;
  for (const [, program, sub] of text.matchAll(WITH_OPTION)) if (word(program!) && (sub === undefined || word(sub))) return true;
  return false;
}

/**
 * A how-to question's order: within each tab, the passages that show a command to type ahead of those that
 * only talk about it ("How can I change my last commit instead of adding a new one?": the entry showing
 * "git commit --amend", not the option's caveat "together with --amend, no paths need…" nor a passage that
 * holds "instead … new … one" in another sense). Steps are what a how-to asks for; on documentation they are
 * commands. Only a passage holding one of the question's own words moves (a listing of unrelated commands does
 * not), and which tab holds each place stays the ranking's. An order, not a selection.
 */
export function commandFirst(passages: readonly Passage[], ownOf: (p: Passage) => readonly string[]): Passage[] {
  const perTab = new Map<number, Passage[]>();
  for (const p of passages) perTab.set(p.source.tabId, [...(perTab.get(p.source.tabId) ?? []), p]);
  for (const [tab, own] of perTab) {
    const shows = own.map((p) => p.score > 0 && showsCommand(p.chunk.text) && questionWordsHeld(p, ownOf(p)) > 0);
    perTab.set(tab, [...own.filter((_, i) => shows[i]), ...own.filter((_, i) => !shows[i])]);
  }
  const next = new Map<number, number>();
  return passages.map((p) => {
    const k = next.get(p.source.tabId) ?? 0;
    next.set(p.source.tabId, k + 1);
    return perTab.get(p.source.tabId)![k]!;
  });
}
