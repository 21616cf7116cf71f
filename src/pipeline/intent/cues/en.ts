import { fillerWords, words, type IntentCues } from '../intent-cues';

const PAGE = '(?:page|article|tab|post|text|story|piece|site|website|document|doc|blog|paper|report|essay|guide|video|thread|pdf|link)s?';
const THIS = '(?:this|these|that|those|the|my|both|all(?: (?:the|these|my))?)';

export const en: IntentCues = {
  language: 'en',
  markers: words('what', 'when', 'who', 'where', 'why', 'which', 'how', 'does', 'did', 'the', 'is', 'are', 'was', 'were', 'there', 'of', 'have', 'has'),
  wholePage: [
    words(
      'summar(?:y|ies|ise|ize|ised|ized|ises|izes|ising|izing)',
      'sum(?:s|ming)? (?:(?:it|this|these|that|them|everything) )?up',
      'tl;? ?dr',
      'recap',
      'overview',
      'gist',
      'synopsis',
      'in a nutshell',
      'key takeaways?',
      'takeaways',
      `(?:main|key|central|core|most important|important|essential|major|principal) (?:points?|ideas?|takeaways?|messages?|arguments?|themes?|findings?|facts|conclusions?|lessons|insights|highlights)`,
      `what(?:'s|’s| is| are) ${THIS} ${PAGE} (?:all |mostly |really )?about`,
      `what(?:'s|’s| is| are) (?:this|it|these|they) (?:all |mostly |really )?about`,
      `what (?:does|do) ${THIS} ${PAGE} (?:say|talk about|cover|discuss|argue|tell me|tell us)`,
      `(?:explain|describe|break down|walk me through) ${THIS} ${PAGE}`,
      'brief me',
      `(?:short|quick|brief) version`,
    ),
  ],
  // Only explicit cues: "between X and Y" or "different" alone also open many factual questions
  // (111 of 4,804 squad-v1.1-dev questions matched a looser pattern, and lost recall to the cap).
  comparison: [
    words(
      'compare[ds]?',
      'comparing',
      'comparisons?',
      'versus',
      String.raw`vs\.?`,
      'differ',
      'differs',
      'differences?',
      'pros and cons',
      'similarities',
      'better than',
      'worse than',
      'which (?:one|is better|of (?:these|them|the (?:two|three|\\d)|both))',
      'each (?:tab|page|site|article|source)',
    ),
    /(?<![\p{L}\p{N}])which(?![\p{L}\p{N}])[^?]*(?<![\p{L}\p{N}])(?:better|worse|cheaper|faster|best|cheapest|fastest|lighter|lightest|heavier|heaviest|pricier|more expensive|less expensive|slower|quicker|bigger|biggest|larger|smaller|smallest|longer|longest|shorter|newer|newest|older|oldest|quieter|louder|thinner|stronger|wider|narrower|higher|lower|greater|deeper|thicker|brighter|sharper|warmer|hotter|colder|safer|easier|harder|softer|more powerful|more|less|fewer|most|least)(?![\p{L}\p{N}])/iu,
    // "Is the Sundara lighter than the LCD-2?", "X or Y: which weighs less?"
    /(?<![\p{L}\p{N}])(?:lighter|heavier|cheaper|pricier|faster|slower|bigger|larger|smaller|longer|shorter|newer|older|quieter|louder|wider|narrower|higher|lower|greater|deeper|thicker|thinner|brighter) than(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])which(?![\p{L}\p{N}])[^?]*(?<![\p{L}\p{N}])(?:weighs|costs|lasts|holds) (?:less|more)(?![\p{L}\p{N}])/iu,
  ],
  // The one page in front of the reader: "this page", "the current tab" (not "these pages").
  several: words('both', 'either', 'neither', 'each of (?:these|those|them|the|my)', '(?:these|those|the|my) (?:two|three|four|2|3|4)', 'all (?:three|four|3|4)', 'which of (?:these|those|them|the|my)', 'between (?:these|those|them|the two)', 'each (?:one|site|page|tab|article|guide|product|service|company|program|option|plan|tool|thread)', '(?:these|those) (?!(?:is|are|was|were|do|does|did|have|has)(?![\\p{L}]))\\p{L}+', '(?:the|a|an) [^?,]{1,40} or (?:the|a|an)'),
  joins: words('and', 'or', 'vs\\.?', 'versus', '&', 'compared (?:to|with)', 'against'),
  thisPage: words(`(?:this|the (?:current|active|open|present)) (?:page|tab|article|web ?page|site|website|post|document|doc|pdf|video|blog post|story|text)`, `(?:page|tab) (?:I am|I'm|I’m) (?:on|reading|looking at)`),
  howTo: [words('how (?:do|can|should) (?:i|we|you)', 'how to', 'step[- ]by[- ]step', 'install', 'set up', 'setup', 'configure')],
  filler: fillerWords([
    'please', 'pls', 'can', 'could', 'would', 'will', 'you', 'u', 'me', 'us', 'i', 'we', 'give', 'tell', 'show', 'list',
    'write', 'make', 'provide', 'create', 'do', 'does', 'did', 'say', 'says', 'said', 'talk', 'talks', 'cover', 'covers',
    'a', 'an', 'the', 'this', 'these', 'that', 'those', 'it', 'its', 'it’s', "it's", 'they', 'them', 'their', 'there',
    'of', 'in', 'on', 'from', 'for', 'to', 'about', 'regarding', 'concerning', 'what', "what's", 'what’s', 'is', 'are',
    'was', 'were', 'be', 'page', 'pages', 'article', 'articles', 'tab', 'tabs', 'post', 'posts', 'text', 'story',
    'stories', 'piece', 'site', 'website', 'document', 'documents', 'doc', 'blog', 'paper', 'report', 'essay', 'guide',
    'video', 'thread', 'here', 'above', 'below', 'current', 'open', 'all', 'whole', 'entire', 'short', 'shortly', 'brief',
    'briefly', 'quick', 'quickly', 'simple', 'simply', 'terms', 'words?', 'sentences?', 'paragraphs?', 'bullets?',
    'bullet points?', 'points?', 'one', 'two', 'three', 'four', 'five', 'few', 'some', 'and', 'or', 'with', 'into', 'just',
    'only', 'my', 'again', 'everything', 'anything', 'something', 'mentions?', 'mentioned', 'part', 'parts', 'section',
    'sections', 'bit', 'so', 'like', 'as', 'by', 'at', 'thing', 'things', 'stuff', 'contents?', 'main', 'key', String.raw`\d+`,
  ]),
};
