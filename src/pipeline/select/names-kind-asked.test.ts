import { describe, expect, it } from 'vitest';
import { kindAsked, namesKind } from './names-kind-asked';

describe('kindAsked', () => {
  it('reads the words a which/what question asks a name of, up to the first function word', () => {
    expect(kindAsked('Which external package does Go’s tutorial pull in to print a quote?')).toEqual(['external', 'package']);
    expect(kindAsked('What county is Fresno in?')).toEqual(['county']);
  });
  it('reads none from a question that asks no kind', () => {
    expect(kindAsked('What is the name of the file?')).toEqual([]);
    expect(kindAsked('How heavy is it?')).toEqual([]);
  });
});

describe('namesKind', () => {
  it('finds a name written as code beside the noun asked', () => {
    expect(namesKind('In the search results, click on the v1 of the rsc.io/quote package.', 'package')).toBe(true);
    expect(namesKind('Install the package python3-venv_x first.', 'package')).toBe(true);
  });
  it('does not count a passage that only talks of the kind, a figure, or a capitalised word', () => {
    expect(namesKind('You can look for a package that has functions you can use.', 'package')).toBe(false);
    expect(namesKind('It took 1.5 years to finish.', 'year')).toBe(false);
    expect(namesKind('The Norman county was large.', 'county')).toBe(false);
  });
});
