/** A passage the earlier answer cited: found again in its tab's chunks by index and text. */
export interface CarriedPassage {
  tabId: number;
  url: string;
  index: number;
  text: string;
}

/**
 * What a follow-up needs of the turn before it: its question (the subject "it" refers to), the
 * tabs its answer was about (the tabs it cited; without a model, the tab of its first passage),
 * and the passages it cited.
 */
export interface EarlierTurn {
  question: string;
  tabIds: number[];
  carried: CarriedPassage[];
}
