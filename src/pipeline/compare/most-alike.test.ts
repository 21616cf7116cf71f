import { describe, expect, it } from 'vitest';
import { prepareTerms } from '../rank/prepare-terms';
import { mostAlike } from './most-alike';

const identity = (text: string) => new Set(prepareTerms(text));

describe('mostAlike', () => {
  const tabs = [
    identity('Data and Analytics Services | Protiviti'),
    identity('The Best Wireless Bluetooth Earbuds | Wirecutter reviews best wireless earbuds Electronics Audio'),
    identity('Remote Full-Stack Programming Jobs | We Work Remotely'),
    identity('The Best Cheap Wireless Earbuds under $50 | Scarbir guide best sounding wireless earphones'),
    identity("Beginner's Guide to Types of Cameras for Digital Photography"),
    identity('Identity Theft Protection | Aura Official Site'),
  ];

  it('finds the two tabs that are the same kind of thing', () => {
    expect(mostAlike(tabs, 2)).toEqual([1, 3]);
  });

  it('finds nothing when no pair stands out', () => {
    const unrelated = [0, 2, 4, 5].map((k) => tabs[k]!);
    expect(mostAlike(unrelated, 2)).toBeUndefined();
  });

  it('grows the pair by the tab most alike to both', () => {
    const three = [...tabs, identity('Best Wireless Earbuds for Running | Runner guide')];
    expect(mostAlike(three, 3)).toEqual([1, 3, 6]);
  });
});
