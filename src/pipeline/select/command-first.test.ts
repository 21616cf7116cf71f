import { describe, expect, it } from 'vitest';
import { prepareTerms } from '../rank/prepare-terms';
import { commandFirst, showsCommand } from './command-first';
import type { Passage } from './passage';

const docs = { tabId: 1, url: 'https://git.example/commit', title: 'git-commit Documentation', site: 'git.example' };
const other = { ...docs, tabId: 2, url: 'https://other.example' };
const passage = (index: number, text: string, score: number, source = docs): Passage =>
  ({ source, chunk: { index, text, headings: [] }, score, tokens: 10 }) as unknown as Passage;

describe('showsCommand', () => {
  it('reads a program with an option, or a line after a shell prompt, as a command', () => {
    expect(showsCommand('For example, git commit --amend --no-edit amends a commit.')).toBe(true);
    expect(showsCommand('sudo provides the sudoedit command (equivalent to sudo -e).')).toBe(true);
    expect(showsCommand('To remove a package:\n\n# pacman -Rs package_name')).toBe(true);
    expect(showsCommand('Then run it:\n$ go run .')).toBe(true);
  });
  it('does not read an option named in prose as a command', () => {
    expect(showsCommand('If this option is specified together with --amend, then no paths need to be specified.')).toBe(false);
    expect(showsCommand('including the effect of the -i and -o options, such as -m, -F, -c')).toBe(false);
    expect(showsCommand('Temperatures drop to -5 degrees; a well-known e-mail.')).toBe(false);
  });
});

describe('commandFirst', () => {
  const own = prepareTerms('How can I change my last commit instead of adding a new one?').filter((t) => !prepareTerms(docs.title).includes(t));
  const ownOf = () => own;
  const caveat = passage(59, 'If this option is specified together with --amend, it can be used to amend the last commit without committing changes.', 1);
  const tree = passage(54, 'The message from the original commit is used instead of an empty one. The new commit has the same parents.', 0.98);
  const entry = passage(53, 'For example, git commit --amend --no-edit amends a commit without changing its message.\n\n--amend\n\nReplace the tip of the current branch by creating a new commit.', 0.93);
  const order = (passages: Passage[]) => commandFirst(passages, ownOf).map((p) => p.chunk.index);

  it('puts a passage showing a command ahead of those that only talk about it, within its tab', () => {
    expect(order([caveat, tree, entry])).toEqual([53, 59, 54]);
  });
  it('keeps which tab holds each place, and moves no command that holds none of the question’s words', () => {
    const elsewhere = passage(1, 'Change the last one instead: see below.', 1.2, other);
    expect(order([elsewhere, caveat, entry])).toEqual([1, 53, 59]);
    const listing = passage(80, '$ ls -la\n$ cd src', 0.5);
    expect(order([caveat, tree, listing])).toEqual([59, 54, 80]);
  });
});
