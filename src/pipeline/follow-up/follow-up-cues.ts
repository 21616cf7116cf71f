/**
 * What marks a question as leaning on the one before it, in the ten languages the product speaks:
 * a pronoun or place word standing for the earlier subject ("Is it open on Sunday?", "Hat sie
 * sonntags offen?"), or an opening that continues ("And on Monday?", "Et le dimanche ?"). `other`
 * points away from the earlier subject ("and the other one?"): the conversation goes on, but not
 * about the same tabs. Ambiguous words (French "le", German "sie" as "you") are left out or only
 * count in a short question; so are words that are a pronoun in one language and something else in
 * another (Spanish "es" is "is", "son" "are", "y" "and"; German "sie"/"Sie" is also "you"; "there"
 * opens "Is there…?"): a pronoun skips the new-subject check in focus-follow-up.ts.
 */
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const words = (...list: string[]) => new RegExp(`${B}(?:${list.join('|')})${E}`, 'iu');

export const REFERS: readonly RegExp[] = [
  // en
  words('it', 'its', "it's", 'it’s', 'they', 'them', 'their', 'theirs', 'that one', 'this one', 'he', 'she', 'his', 'her', 'him', 'same'),
  // de
  words('er', 'ihn', 'ihm', 'ihr', 'ihre', 'ihren', 'ihrem', 'ihrer', 'sein', 'seine', 'seinen', 'seinem', 'seiner', 'dort', 'davon', 'dazu', 'dafür', 'deren', 'dessen'),
  // fr ("il" is also Italian's "the": `FRENCH_IL`)
  words('elle', 'ils', 'elles', 'lui', 'leur', 'leurs', 'sa', 'ses', 'là', 'là-bas', 'celui-ci', 'celle-ci', 'celui-là', 'celle-là'),
  // es, pt, it
  words('él', 'ella', 'ellos', 'ellas', 'allí', 'allá', 'ahí', 'ele', 'dela', 'dele', 'deles', 'lá', 'ali', 'esso', 'essa', 'lui', 'lei', 'loro', 'lì', 'là'),
  // ru
  words('он', 'она', 'оно', 'они', 'его', 'её', 'ее', 'их', 'там', 'ему', 'ей', 'им'),
  // ja, zh, ko (no word boundaries in the first two); not "それぞれ" ("each"), "あれば" ("if there is"), "其他" ("other")
  /それ(?!ぞれ)|そこ|あれ(?!ば)|あそこ|彼|彼女|它|(?<!其)他|她|那里|那儿|这个|那个|그것|거기|그곳|그녀|그는|그의/u,
];

/** French "il" ("Est-il ouvert ?"), which in an Italian question is the article ("il comando Loft"). */
export const FRENCH_IL = words('il');

/** What may come before a question's first word: Spanish opening marks ("¿Y cuántas…?"), quotes, brackets. */
const OPENING = '^[\\s¿¡"\'“‘«„(\\[]*';

export const CONTINUES: readonly RegExp[] = [
  new RegExp(`${OPENING}(?:and|also|what about|how about|und|auch|et|aussi|y|también|e|também|anche|и|а|также|还有|那|그리고|그럼|では|じゃあ|それで)${E}`, 'iu'),
];

export const OTHER = words(
  'other', 'others', 'another', 'else', 'andere', 'anderen', 'anderes', 'anderer', 'autre', 'autres', 'otro', 'otra', 'otros', 'otras',
  'outro', 'outra', 'outros', 'altro', 'altra', 'altri', 'другой', 'другая', 'другие', 'другом', '他の', 'もう一つ', '另一个', '其他', '다른',
);
