import { prepareTerms } from '../rank/prepare-terms';
import type { AnswerSegment } from './parse-citations';

/** One claim of the answer (a sentence, or a clause that ends at its citation) and the sources it cites. */
export interface Claim {
  text: string;
  ids: number[];
  /** The citation groups (see AnswerSegment) attached to this claim. */
  groups: number[];
}

// A sentence ends at . ! ? … (and their full-width forms) before whitespace, or at a line break; not at
// the full stop of a lone letter, an initial or an abbreviation ("John F. Kennedy", "the U.S. Navy",
// "9:00 a.m. weekdays"): split there, "Kennedy [1]" is a claim of one word, which then takes the next
// clause's citation with it.
const BOUNDARY = /(?<=[.!?…。！？])(?<!(?:^|[^\p{L}])\p{L}\.)\s+|\n+/u;

/**
 * What joins the next clause to one that ended at its citation, in the ten UI languages: it belongs
 * to neither claim ("…0.98 kg [1] and the Corvo…", "…0,98 kg [1], während das Corvo…").
 */
const JOINER =
  /^[\s,;:、，；]*(?:(?:and|but|while|whilst|whereas|so|und|aber|während|wohingegen|sowie|et|mais|tandis\s+que|alors\s+que|y|e|pero|mientras\s+que|mientras|ed|ma|mentre|invece|enquanto|mas|и|а|но|тогда\s+как|в\s+то\s+время\s+как|一方|一方で|而|但|和|并且|반면|그리고|하지만)(?![\p{L}\p{N}])[\s,]*)?/iu;

/**
 * A clause that only says where the rest comes from ("According to the review [1], it lasts…")
 * does not end at its citation: the claim is what follows.
 */
const ATTRIBUTION =
  /^\W*(?:according\s+to|as\s+\S+(?:\s+\S+)?\s+(?:says?|notes?|states?|puts\s+it)|per|laut|gemäß|selon|d['’]après|según|secondo|segundo|de\s+acordo\s+com|согласно|по\s+данным)\b|(?:によると|によれば|根据|据|에\s*따르면)/iu;

/** Only an attribution: nothing after it but its source ("According to the review"), not "According to the review, it lasts 10 hours". */
const onlyAttribution = (text: string) => ATTRIBUTION.test(text) && !text.split(/[,;:、，；]/u).slice(1).some((part) => prepareTerms(part).length >= 2);

const endsAClause = (text: string) => prepareTerms(text).length >= 2 && !onlyAttribution(text.trim());

/**
 * Claims with their citations. Models put the marker before or after the full stop ("lasts 10 hours
 * [1]." / "lasts 10 hours. [1]"); both belong to the sentence just written, so a group that arrives
 * when the current claim is still empty goes to the previous one. Inside a sentence a clause ends at
 * its citation ("The Zenith weighs 0.98 kg [1] and the Corvo 1.46 kg [2], so…": three claims, the
 * last citing nothing), so each clause is judged against its own sources only; several groups in a
 * row ("[1][2]", "[1] [2]") cite one claim.
 */
export function splitClaims(segments: AnswerSegment[]): Claim[] {
  const claims: Claim[] = [];
  let current: Claim = { text: '', ids: [], groups: [] };
  let endedAtCitation = false;
  const close = () => {
    if (current.text.trim() || current.ids.length) claims.push({ ...current, text: current.text.trim() });
    current = { text: '', ids: [], groups: [] };
  };
  for (const segment of segments) {
    if (segment.kind === 'citation') {
      const hasWords = /[\p{L}\p{N}]/u.test(current.text);
      const target = hasWords || claims.length === 0 ? current : claims[claims.length - 1]!;
      for (const id of segment.ids) if (!target.ids.includes(id)) target.ids.push(id);
      target.groups.push(segment.group);
      endedAtCitation = target === current && endsAClause(current.text);
      continue;
    }
    let text = segment.text;
    // Words after the citation start the next clause, unless the sentence ends first (then BOUNDARY does).
    if (endedAtCitation && /[\p{L}\p{N}]/u.test(text.split(BOUNDARY)[0] ?? '')) {
      close();
      text = text.replace(JOINER, '');
    }
    endedAtCitation = false;
    const parts = text.split(BOUNDARY);
    parts.forEach((part, i) => {
      if (i > 0) close();
      current.text += part;
    });
  }
  close();
  return claims.filter((c) => /[\p{L}\p{N}]/u.test(c.text));
}
